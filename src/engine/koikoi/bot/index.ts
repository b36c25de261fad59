// The Koi-Koi bot: the heuristic (heuristic.ts), and the strong level's search (search.ts).

import type { GameBot } from "../../bots/game-bot";
import type { KoikoiMove } from "../index";
import { koikoiHeuristicIndex } from "./heuristic";
import type { KoikoiBotInput } from "./input";
import { koikoiSearch } from "./search";

export type { KoikoiBotInput } from "./input";
export { KOIKOI_STRONG } from "./search";

export function chooseKoikoi(input: KoikoiBotInput): KoikoiMove {
  const { legalMoves: moves, rng } = input;
  if (input.level === "random" || moves.length === 1) return moves[rng.int(moves.length)]!;
  if (input.level !== "strong") return moves[koikoiHeuristicIndex(input)]!;
  return moves[koikoiSearch(input)]!;
}

// The replay's analysis figures every move by the search; its choice is the strong level's move (koikoiSearch).
export const koikoiBot = {
  choose: chooseKoikoi,
  picksLegalMove: true,
  search: (input, stats) => koikoiSearch(input, stats),
} satisfies GameBot<KoikoiBotInput, KoikoiMove>;
