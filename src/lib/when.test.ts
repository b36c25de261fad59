// A tournament's times read to the minute, in UTC: "Sat 21 Nov, 21:59 UTC", not "21:59:19 UTC".
import { describe, expect, it } from "vitest";
import { when } from "./when";

describe("a tournament time", () => {
  it("is given to the minute, in UTC", () => {
    expect(when("2026-11-21T21:59:19.500Z")).toBe("Sat 21 Nov, 21:59 UTC");
    expect(when("2026-11-22T08:05:00Z")).toBe("Sun 22 Nov, 08:05 UTC");
  });

  it("is a dash when there is none", () => {
    expect(when(null)).toBe("—");
  });
});
