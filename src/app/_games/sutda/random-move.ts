// The board harness's random Sutda player: one that goes all-in at random ends a game in one hand.
import type { BoardMove } from "~/app/_components/game/types";

/** Mostly follow, sometimes a small outbid or a fold (`roll`: 0–99). */
export function randomSutdaMove(legal: BoardMove[], roll: number): BoardMove {
  const call = legal.find((m) => m.call === true);
  const fold = legal.find((m) => m.fold === true);
  const bets = legal.filter((m) => typeof m.bet === "number").sort((a, b) => (a.bet as number) - (b.bet as number));
  if (call && roll < 65) return call;
  if (fold && roll < 78) return fold;
  if (bets.length) return bets[Math.min(bets.length - 1, roll % 3)]!;
  return call ?? fold ?? legal[0]!;
}
