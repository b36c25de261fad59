// A seat's time bank in the page's language, labelled as the language labels a value and written as the clocks write
// a time left: "Zeitkonto: 2 h 05 min" (heard "2 Stunden, 5 Minuten"), "持ち時間：2時間5分" (Japanese and Korean pad
// no minutes said in words), "持ち時間：3日4時間"; under an hour as a clock does ("4:59", "4:05").
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { SeatBadge } from "./seat-badge";
import { BOTAN_BADGE } from "./seat-badge-testing";

/** Botan's badge with `seconds` in the bank, in `locale`: the bank as seen, as heard, and its tooltip. */
function bank(seconds: number, locale: Locale) {
  const html = renderIntl(<SeatBadge {...BOTAN_BADGE} bankSeconds={seconds} />, locale);
  const part = /data-testid="bank">(.*?)<\/span>(?=<\/(?!span))/.exec(html)![1]!;
  const words = (h: string) => h.replace(/<[^>]+>/g, "");
  return {
    seen: words(part.replace(/<span class="sr-only">.*?<\/span>/g, "")),
    heard: words(part.replace(/<span aria-hidden="true"[^>]*>.*?<\/span>/g, "")),
    title: /title="([^"]*)"/.exec(part)?.[1] ?? null,
  };
}

// The bank sits in a narrow badge: hours and minutes in the language's standard units, what a screen reader hears
// and the tooltip in words.
describe("a seat's time bank", () => {
  it.each([
    ["en", "Bank: ", "2 h 05 min", "2 hours, 5 minutes", "3 days 4 h", "3 days, 4 hours"],
    ["de", "Zeitkonto: ", "2 h 05 min", "2 Stunden, 5 Minuten", "3 Tage 4 h", "3 Tage, 4 Stunden"],
    ["es", "Reserva: ", "2 h 05 min", "2 horas y 5 minutos", "3 días 4 h", "3 días y 4 horas"],
    ["fr", "Réserve\u00a0: ", "2 h 05", "2 heures et 5 minutes", "3 jours 4 h", "3 jours et 4 heures"],
  ] as const)("reads in %s", (locale, label, hours, hoursHeard, days, daysHeard) => {
    expect(bank(2 * 3600 + 5 * 60, locale)).toEqual({
      seen: label + hours,
      heard: label + hoursHeard,
      title: hoursHeard,
    });
    expect(bank(76 * 3600, locale)).toEqual({ seen: label + days, heard: label + daysHeard, title: daysHeard });
    expect(bank(299, locale).seen).toBe(`${label}4:59`);
    expect(bank(245, locale)).toEqual({ seen: `${label}4:05`, heard: `${label}4:05`, title: null });
  });

  it.each([
    ["ja", "持ち時間：2時間5分", "持ち時間：3日4時間"],
    ["ko", "보유 시간: 2시간 5분", "보유 시간: 3일 4시간"],
  ] as const)("reads in %s, the same seen and heard", (locale, hours, days) => {
    expect(bank(2 * 3600 + 5 * 60, locale)).toEqual({ seen: hours, heard: hours, title: null });
    expect(bank(76 * 3600, locale)).toEqual({ seen: days, heard: days, title: null });
  });
});
