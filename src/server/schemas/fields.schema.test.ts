import { describe, expect, it } from "vitest";
import { idField, isId, textField, tokenField } from "./fields.schema";

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe("idField", () => {
  const id = idField("game");
  it("takes the ids the site makes and the words tests use", () => {
    for (const v of ["cmi0k2x9b0000abcd1234efgh", "3f2b8c1e-9a4d-4e1f-8b7a-0c2d4e6f8a9b", "AbC_-9", "no-such-game"])
      expect(id.safeParse(v).success, v).toBe(true);
  });
  it("refuses anything else as no such thing", () => {
    for (const v of [" id", "id ", "a\u0000b", "\uD800", "a/b", "x".repeat(65), "\u202Eab", "\u200Bab", "\uFEFFab"]) {
      expect(messageOf(id.safeParse(v)), JSON.stringify(v)).toBe("There is no such game.");
    }
    expect(messageOf(id.safeParse(3))).toBe("Which game?");
    expect(messageOf(id.safeParse(""))).toBe("Which game?");
    expect(isId("ab\u0000")).toBe(false);
  });
});

describe("textField", () => {
  const name = textField({ kind: "name", min: 2, max: 10, tooShort: "Too short.", tooLong: "Too long." });
  const line = textField({ kind: "line", max: 10, tooLong: "Too long." });
  const text = textField({ kind: "text", max: 20, tooLong: "Too long." });

  it("normalises to NFC, trims, and collapses a name's spaces", () => {
    expect(name.parse("  Cafe\u0301   Ume ")).toBe("Café Ume");
    expect(text.parse(" one\r\ntwo ")).toBe("one\ntwo");
    expect(line.parse("🌸 ok")).toBe("🌸 ok");
  });
  it("refuses broken characters, control characters and invisible ones with a reason", () => {
    expect(messageOf(line.safeParse("a\uD800"))).toMatch(/broken character/);
    expect(messageOf(line.safeParse("\uDC00"))).toMatch(/broken character/);
    expect(messageOf(line.safeParse("a\u0000b"))).toMatch(/control characters/);
    expect(messageOf(line.safeParse("a\nb"))).toMatch(/one line/);
    expect(text.safeParse("a\nb").success).toBe(true);
    expect(messageOf(text.safeParse("a\tb"))).toMatch(/control characters/);
    for (const v of ["ab\u202Ecd", "ab\u200Bcd", "\uFEFFab", "ab\u2066c"])
      expect(messageOf(line.safeParse(v)), JSON.stringify(v)).toMatch(/invisible/);
    // A zero-width joiner belongs in an emoji sequence in a message, never in a name.
    expect(line.safeParse("👩\u200D💻").success).toBe(true);
    expect(messageOf(name.safeParse("Ha\u200Dna"))).toMatch(/invisible/);
  });
  // U+FFFD stands for a character lost on the way (bytes read in the wrong encoding): a name holding it reads broken
  // wherever it is shown, as a lone surrogate would. A message or a reason may quote one.
  it("refuses the replacement character in a name only", () => {
    expect(messageOf(name.safeParse("Ha\uFFFDna"))).toBe(
      "Remove the “\uFFFD” (it stands for a character that was lost) and type that character again.",
    );
    expect(line.safeParse("a\uFFFDb").success).toBe(true);
    expect(text.safeParse("a\uFFFD\nb").success).toBe(true);
  });
  it("keeps the limits, and refuses a huge string before looking at it", () => {
    expect(messageOf(name.safeParse("a"))).toBe("Too short.");
    expect(messageOf(name.safeParse("abcdefghijk"))).toBe("Too long.");
    expect(name.safeParse(` ${"a".repeat(10)} `).success).toBe(true);
    expect(messageOf(line.safeParse("x".repeat(200_000)))).toBe("Too long.");
  });
});

describe("tokenField", () => {
  it("takes a card code as it is and refuses invisible or control characters", () => {
    expect(tokenField(16).parse("M01-0")).toBe("M01-0");
    expect(tokenField(16).safeParse("M01-0\u0000").success).toBe(false);
    expect(tokenField(16).safeParse("M01\u200B").success).toBe(false);
    expect(tokenField(4).safeParse("abcde").success).toBe(false);
  });
});
