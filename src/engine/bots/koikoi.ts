// The Koi-Koi bot: the heuristic (koikoi-heuristic.ts), and the strong level's search (koikoi-search.ts).

import type { KoikoiMove } from "../koikoi";
import { DECISION_RULES, koikoiHeuristicIndex } from "./koikoi-heuristic";
import { koikoiSearch, KOIKOI_STRONG } from "./koikoi-search";
import type { KoikoiBotInput } from "./types";

export function chooseKoikoi(input: KoikoiBotInput): KoikoiMove {
  const { legalMoves: moves, rng } = input;
  if (input.level === "random" || moves.length === 1) return moves[rng.int(moves.length)]!;
  if (input.level !== "strong") return moves[koikoiHeuristicIndex(input)]!;
  if (KOIKOI_STRONG.search || (KOIKOI_STRONG.searchDecisions && "koikoi" in moves[0]!))
    return moves[koikoiSearch(input)]!;
  return moves[koikoiHeuristicIndex(input, DECISION_RULES[KOIKOI_STRONG.decision])]!;
}
