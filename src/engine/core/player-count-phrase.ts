// A player count a game does not take, as a phrase of the RuleConflicts catalog: the game's count ("for exactly 2
// players") or range ("for 2 to 10 players") and the count asked for.
import type { Phrase } from "./phrase";

export function playerCountPhrase(min: number, max: number, count: number): Phrase {
  return min === max
    ? { key: "playersExact", args: { players: min, count } }
    : { key: "playersRange", args: { min, max, count } };
}
