// A game's rounds as the pages show them, the live game's and a replay's alike: each round's scores and yaku copied
// out of the engine's state, its winner, whether its deal was cancelled, and the explanation of its scoring.
import type { RoundExplanation, Ruleset } from "./ruleset";

export interface RoundResult {
  /** Index of the round object in the record (cancelled deals included). */
  index: number;
  /** Per side (seats, or teams in team play). */
  scores: number[];
  yaku: string[][];
  winner: number | null;
  cancelled: boolean;
  explanation: RoundExplanation | null;
}

export function roundResults<S>(ruleset: Pick<Ruleset<S>, "roundSummaries" | "explainRound">, state: S): RoundResult[] {
  return ruleset.roundSummaries(state).map((s, index) => ({
    index,
    scores: [...s.scores],
    yaku: s.yaku.map((y) => [...y]),
    winner: s.winner,
    cancelled: s.cancelled === true,
    explanation: ruleset.explainRound(state, index),
  }));
}
