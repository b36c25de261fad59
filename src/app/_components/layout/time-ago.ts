// How long ago a notification came, in the reader's language (the bell's panel and the notifications page).

/** How long ago, in the reader's language: "now", "5 min. ago", "3 hr. ago", "2 days ago". */
export function timeAgo(at: Date | string, locale: string, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - new Date(at).getTime()) / 1000));
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "short" });
  if (s < 60) return rtf.format(0, "second");
  if (s < 3600) return rtf.format(-Math.floor(s / 60), "minute");
  if (s < 86_400) return rtf.format(-Math.floor(s / 3600), "hour");
  return rtf.format(-Math.floor(s / 86_400), "day");
}
