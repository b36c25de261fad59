// The footer's clock between the server's times: the stream sends the server's time now and then (site-live.tsx),
// and the page counts the seconds from the last one with its own monotonic clock.
import { useEffect, useState } from "react";

/** The server's time (ms since the epoch) at `local` (performance.now()), as last received. */
export interface ClockAnchor {
  server: number;
  local: number;
}

/** The server's time at `local` (performance.now()), counted from `anchor`. */
export function serverTimeAt(anchor: ClockAnchor, local: number): number {
  return anchor.server + (local - anchor.local);
}

/** The server's time now, changing as each of its seconds begins; null without an anchor. */
export function useServerClock(anchor: ClockAnchor | null): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!anchor) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = serverTimeAt(anchor, performance.now());
      setNow(new Date(at));
      // A few ms past the next whole second, so that the second shown has begun.
      timer = setTimeout(tick, 1000 - (at % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [anchor]);
  return now;
}
