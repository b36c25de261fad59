// The bots' levels as players read them (practice tables' level picker, a bot's page). A plain module, not a client
// one, so server pages can read the labels too.
import { findGameClient } from "~/app/_games/registry";

export const BOT_LEVEL_CHOICES = [
  { value: "random", label: "Random (any legal move)" },
  { value: "heuristic", label: "Heuristic (greedy on values and yaku)" },
  { value: "strong", label: "Strong (searches sampled deals)" },
] as const;
export type BotLevelChoice = (typeof BOT_LEVEL_CHOICES)[number]["value"];

/** The level picker's choices for `game`: a game may tell its bots apart otherwise (Judge's by reaction time). */
export function botLevelChoices(game: string): readonly { value: BotLevelChoice; label: string }[] {
  const words = findGameClient(game)?.botLevelWords;
  if (!words) return BOT_LEVEL_CHOICES;
  return BOT_LEVEL_CHOICES.map((c) => ({ value: c.value, label: `${c.label.split(" ")[0]} (${words[c.value]})` }));
}
