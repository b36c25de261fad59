import { describe, expect, it } from "vitest";
import { nameInitial } from "./name-initial";

describe("nameInitial", () => {
  it.each([
    ["ume", "U"],
    ["Akiko", "A"],
    ["🌸 Sakura", "🌸"],
    ["🎴Hana", "🎴"],
    ["👍🏽 Thumbs", "👍🏽"], // with its skin tone
    ["👩‍👩‍👧 Family", "👩‍👩‍👧"], // joined by zero-width joiners
    ["🇯🇵 Taro", "🇯🇵"], // a flag: two regional indicators
    ["🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scot", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"], // a tag sequence
    ["1️⃣ First", "1️⃣"], // a keycap
    ["e\u0301mile", "E\u0301"], // a combining accent stays with its letter
    ["ñandú", "Ñ"],
    ["さくら", "さ"],
    ["桜子", "桜"],
    ["한글", "한"],
    ["\u1112\u1161\u11ab\u1100\u1173\u11af", "\u1112\u1161\u11ab"], // a Korean syllable written as separate jamo
    ["  Ume", "U"],
    ["", ""],
  ])("%j → %j", (name, initial) => {
    expect(nameInitial(name)).toBe(initial);
  });
});
