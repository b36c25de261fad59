// A bot's name in the reader's language. Bot accounts are stored with their level in English ("Matsu (Steady)",
// src/server/repositories/bots.ts): that name keeps the accounts distinct. Whatever turns a player into text for a
// reader words the level again from the bot's level: the pages from the view's `bot`, and the server's emails, pushes
// and the bell's news from the level their notification carries (src/lib/notification-text.ts), so no write renames
// anything. The plant stays as stored, in Latin letters, in every language: it is the account's name rather than a
// word (the same on its page, in the search and in emails), and hanafuda's and hwatu's names of the months differ, so
// a translated plant would name another card to half the readers. Pure, for the pages and the server alike.
import type { Translate } from "./translate";

/**
 * The stored name's level in brackets (" (Steady)"), or the one a page wrote in Japanese ("（堅実）"): U+FF08 and
 * U+FF09 are the full-width brackets, escaped so that the server's bundle stays ASCII.
 */
const LEVEL = /^(.+?) ?[(\uFF08][^()\uFF08\uFF09]*[)\uFF09]$/;

/** The plant of a bot's name ("Matsu" of "Matsu (Steady)" or "Matsu（堅実）"), null for a name with no level in brackets. */
export function botPlant(name: string): string | null {
  return LEVEL.exec(name)?.[1] ?? null;
}

/** A player's name as its reader sees it: a bot's "<plant> (<level>)" in the reader's words, a person's as it is. */
export type BotNames = (name: string, bot: string | null | undefined) => string;

/** `t`: a translator of the BotLevels catalog (next-intl's on a page, use-intl's on the server). */
export function botNamesIn(t: Translate): BotNames {
  return (name, bot) => {
    const plant = bot ? botPlant(name) : null;
    if (!bot || plant === null || !t.has(`name.${bot}`)) return name;
    return t("botName", { plant, level: t(`name.${bot}`) });
  };
}

/** `players` with each bot's name worded by `names`: the same array when none is a bot (a memo's input stays equal). */
export function botsNamed<P extends { displayName: string; bot?: string | null }>(players: P[], names: BotNames): P[] {
  if (!players.some((p) => p.bot)) return players;
  return players.map((p) => (p.bot ? { ...p, displayName: names(p.displayName, p.bot) } : p));
}
