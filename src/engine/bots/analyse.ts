// "What would the bot play?": the strong level's search laid open for a replay's analysis panel. The same input as
// chooseMove (a seat's view and legal moves, never a state), the same per-game search (its bot entry's `search`, the
// world chooseMove's strong level uses), but every candidate's figures come back: the mean result of its playouts
// (the bot side's round-score lead; Sutda: the seat's chips over the hand) and how many playouts it got, with the
// search's choice and the heuristic's. Pure: a fixed playout budget and the Rng make it repeatable.

import { Rng } from "../core/rng";
import type { GameName } from "../core/ruleset";
import { isAnalysable } from "./analysable";
import { chooseMove } from "./choose-move";
import { botOf, type BotInput, type BotInputOf } from "./registry";
import type { SearchStats } from "./search";

export { ANALYSABLE_GAMES, isAnalysable } from "./analysable";

/** The games whose bot input holds the legal moves a seat chooses among: an analysis compares them. */
type ChoosingGame = {
  [G in GameName]: BotInputOf<G> extends { legalMoves: readonly unknown[] } ? G : never;
}[GameName];

/**
 * chooseMove's input without a level (the analysis is the strong level's search) and with a playout budget; of an
 * analysable game (its facts say so), which analyseMoves checks.
 */
export type AnalysisInput = { [G in ChoosingGame]: WithoutLevel<BotInputOf<G>> }[ChoosingGame];
type WithoutLevel<T> = Omit<T, "level" | "budget"> & { budget: { playouts: number } };

export interface CandidateFigures {
  /** The mean result of the candidate's playouts, or null when it was never played out. */
  mean: number | null;
  /** Playouts made with this candidate (a candidate dropped early as clearly worse has fewer). */
  count: number;
}

export interface MoveAnalysis {
  /** One entry per legal move, in `legalMoves` order. */
  candidates: CandidateFigures[];
  /** The index (in `legalMoves`) of the strong level's choice. */
  searchChoice: number;
  /** The index of the heuristic level's choice. */
  heuristicChoice: number;
  playouts: number;
  iterations: number;
}

/**
 * Every legal move's figures from the strong level's search, with its choice and the heuristic's. Throws a
 * RangeError when there are fewer than two legal moves (nothing to compare) or the game is not analysable.
 */
export function analyseMoves(input: AnalysisInput): MoveAnalysis {
  if (!isAnalysable(input.game)) throw new RangeError(`${String(input.game)}: there is no analysis for this game`);
  const n = input.legalMoves.length;
  if (n < 2)
    throw new RangeError(
      `${input.game}: seat ${input.seat} has ${n === 0 ? "no move" : "only one move"} to choose from`,
    );
  // Two independent streams from the caller's generator: the heuristic's tie-breaks must not shift the search.
  const r = input.rng;
  const heuristicRng = Rng.from([r.nextUint32(), r.nextUint32(), r.nextUint32(), r.nextUint32() | 1]);
  const searchRng = input.rng;
  const heuristicMove = chooseMove({ ...input, level: "heuristic", rng: heuristicRng } as BotInput);
  const heuristicChoice = (input.legalMoves as readonly unknown[]).indexOf(heuristicMove);
  const stats: SearchStats = { means: [], counts: [], playouts: 0, iterations: 0 };
  const search = botOf(input.game).search;
  if (!search) throw new RangeError(`${input.game}: its bot has no search to analyse with`);
  const searchChoice = search({ ...input, level: "strong", rng: searchRng }, stats);
  return {
    candidates: input.legalMoves.map((_, i) => {
      const m = stats.means[i];
      return { mean: m === undefined || Number.isNaN(m) ? null : m, count: stats.counts[i] ?? 0 };
    }),
    searchChoice,
    heuristicChoice: heuristicChoice < 0 ? searchChoice : heuristicChoice,
    playouts: stats.playouts,
    iterations: stats.iterations,
  };
}
