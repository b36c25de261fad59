// A length of time on the play pages: Japanese attaches its unit to the number ("10分"), as its counters are.
import { describe, expect, it } from "vitest";
import { durationWords } from "./time-words";

describe("a length of time", () => {
  it("attaches the unit in Japanese and Korean, and spaces it in English", () => {
    expect(durationWords("ja", 600)).toBe("10分");
    expect(durationWords("ja", 86_400)).toBe("1日");
    expect(durationWords("ja", 3600, "short")).toBe("1時間");
    expect(durationWords("ko", 600)).toBe("10분");
    expect(durationWords("en", 600)).toBe("10 minutes");
  });
});
