// Dates and times in the page's language and time zone, as next-intl's format.dateTime gives them, but through the
// site's formatDateTime (~/lib/when), so that a Korean time reads the same from the server and the browser.
import { useLocale, useTimeZone } from "next-intl";
import { formatDateTime } from "~/lib/date-time";

export function useDateTime() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (date: Date | string | number, options: Intl.DateTimeFormatOptions): string =>
    formatDateTime(new Date(date), { ...options, timeZone: options.timeZone ?? timeZone }, locale);
}
