// A page rendered on the server (the profile, the admin's lists) writes dates as useDateTime does: in the site's
// English (British: the day before the month, a 24-hour clock), not as Intl's "en" ("Oct 2, 2026, 3:05 PM").
import { describe, expect, it, vi } from "vitest";

const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTimeZone: async () => "UTC",
}));

const { getDateTime } = await import("./get-date-time");
const at = new Date("2026-10-02T15:05:00Z");

describe("dates on a server-rendered page", () => {
  it("are British in English: day before month, 24-hour clock", async () => {
    request.locale = "en";
    const dateTime = await getDateTime();
    expect(dateTime(at, { year: "numeric", month: "long", day: "numeric" })).toBe("2 October 2026");
    expect(dateTime(at, { dateStyle: "medium" })).toBe("2 Oct 2026");
    expect(dateTime(at, { dateStyle: "short", timeStyle: "short" })).toBe("02/10/2026, 15:05");
  });

  it("are the language's own elsewhere, in the request's time zone", async () => {
    request.locale = "de";
    expect((await getDateTime())(at, { dateStyle: "medium", timeStyle: "short" })).toBe("02.10.2026, 15:05");
    request.locale = "ja";
    expect((await getDateTime())(at, { year: "numeric", month: "long", day: "numeric" })).toBe("2026年10月2日");
  });
});
