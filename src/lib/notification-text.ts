// A notification's words in the reader's language: the NotificationTexts catalog's message named by the row's textKey,
// with its arguments ("game": a game's key, said by its short name; a list of names, joined as the language joins
// them, with how many they are as `<name>Count` for a verb that agrees with them; a name ending in "At": a time, as
// the tournament pages say it; a name, or list of names, with a `<name>Bots` beside it: bots among them, by level,
// said in the reader's words). A row stored before notifications carried a key (or a key the catalog lacks) shows the
// text it was stored with. The bell and the list say it, and so do the emails and push messages the server sends.
import type { BotNames } from "./bot-name";
import type { Translate } from "./translate";
import { when } from "./when";

export interface StoredNotificationText {
  /** The English words stored with the row. */
  text: string;
  textKey: string | null;
  textParams: Record<string, string | number | string[]> | null;
}

/**
 * The argument beside `name` (a player's name or a list of them) that says which are bots: each one's level, or ""
 * for a person, in the order of the names. The news stores the level, and each reader's words are found when it is
 * said (the names stay as stored: "Matsu (Steady)").
 */
export const botLevelsParam = (name: string) => `${name}Bots`;

export type { Translate } from "./translate";

/**
 * The words of `n` from the translators of NotificationTexts and Games, a list formatter, the reader's language and
 * the reader's names of bots.
 */
export function notificationText(
  n: StoredNotificationText,
  t: Translate,
  tGames: Translate,
  list: (names: readonly string[]) => string,
  locale: string,
  bots: BotNames,
): string {
  if (!n.textKey || !t.has(n.textKey)) return n.text;
  const params = n.textParams ?? {};
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) values[`${k}Count`] = v.length;
    const levels = params[botLevelsParam(k)];
    const named = (name: string, i: number) => (Array.isArray(levels) ? bots(name, levels[i] || null) : name);
    values[k] = Array.isArray(v)
      ? list(v.map(named))
      : k === "game" && typeof v === "string" && tGames.has(`${v}.shortName`)
        ? tGames(`${v}.shortName`)
        : k.endsWith("At") && typeof v === "string" && v !== ""
          ? when(v, locale)
          : typeof v === "string"
            ? named(v, 0)
            : v;
  }
  return t(n.textKey, values);
}
