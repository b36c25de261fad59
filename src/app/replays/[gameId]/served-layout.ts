// Which of the replay's layouts the server draws (replay-layouts.tsx): a phone's below Tailwind's lg (1024 px), the
// width the browser hydrates it at. The window's width where the browser sends it (a client hint, next.config.js asks
// for it), else the device's word that it is a phone (its hint, its user agent).

/** The width below which the replay takes a phone's layout (the viewer's "(max-width: 1023px)"). */
export const WIDE_FROM = 1024;

export function servedNarrow(h: Pick<Headers, "get">): boolean {
  const width = Number(h.get("sec-ch-viewport-width") ?? "");
  if (Number.isFinite(width) && width > 0) return width < WIDE_FROM;
  return h.get("sec-ch-ua-mobile") === "?1" || /Mobi|Android/i.test(h.get("user-agent") ?? "");
}
