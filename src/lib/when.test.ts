// A tournament's times read to the minute, in UTC: "Sat 21 Nov, 21:59 UTC", not "21:59:19 UTC".
import { describe, expect, it } from "vitest";
import { formatDateTime } from "./date-time";
import { duration, when } from "./when";

describe("a tournament time", () => {
  it("is given to the minute, in UTC", () => {
    expect(when("2026-11-21T21:59:19.500Z")).toBe("Sat 21 Nov, 21:59 UTC");
    expect(when("2026-11-22T08:05:00Z")).toBe("Sun 22 Nov, 08:05 UTC");
  });

  it("is a dash when there is none", () => {
    expect(when(null)).toBe("—");
  });
});

describe("a time in Korean", () => {
  const afternoon = new Date("2026-01-05T15:05:00Z");
  const midnight = new Date("2026-01-05T00:05:00Z");

  it("says 오전 and 오후, whatever the ICU's data abbreviates them to", () => {
    const clock = { hour: "numeric", minute: "2-digit", timeZone: "UTC" } as const;
    expect(formatDateTime(afternoon, clock, "ko")).toBe("오후 3:05");
    expect(formatDateTime(midnight, clock, "ko")).toBe("오전 12:05");
    expect(when("2026-11-21T21:59:19Z", "ko")).toBe("11월 21일 (토) 오후 09:59 UTC");
  });

  it("leaves the other languages to Intl: English keeps its AM and PM", () => {
    const options = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" } as const;
    expect(formatDateTime(afternoon, { ...options, timeZone: "UTC" }, "en")).toBe("Jan 5, 2026, 03:05 PM");
    for (const locale of ["de", "en", "es", "fr", "ja"]) {
      const utc = { ...options, timeZone: "UTC" };
      expect(formatDateTime(afternoon, utc, locale)).toBe(new Intl.DateTimeFormat(locale, utc).format(afternoon));
    }
  });
});

describe("a tournament's span of time", () => {
  it("attaches the unit to its number in Japanese and Korean, as their counters are", () => {
    expect(duration(600, "ja")).toBe("10分");
    expect(duration(60, "ja", true)).toBe("1分");
    expect(duration(2 * 86_400, "ja")).toBe("2日");
    expect(duration(3600, "ja")).toBe("1時間");
    expect(duration(30, "ja")).toBe("30秒");
    expect(duration(600, "ko")).toBe("10분");
  });

  it("keeps the space where the language writes one", () => {
    expect(duration(600, "en", true)).toBe("10 minutes");
    expect(duration(600, "en")).toBe("10 min");
    expect(duration(2 * 86_400, "de")).toBe("2 Tage");
  });
});
