"use client";
// "Live": the server's clock, from the site's stream (system.live, server-sent events, shared with the header's bell
// through SiteLiveProvider). It shows at a glance that the page is connected; live tables use the same channel.
import { useLocale, useTranslations } from "next-intl";
import { useSiteClock } from "./site-live";

export function LiveClock() {
  const t = useTranslations("Footer");
  const locale = useLocale();
  const { connected, now } = useSiteClock();
  // The browser's own time zone, in the reader's language, as the browser words it: the server renders no time here.
  // English as the site's dates write it, British (a 24-hour clock); not the shared date module, to keep pages light.
  const time = now
    ? new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }).format(now)
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
        {t.rich("clock", {
          connected: String(connected),
          time,
          clock: (chunks) => <time className="font-mono tabular-nums">{chunks}</time>,
        })}
      </span>
    </p>
  );
}
