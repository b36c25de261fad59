// Input messages in the reader's language. The input schemas are shared with the forms, which show their English
// words as they are, so the server recognises each English message by its catalog entry (messages/en/InputErrors.json,
// `{name}` standing for a value) and writes the same message in the reader's language.
import english from "../../../messages/en/InputErrors.json";
import { DEFAULT_LOCALE } from "~/lib/locales";
import { serverText, type TextParams } from "./server-text";

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

const patterns: Pattern[] = Object.entries(english).map(([key, text]) => {
  const names: string[] = [];
  const source = text
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const arg = /^\{([a-zA-Z]+)\}$/.exec(part);
      if (!arg) return escape(part);
      names.push(arg[1]!);
      return "(.+?)";
    })
    .join("");
  return { key, names, regex: new RegExp(`^${source}$`, "s") };
});

/** The catalog entry an English input message comes from, with its values; null when none matches. */
export function inputErrorOf(message: string): { key: string; params: TextParams } | null {
  for (const { key, names, regex } of patterns) {
    const match = regex.exec(message);
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

/** `message` (an English input message) in `locale`; as it is when English is asked or no entry matches it. */
export function inputErrorIn(locale: string, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  const found = inputErrorOf(message);
  return found ? serverText(locale, "InputErrors", found.key, found.params) : message;
}
