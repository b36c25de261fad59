// What the server needs to know about Judge beyond its actions (core/traits.ts): it is played live, so no clock,
// stand-in or dealer; it ends after its fixed rounds.
import type { GameTraits, MatchEnd } from "../core/traits";
import type { JudgeMove } from "./move";
import { MATCH_ROUNDS } from "./state";

export const JUDGE_TRAITS: GameTraits = {
  realTime: true,
  scoreUnit: "point",
  roundNoun: "round",
  leaverFolds: false,
  rematchInGame: false,
};

/** A live match: lists say so rather than counting rounds that pass in seconds. */
export const judgeProgress = (): null => null;

export const judgeMatchEnd = (): MatchEnd => ({ kind: "rounds", rounds: MATCH_ROUNDS });

/** Never asked (a real-time game has no stand-in): the first action the engine lists. */
export const judgeFallbackMove = (_view: unknown, _seat: number, legal: readonly JudgeMove[]): JudgeMove => legal[0]!;
