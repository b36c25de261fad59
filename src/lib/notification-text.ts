// A notification's words in the reader's language: the NotificationTexts catalog's message named by the row's textKey,
// with its arguments ("game": a game's key, said by its short name; a list of names, joined as the language joins
// them; a name ending in "At": a time, as the tournament pages say it). A row stored before notifications carried a
// key (or a key the catalog lacks) shows the text it was stored with. The bell and the list say it, and so do the
// emails and push messages the server sends.
import { when } from "./when";

export interface StoredNotificationText {
  /** The English words stored with the row. */
  text: string;
  textKey: string | null;
  textParams: Record<string, string | number | string[]> | null;
}

export interface Translate {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** The words of `n` from the translators of NotificationTexts and Games, a list formatter and the reader's language. */
export function notificationText(
  n: StoredNotificationText,
  t: Translate,
  tGames: Translate,
  list: (names: readonly string[]) => string,
  locale: string,
): string {
  if (!n.textKey || !t.has(n.textKey)) return n.text;
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(n.textParams ?? {}))
    values[k] = Array.isArray(v)
      ? list(v)
      : k === "game" && typeof v === "string" && tGames.has(`${v}.shortName`)
        ? tGames(`${v}.shortName`)
        : k.endsWith("At") && typeof v === "string" && v !== ""
          ? when(v, locale)
          : v;
  return t(n.textKey, values);
}
