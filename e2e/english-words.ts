// An English-word detector for the pages of a non-English reader: the words of the English catalogs (the literal
// text of their files, shared and the games', ICU arguments and select keys left out, words of three letters or more,
// lower-cased) less the words the reader's own catalogs also use (names such as "Sakura" or "Koi-Koi").
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { catalogFiles } from "../src/i18n/catalog-files";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

// Runs of letters and digits, of which only the all-letter ones are words: a hash's "…79dead24…" is not "dead".
const TOKEN = /[\p{L}\p{N}]+/gu;
const LETTERS = /^\p{L}{3,}$/u;

function words(text: string): string[] {
  return (text.match(TOKEN) ?? []).filter((w) => LETTERS.test(w));
}

function wordsOf(text: string, into: Set<string>) {
  for (const w of words(text)) into.add(w.toLowerCase());
}

function literals(elements: MessageFormatElement[], into: Set<string>) {
  for (const el of elements) {
    if (el.type === TYPE.literal) wordsOf(el.value, into);
    else if (el.type === TYPE.select || el.type === TYPE.plural)
      for (const option of Object.values(el.options)) literals(option.value, into);
    else if (el.type === TYPE.tag) literals(el.children, into);
  }
}

function collect(value: unknown, into: Set<string>) {
  if (typeof value === "string") {
    try {
      literals(parse(value, { ignoreTag: false }), into);
    } catch {
      wordsOf(value, into);
    }
  } else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v, into);
}

/** Every word of the catalogs of `locale`. */
export function catalogWords(locale: string): Set<string> {
  const words = new Set<string>();
  for (const file of catalogFiles(locale, ROOT)) collect(JSON.parse(readFileSync(file.path, "utf8")), words);
  return words;
}

/** The English words a reader of `locale` must not meet: English catalog words their own catalogs do not use. */
export function englishDetector(locale: string, allowed: readonly string[]): (text: string) => string[] {
  const own = catalogWords(locale);
  const allow = new Set<string>();
  for (const a of allowed) wordsOf(a, allow);
  const english = new Set([...catalogWords("en")].filter((w) => !own.has(w) && !allow.has(w)));
  return (text) => {
    const found = new Set<string>();
    for (const w of words(text)) if (english.has(w.toLowerCase())) found.add(w);
    return [...found];
  };
}
