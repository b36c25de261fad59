// The bots' levels as players read them (practice tables' level picker, a bot's page). A plain module, not a client
// one, so server pages can read the labels too.
import { HEURISTIC_REACTION, STRONG_REACTION, type ReactionProfile } from "~/engine/bots/judge";

export const BOT_LEVEL_CHOICES = [
  { value: "random", label: "Random (any legal move)" },
  { value: "heuristic", label: "Heuristic (greedy on values and yaku)" },
  { value: "strong", label: "Strong (searches sampled deals)" },
] as const;
export type BotLevelChoice = (typeof BOT_LEVEL_CHOICES)[number]["value"];

/** "Reacts in about 0.35 s, wrong about 1 round in 25": a Judge bot is its reaction time, not a search. */
export function reactionWords(p: ReactionProfile): string {
  return `reacts in about ${(p.meanMs / 1000).toFixed(2).replace(/0$/, "")} s, wrong about 1 round in ${Math.round(1 / p.mistakeRate)}`;
}

const JUDGE_LEVEL_WORDS: Record<BotLevelChoice, string> = {
  random: "presses anything at any moment, or nothing",
  heuristic: reactionWords(HEURISTIC_REACTION),
  strong: reactionWords(STRONG_REACTION),
};

/** The level picker's choices for `game`: Judge's bots are told by how fast they react. */
export function botLevelChoices(game: string): readonly { value: BotLevelChoice; label: string }[] {
  if (game !== "judge") return BOT_LEVEL_CHOICES;
  return BOT_LEVEL_CHOICES.map((c) => ({
    value: c.value,
    label: `${c.label.split(" ")[0]} (${JUDGE_LEVEL_WORDS[c.value]})`,
  }));
}

/** A Judge bot's level in a few words for its badge at the table: "reacts in about 0.35 s", "presses at random". */
export function judgeBotWords(level: string): string | null {
  if (level === "random") return "presses at random";
  return level in JUDGE_LEVEL_WORDS ? JUDGE_LEVEL_WORDS[level as BotLevelChoice].split(",")[0]! : null;
}
