// Bot accounts (issue 9): users with a botLevel and no password (they never sign in), one small pool per level, so
// a practice table with up to nine bots has a distinct account per seat. Their emails are not addresses (no "@"):
// nobody can sign up as one.
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

/** The first `count` bot accounts of `level`, created when missing. */
export async function ensureBotAccounts(db: Db, level: string, count: number): Promise<BotAccount[]> {
  if (count > BOT_NAMES.length) throw new Error(`at most ${plural(BOT_NAMES.length, "bot")} per table`);
  const out: BotAccount[] = [];
  for (let n = 0; n < count; n++) {
    const email = botEmail(level, n);
    const u = await db.user.upsert({
      where: { email },
      create: { email, displayName: `Bot ${BOT_NAMES[n]}`, botLevel: level, passwordHash: null },
      update: {},
      select: { id: true, displayName: true, botLevel: true },
    });
    if (u.botLevel !== level) throw new Error(`the account ${email} is not a ${level} bot`);
    out.push({ id: u.id, displayName: u.displayName, botLevel: level });
  }
  return out;
}
