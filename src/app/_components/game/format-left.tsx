// A length of time left as the clocks write it, in the page's language: "4:59", "2 hours, 5 minutes", "2時間5分",
// "3 days, 4 hours" (no part of zero: "3 days"); `short` for a narrow place, in each language's standard units
// ("2 h 05 min", "2 h 05" in French, "3 days 4 h"), whose words a screen reader still hears (TimeLeft). Minutes are
// padded to two digits under an hour (a digital clock's "4:05") and in the units after hours ("2 h 05 min"); Japanese
// and Korean write "1時間5分", "1시간 5분" either way.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

export function useFormatLeft(): (ms: number, short?: boolean) => string {
  const t = useTranslations("Clock");
  return (ms, short = false) => {
    if (ms <= 0) return "0:00";
    const s = Math.ceil(ms / 1000);
    if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
    const h = Math.floor(s / 3600);
    if (h < 48) {
      const minutes = Math.floor((s % 3600) / 60);
      return t(short ? "hoursMinutesShort" : "hoursMinutes", { hours: h, minutes });
    }
    return t(short ? "daysHoursShort" : "daysHours", { days: Math.floor(h / 24), hours: h % 24 });
  };
}

/**
 * The time left in a narrow place: the short form seen (with the words as its tooltip), the words heard; the words
 * alone where the language writes both alike.
 */
export function TimeLeft({ full, short }: { full: string; short: string }): ReactNode {
  if (full === short) return full;
  return (
    <>
      <span aria-hidden="true" title={full}>
        {short}
      </span>
      <span className="sr-only">{full}</span>
    </>
  );
}
