// French typography, read from every French catalog file (the shared ones and each game's, catalog-files.ts): the
// apostrophe is ’, and the high signs take a space that cannot break from the word before them, so a line never
// starts with ":" or "?". The convention is the Imprimerie nationale's (its Lexique): U+00A0 (no-break space)
// before ":" and inside « », U+202F (narrow no-break space) before ";" "!" "?". A straight ' is ICU's quote
// character as well ("l'{name}" would print "{name}"): every language's apostrophes are checked to stay plain text.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/locales";
import { catalogFiles } from "./catalog-files";
import type { Messages } from "./pseudo";

function messagesOf(locale: string): [string, string][] {
  const flat = (node: Messages | string, key: string): [string, string][] =>
    typeof node === "string" ? [[key, node]] : Object.entries(node).flatMap(([k, v]) => flat(v, `${key}.${k}`));
  return catalogFiles(locale).flatMap((file) =>
    flat(JSON.parse(readFileSync(file.path, "utf8")) as Messages, relative(process.cwd(), file.path)),
  );
}

/** What is wrong with a piece of a French message's text (an ICU literal), if anything. */
const FRENCH_SLIPS: [RegExp, string][] = [
  [/'/, "a straight apostrophe"],
  [/(?!\u00a0)\s:/u, "a space before : that is not U+00A0"],
  [/[\p{L}»)]:(?!\/\/)/u, "no space before :"],
  // A sign quoted on its own ("marqué « ? »") follows the guillemet's space.
  [/(?<!«)(?!\u202f)\s[;!?]/u, "a space before ; ! ? that is not U+202F"],
  [/[\p{L}\p{N}»)][;!?]/u, "no space before ; ! ?"],
  [/«(?!\u00a0)|(?<!\u00a0)»/u, "no U+00A0 inside « »"],
];

/** Each literal of a message, with whether an argument, a plural, a select or a tag stands just before it. */
function literals(elements: MessageFormatElement[]): { text: string; afterSyntax: boolean }[] {
  return elements.flatMap((el, i) => {
    if (el.type === TYPE.literal) return [{ text: el.value, afterSyntax: i > 0 }];
    if (el.type === TYPE.tag) return literals(el.children);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      return Object.values(el.options).flatMap((o) => literals(o.value));
    return [];
  });
}

/** Only the message's text is French: ICU's syntax ("{minutes, number, ::integer-width/*00}", "<b>") is not. */
function frenchSlips(message: string): string[] {
  const pieces = literals(parse(message));
  const slips = FRENCH_SLIPS.filter(([slip]) => pieces.some((p) => slip.test(p.text))).map(([, why]) => why);
  // "{name}: …": the colon starts a piece of text after an argument and takes its space all the same.
  if (pieces.some((p) => p.afterSyntax && /^[:;!?]/.test(p.text)))
    slips.push("no space before a sign after an argument");
  // A no-break space or a straight apostrophe outside the text changes what ICU reads (a number's format, a quote).
  const text = literalText(parse(message));
  for (const c of ["'", "\u00a0", "\u202f"])
    if (text.split(c).length !== message.split(c).length)
      slips.push(`U+${c.codePointAt(0)!.toString(16)} in ICU syntax`);
  return slips;
}

/** The literal text ICU reads out of a message, with `#` and arguments left out. */
function literalText(elements: MessageFormatElement[]): string {
  return literals(elements)
    .map((p) => p.text)
    .join("");
}

const apostrophes = (text: string) => text.split("'").length - 1;

describe("the French typography", () => {
  const fr = messagesOf("fr");

  it("reads the shared French catalog and each game's", () => {
    expect(new Set(fr.map(([key]) => key.split(".")[0])).size).toBeGreaterThan(50);
    expect(fr.some(([key]) => key.startsWith("src/app/_games/"))).toBe(true);
  });

  it("writes ’ for the apostrophe and a no-break space before : ; ! ? and inside « »", () => {
    const slips = fr.flatMap(([key, message]) => frenchSlips(message).map((why) => `${key}: ${why}: ${message}`));
    expect(slips).toEqual([]);
  });

  it("catch the slips they are there for", () => {
    for (const slip of [
      "C'est fait",
      "Joueur : {name}",
      "Joueur\u202f: {name}",
      "{team}{waiting, select, true { (en attente)} other {}}: <members></members>",
      "Vraiment ?",
      "Vraiment\u00a0?",
      "Gagné!",
      "une valeur ; une autre",
      "le champ « {field} »",
      "le champ «{field}»",
      "{name}: {score}",
      "{minutes, number,\u00a0::integer-width/*00}",
      "l'{name}",
    ])
      expect(frenchSlips(slip), slip).not.toEqual([]);
    for (const fine of [
      "C’est fait",
      "<label>Jeu\u00a0:</label> {game}",
      "Vraiment\u202f?",
      "le champ «\u00a0{field}\u00a0»",
      "à 12:30, sur https://example.org/?a=1",
      "{provisional, select, true {?} other {}}",
      "marqué <strong>?</strong>",
      "marqué «\u00a0?\u00a0»",
      "{hours} h {minutes, number, ::integer-width/*00}",
      "{label}\u00a0: {url}",
    ])
      expect(frenchSlips(fine), fine).toEqual([]);
  });
});

describe("a straight apostrophe in any language", () => {
  it("is text, never ICU's quote that would hide a {name}, a # or a tag", () => {
    const quoting = LOCALES.flatMap((locale) => messagesOf(locale)).filter(
      ([, message]) => apostrophes(literalText(parse(message))) !== apostrophes(message),
    );
    expect(quoting).toEqual([]);
  });

  it("is told from ICU's quote", () => {
    for (const quoted of ["l'{name}", "{count, plural, one {'#'} other {#}}", "it''s", "l'<b>as</b>"])
      expect(apostrophes(literalText(parse(quoted))), quoted).not.toBe(apostrophes(quoted));
    expect(apostrophes(literalText(parse("it's {name}'s")))).toBe(2);
  });
});
