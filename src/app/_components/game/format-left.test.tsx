// A seat's time bank in the page's language, labelled as the language labels a value and written as the clocks write
// a time left: "Zeitkonto: 2 Std. 05 Min.", "持ち時間：2時間5分" (Japanese and Korean pad no minutes said in words),
// "持ち時間：3日4時間"; under an hour as a clock does ("4:59", "4:05").
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { SeatBadge } from "./seat-badge";
import { BOTAN_BADGE } from "./seat-badge-testing";

/** The words of Botan's badge with `seconds` in the bank, in `locale`. */
const bank = (seconds: number, locale: Locale) =>
  renderIntl(<SeatBadge {...BOTAN_BADGE} bankSeconds={seconds} />, locale).replace(/<[^>]+>/g, "");

describe("a seat's time bank", () => {
  it.each([
    ["en", "Bank: 2 h 05 min", "Bank: 3 days 4 h"],
    ["de", "Zeitkonto: 2 Std. 05 Min.", "Zeitkonto: 3 Tage 4 Std."],
    ["es", "Reserva: 2 h 05 min", "Reserva: 3 días 4 h"],
    ["fr", "Réserve\u00a0: 2 h 05 min", "Réserve\u00a0: 3 jours 4 h"],
    ["ja", "持ち時間：2時間5分", "持ち時間：3日4時間"],
    ["ko", "보유 시간: 2시간 5분", "보유 시간: 3일 4시간"],
  ] as const)("reads in %s", (locale, hours, days) => {
    expect(bank(2 * 3600 + 5 * 60, locale)).toContain(hours);
    expect(bank(76 * 3600, locale)).toContain(days);
    expect(bank(299, locale)).toContain("4:59");
    expect(bank(245, locale)).toContain("4:05");
  });
});
