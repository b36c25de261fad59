// Bot accounts: users with a botLevel and no password (they never sign in), one small pool per level, so
// a practice table with up to nine bots has a distinct account per seat. Their emails are not addresses (no "@"):
// nobody can sign up as one. Their names say their level as the level picker names it in English ("Ume (Steady)"), and
// so differ across levels, as every display name must (User.displayNameKey); people cannot take them (isBotName). The
// pages, emails, pushes and news say the level in the reader's language from the bot's level (src/lib/bot-name.ts).
import { BOT_LEVELS } from "~/engine/bots";
import english from "../../../messages/en/BotLevels.json";
import { displayNameKey } from "../accounts/display-name-key";
import type { Db } from "../db/client";
import { plural } from "~/engine/core/plural";

export interface BotAccount {
  id: string;
  displayName: string;
  botLevel: string;
}

/** The pool's names (plants of the months), one account per name and level. */
export const BOT_NAMES = ["Matsu", "Ume", "Fuji", "Ayame", "Botan", "Hagi", "Kiku", "Momiji", "Yanagi"] as const;

export const botEmail = (level: string, n: number) => `bot:${level}:${n + 1}`;

const levelWord = (level: string) => english.name[level as keyof typeof english.name] ?? level;

/** The name of the `n`th bot of `level` (from 0): "Ume (Steady)", the name that tells them apart first. */
export const botDisplayName = (level: string, n: number) => `${BOT_NAMES[n]} (${levelWord(level)})`;

// The names with the engine's word for the level ("Ume (heuristic)"), which the accounts had before, stay reserved: an
// account whose new name a person had taken keeps its old one, and nobody else should look like a bot.
const botNameKeys = new Set(
  BOT_LEVELS.flatMap((level) =>
    BOT_NAMES.flatMap((plant, n) => [botDisplayName(level, n), `${plant} (${level})`].map(displayNameKey)),
  ),
);

/** Whether `name` reads as one of the bots' names (kept for them even before their accounts exist). */
export function isBotName(name: string): boolean {
  return botNameKeys.has(displayNameKey(name));
}

/** The first `count` bot accounts of `level`, created when missing. */
export async function ensureBotAccounts(db: Db, level: string, count: number): Promise<BotAccount[]> {
  if (count > BOT_NAMES.length) throw new Error(`at most ${plural(BOT_NAMES.length, "bot")} per table`);
  const out: BotAccount[] = [];
  for (let n = 0; n < count; n++) {
    const email = botEmail(level, n);
    const displayName = botDisplayName(level, n);
    const u = await db.user.upsert({
      where: { email },
      create: { email, displayName, displayNameKey: displayNameKey(displayName), botLevel: level, passwordHash: null },
      update: {},
      select: { id: true, displayName: true, botLevel: true },
    });
    if (u.botLevel !== level) throw new Error(`the account ${email} is not a ${level} bot`);
    out.push({ id: u.id, displayName: u.displayName, botLevel: level });
  }
  return out;
}
