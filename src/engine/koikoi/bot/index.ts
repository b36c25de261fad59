// The Koi-Koi bot: the heuristic (heuristic.ts), and the strong level's search (search.ts).

import type { GameBot } from "../../bots/game-bot";
import type { KoikoiMove } from "../index";
import { DECISION_RULES, koikoiHeuristicIndex } from "./heuristic";
import type { KoikoiBotInput } from "./input";
import { koikoiSearch, KOIKOI_STRONG } from "./search";

export type { KoikoiBotInput } from "./input";
export { KOIKOI_STRONG } from "./search";

export function chooseKoikoi(input: KoikoiBotInput): KoikoiMove {
  const { legalMoves: moves, rng } = input;
  if (input.level === "random" || moves.length === 1) return moves[rng.int(moves.length)]!;
  if (input.level !== "strong") return moves[koikoiHeuristicIndex(input)]!;
  if (KOIKOI_STRONG.search || (KOIKOI_STRONG.searchDecisions && "koikoi" in moves[0]!))
    return moves[koikoiSearch(input)]!;
  return moves[koikoiHeuristicIndex(input, DECISION_RULES[KOIKOI_STRONG.decision])]!;
}

export const koikoiBot = { choose: chooseKoikoi, picksLegalMove: true } satisfies GameBot<KoikoiBotInput, KoikoiMove>;
