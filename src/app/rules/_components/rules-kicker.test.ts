// The line above a game's rules heading in each language: Japanese joins its parts with 「・」, unspaced.
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import { rulesKicker } from "./rules-kicker";

describe("a rules page's kicker", () => {
  it("says the page is the rules and how many play, joined as the language joins them", () => {
    expect(rulesKicker(2, 7, translatorFor("Rules", "ja"))).toBe("ルール・2〜7人");
    expect(rulesKicker(2, 2, translatorFor("Rules", "ja"))).toBe("ルール・2人");
    expect(rulesKicker(2, 7, translatorFor("Rules", "en"))).toBe("Rules · 2 to 7 players");
    expect(rulesKicker(2, 4, translatorFor("Rules", "ko"))).toBe("규칙 · 2~4명");
  });
});
