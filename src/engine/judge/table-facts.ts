// What the server needs to know about Judge beyond its actions (core/traits.ts): it is played live, so no clock,
// stand-in or dealer; it ends after its fixed rounds.
import type { JudgeMove } from "./move";

/** A live match: lists say so rather than counting rounds that pass in seconds. */
export const judgeProgress = (): null => null;

/** Never asked (a real-time game has no stand-in): the first action the engine lists. */
export const judgeFallbackMove = (_view: unknown, _seat: number, legal: readonly JudgeMove[]): JudgeMove => legal[0]!;
