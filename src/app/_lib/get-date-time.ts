// useDateTime for server components that are async (they cannot call hooks): dates in the request's language and
// time zone through the site's formatDateTime, English as in Britain.
import { getLocale, getTimeZone } from "next-intl/server";
import { dateLocale, formatDateTime } from "~/lib/date-time";

export async function getDateTime(): Promise<
  (date: Date | string | number, options: Intl.DateTimeFormatOptions) => string
> {
  const [locale, timeZone] = await Promise.all([getLocale(), getTimeZone()]);
  return (date, options) =>
    formatDateTime(new Date(date), { ...options, timeZone: options.timeZone ?? timeZone }, dateLocale(locale));
}
