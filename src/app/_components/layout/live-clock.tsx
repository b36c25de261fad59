"use client";
// "Live": the server's clock, from the site's stream (system.live, server-sent events, shared with the header's bell
// through SiteLiveProvider). It shows at a glance that the page is connected; live tables use the same channel.
import { useSiteClock } from "./site-live";

export function LiveClock() {
  const { connected, now } = useSiteClock();
  const time = now
    ? now.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" })
    : "--:--:--";
  return (
    <p
      className="flex items-center gap-2 text-sm text-ink-faint"
      data-testid="live-clock"
      data-connected={connected ? "true" : "false"}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-2.5 w-2.5 rounded-full ${connected ? "bg-matsu" : "bg-ink-faint/50"}`}
      />
      <span>
        {connected ? "Live" : "Connecting…"} · server time <time className="font-mono tabular-nums">{time}</time>
      </span>
    </p>
  );
}
