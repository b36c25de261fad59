import { useEffect, useState } from "react";

/**
 * Whether the element (the open panel's messages) is at least half on the screen: null until the browser says, true
 * where it cannot (no IntersectionObserver: the panel counts as seen while open, as it always did).
 */
export function useOnScreen(ref: React.RefObject<HTMLElement | null>, active: boolean): boolean | null {
  const [onScreen, setOnScreen] = useState<boolean | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setOnScreen(entry.isIntersecting && entry.intersectionRatio >= 0.5);
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      setOnScreen(null);
    };
  }, [ref, active]);
  if (!active) return null;
  return typeof IntersectionObserver === "undefined" ? true : onScreen;
}
