// A seat's bot level from its account (User.botLevel), or null for a person. Its own module: the Judge match runner
// (in the site's bundle) needs it without the bot-move job and its thinking thread.
import { BOT_LEVELS, type BotLevel } from "~/engine/bots";

export function botLevelOf(level: string | null): BotLevel | null {
  return BOT_LEVELS.find((l) => l === level) ?? null;
}
