import Link from "next/link";
import { LiveClock } from "./live-clock";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-paper-edge bg-paper-deep/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          Hanafuda: Sakura, Season&apos;s Flowers in Japan, Mushi, Judge and Sutda, played in turns at your own pace.
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <Link href="/play">Games</Link>
          <a href="/api/health">Status</a>
          <LiveClock />
        </div>
      </div>
    </footer>
  );
}
