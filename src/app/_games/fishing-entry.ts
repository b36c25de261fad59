// What the fishing games' entries share (Sakura, SFJ, Mushi, Koi-Koi): turn by turn on a move clock, offered for
// tournaments, the side column, the stand-in plays a leaver's seat, rounds won in points and explained as piles.
import type { GameClient } from "./types";

export const FISHING_ENTRY = {
  realTime: false,
  tournaments: true,
  sideColumn: true,
  leaverFolds: false,
  rematchInGame: false,
  result: { unit: "round", totals: "points", explanationCards: "pile" },
} as const satisfies Pick<
  GameClient<{ game: string }>,
  "realTime" | "tournaments" | "sideColumn" | "leaverFolds" | "rematchInGame" | "result"
>;

/** The /dev/boards harness's start: `players` seats, a match of `rounds` rounds. */
export function fishingDev(players: number) {
  return { players, roundsOptions: (rounds: number) => ({ rounds }) };
}
