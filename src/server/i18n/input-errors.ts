// Input messages in the reader's language. The input schemas are shared with the forms and say their messages in
// English: the server recognises each by its catalog entry (src/i18n/input-error-match.ts) and writes the same message
// in the reader's language.
import { DEFAULT_LOCALE } from "~/lib/locales";
import { inputErrorOf } from "~/i18n/input-error-match";
import { serverText } from "./server-text";

/** `message` (an English input message) in `locale`; as it is when English is asked or no entry matches it. */
export function inputErrorIn(locale: string, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  const found = inputErrorOf(message, locale);
  return found ? serverText(locale, "InputErrors", found.key, found.params) : message;
}
