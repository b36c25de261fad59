// Dates on the tournament pages, in UTC so the server's and the browser's renderings agree, in the page's language.
import { DATE_TIME, dateLocale, formatDateTime } from "./date-time";
import { unitFormat } from "./unit-format";

/** A time in UTC, the zone named ("Sat 21 Nov, 21:59 UTC"); a dash when there is none. */
export function when(iso: string | null, locale = "en"): string {
  if (!iso) return "—";
  return formatDateTime(new Date(iso), { ...DATE_TIME, timeZone: "UTC" }, dateLocale(locale));
}

/**
 * A span of time in its largest whole unit: "2 days", "1 hour", "5 min", "30 sec", "10分" (plurals by Intl); `long`
 * spells minutes and seconds out too ("10 minutes"), as a list of choices does.
 */
export function duration(seconds: number, locale = "en", long = false): string {
  if (seconds % 86_400 === 0) return unitFormat(locale, seconds / 86_400, "day", "long");
  if (seconds % 3600 === 0) return unitFormat(locale, seconds / 3600, "hour", "long");
  if (seconds % 60 === 0) return unitFormat(locale, seconds / 60, "minute", long ? "long" : "short");
  return unitFormat(locale, seconds, "second", long ? "long" : "short");
}

export const TOURNAMENT_STATUSES = ["registration", "running", "finished", "cancelled"] as const;
