// Judge's bots are told apart by how fast and how well they react, not by how they search: the level picker and a
// bot's badge (the JudgeBoard catalog) say so.
import type { BotLevelChoice } from "~/app/_components/player/bot-levels";
import type { ReactionProfile } from "~/engine/bots/reaction";
import { HEURISTIC_REACTION, STRONG_REACTION } from "~/engine/judge/bot/reaction";

/** "Reacts in about 0.35 s, wrong about 1 round in 25": a Judge bot is its reaction time, not a search. */
export function reactionWords(p: ReactionProfile): string {
  return `reacts in about ${(p.meanMs / 1000).toFixed(2).replace(/0$/, "")} s, wrong about 1 round in ${Math.round(1 / p.mistakeRate)}`;
}

export const JUDGE_LEVEL_WORDS: Readonly<Record<BotLevelChoice, string>> = {
  random: "presses anything at any moment, or nothing",
  heuristic: reactionWords(HEURISTIC_REACTION),
  strong: reactionWords(STRONG_REACTION),
};
