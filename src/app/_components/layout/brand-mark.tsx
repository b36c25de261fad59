// The site's mark: the red sun and crane-less pine of a January bright, reduced to three shapes.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 40" aria-hidden="true" className={className} focusable="false">
      <rect x="1" y="1" width="30" height="38" rx="3" fill="#1d1815" stroke="#c79a2b" strokeWidth="1.5" />
      <circle cx="16" cy="15" r="8.5" fill="#d2452b" />
      <path d="M4 33 C 10 26, 14 30, 16 25 C 18 30, 23 26, 28 33 Z" fill="#2f5d3a" />
      <path d="M6 36 H26" stroke="#f7f0e3" strokeWidth="1.2" strokeLinecap="round" opacity="0.8" />
    </svg>
  );
}
