// Dates and times in the page's language and time zone, as next-intl's format.dateTime gives them, but through the
// site's formatDateTime (~/lib/date-time), so that a Korean time reads the same from the server and the browser, and in
// the site's English (dateLocale: British, a 24-hour clock), as its other dates are.
import { useLocale, useTimeZone } from "next-intl";
import { dateLocale, formatDateTime } from "~/lib/date-time";

export function useDateTime() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (date: Date | string | number, options: Intl.DateTimeFormatOptions): string =>
    formatDateTime(new Date(date), { ...options, timeZone: options.timeZone ?? timeZone }, dateLocale(locale));
}
