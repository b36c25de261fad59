import { describe, expect, it } from "vitest";
import { displayNameKey } from "./display-name-key";

describe("displayNameKey", () => {
  it.each([
    ["Hana", "hana"],
    ["HANA", "hana"],
    ["  Hana   Fuda ", "hana fuda"],
    ["Hana\u3000Fuda", "hana fuda"], // an ideographic space
    ["Hana\u00a0Fuda", "hana fuda"], // a no-break space
    ["Ｈａｎａ１", "hana1"], // full-width letters and digits
    ["ﾊﾅ", "ハナ"], // half-width katakana read as full-width
    ["Straße", "strasse"],
    ["STRASSE", "strasse"],
    ["ﬁsh", "fish"], // a ligature
    ["e\u0301mile", "\u00e9mile"], // composed
    ["ΟΔΥΣΣΕΥΣ", "οδυσσευς"],
    ["Οδυσσευς", "οδυσσευς"], // the final sigma alike
    ["さくら", "さくら"],
    ["🌸 Sakura", "🌸 sakura"],
  ])("%j reads as %j", (name, key) => {
    expect(displayNameKey(name)).toBe(key);
  });
});
