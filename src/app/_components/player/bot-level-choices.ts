// The level picker's choices by the game's registry entry: apart from bot-levels.ts, which the entries' own parts
// import. A plain module, not a client one, so server pages can read the labels too.
import { findGameTraits } from "~/app/_games/traits";
import { BOT_LEVEL_CHOICES, type BotLevelChoice } from "./bot-levels";

/** The level picker's choices for `game`: a game may tell its bots apart otherwise (Judge's by reaction time). */
export function botLevelChoices(game: string): readonly { value: BotLevelChoice; label: string }[] {
  const words = findGameTraits(game)?.botLevelWords;
  if (!words) return BOT_LEVEL_CHOICES;
  return BOT_LEVEL_CHOICES.map((c) => ({ value: c.value, label: `${c.label.split(" ")[0]} (${words[c.value]})` }));
}
