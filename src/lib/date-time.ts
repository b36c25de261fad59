// Dates and times formatted alike by the server and the browser, in the page's language: the server's Intl (Node's
// ICU) and the browser's can word a time differently, and a page whose HTML and first render disagree re-renders.
// To the minute: an organiser schedules in minutes, and seconds ("21:59:19") were noise in every line of a schedule.
export const DATE_TIME: Intl.DateTimeFormatOptions = {
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

/** A time in the browser's zone, named ("Sat 21 Nov, 21:30 CET"). */
export function whenLocal(iso: string, locale = "en"): string {
  return formatDateTime(new Date(iso), DATE_TIME, dateLocale(locale));
}
