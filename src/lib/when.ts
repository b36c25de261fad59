// Dates on the tournament pages, in UTC so the server's and the browser's renderings agree, in the page's language.
// To the minute: an organiser schedules in minutes, and seconds ("21:59:19") were noise in every line of a schedule.
const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
};

/** The locale Intl formats `locale`'s dates in: English as in Britain, a 24-hour clock and the day before the month. */
export const dateLocale = (locale: string) => (locale === "en" ? "en-GB" : locale);

// Korean's morning and afternoon in Korean: CLDR 48 (ICU 78, Node's) abbreviates them "AM" and "PM" where older data
// (the browsers') writes 오전 and 오후, so the server's HTML and the browser's render would read differently.
const KOREAN_DAY_PERIODS: Record<string, string> = { AM: "오전", PM: "오후" };

/** `date` formatted by Intl in `locale`, the same whichever ICU the server or the browser has. */
export function formatDateTime(date: Date | number, options: Intl.DateTimeFormatOptions, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, options);
  if (!/^ko\b/i.test(locale)) return format.format(date);
  return format
    .formatToParts(date)
    .map((p) => (p.type === "dayPeriod" ? (KOREAN_DAY_PERIODS[p.value] ?? p.value) : p.value))
    .join("");
}

/** A time in UTC, the zone named ("Sat 21 Nov, 21:59 UTC"); a dash when there is none. */
export function when(iso: string | null, locale = "en"): string {
  if (!iso) return "—";
  return formatDateTime(new Date(iso), { ...DATE_TIME, timeZone: "UTC" }, dateLocale(locale));
}

/** The same in the browser's zone, named ("Sat 21 Nov, 21:30 CET"). */
export function whenLocal(iso: string, locale = "en"): string {
  return formatDateTime(new Date(iso), DATE_TIME, dateLocale(locale));
}

/**
 * A span of time in its largest whole unit: "2 days", "1 hour", "5 min", "30 sec" (plurals by Intl); `long` spells
 * minutes and seconds out too ("10 minutes"), as a list of choices does.
 */
export function duration(seconds: number, locale = "en", long = false): string {
  const unit = (value: number, name: string, unitDisplay: "long" | "short") =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay }).format(value);
  if (seconds % 86_400 === 0) return unit(seconds / 86_400, "day", "long");
  if (seconds % 3600 === 0) return unit(seconds / 3600, "hour", "long");
  if (seconds % 60 === 0) return unit(seconds / 60, "minute", long ? "long" : "short");
  return unit(seconds, "second", long ? "long" : "short");
}

export const TOURNAMENT_STATUSES = ["registration", "running", "finished", "cancelled"] as const;
