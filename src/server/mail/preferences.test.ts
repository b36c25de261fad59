import { describe, expect, it } from "vitest";
import { digestTime, localMinute, preferencesInput, quietUntil } from "./preferences";

const at = (iso: string) => new Date(iso);

describe("email preferences", () => {
  it("holds email in quiet hours across midnight, in the player's time zone", () => {
    const night = { quietFrom: 22 * 60, quietTo: 7 * 60, timeZone: "Asia/Tokyo" };
    // 23:30 in Tokyo is 14:30 UTC: quiet until 07:00 Tokyo, 22:00 UTC.
    expect(quietUntil(night, at("2026-11-28T14:30:00Z"))).toEqual(at("2026-11-28T22:00:00Z"));
    // 06:59 in Tokyo: one minute left.
    expect(quietUntil(night, at("2026-11-28T21:59:00Z"))).toEqual(at("2026-11-28T22:00:00Z"));
    // 07:00 and noon in Tokyo: not quiet.
    expect(quietUntil(night, at("2026-11-28T22:00:00Z"))).toBeNull();
    expect(quietUntil(night, at("2026-11-29T03:00:00Z"))).toBeNull();
    expect(quietUntil({ quietFrom: null, quietTo: null, timeZone: "UTC" }, at("2026-11-28T03:00:00Z"))).toBeNull();
  });

  it("sends the hourly digest at the next full hour and the daily one at 08:00 local", () => {
    expect(digestTime("hourly", "UTC", at("2026-11-28T21:55:06Z"))).toEqual(at("2026-11-28T22:00:00Z"));
    // 21:55 UTC is 22:55 in Paris (winter): the next 08:00 there is 07:00 UTC.
    expect(digestTime("daily", "Europe/Paris", at("2026-11-28T21:55:00Z"))).toEqual(at("2026-11-29T07:00:00Z"));
    expect(localMinute(at("2026-11-28T21:55:00Z"), "Europe/Paris")).toBe(22 * 60 + 55);
  });

  it("refuses an unknown time zone and half a quiet period, in words a player reads", () => {
    const base = {
      channels: { turn: ["site", "email"], game_over: ["site"], invitation: [] },
      rhythm: "daily",
      quietFrom: 60,
      quietTo: 120,
      timeZone: "Europe/Paris",
      stopped: false,
    };
    expect(preferencesInput.safeParse(base).success).toBe(true);
    const zone = preferencesInput.safeParse({ ...base, timeZone: "Mars/Olympus" });
    expect(zone.error?.issues[0]?.message).toBe("This is not a time zone we know (try Europe/Paris).");
    const half = preferencesInput.safeParse({ ...base, quietTo: null });
    expect(half.error?.issues[0]?.message).toBe("Give both ends of the quiet hours, or neither.");
    expect(preferencesInput.safeParse({ ...base, channels: { ...base.channels, turn: ["fax"] } }).success).toBe(false);
  });
});
