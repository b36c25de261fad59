// The match's sides as a board names them (a team's names, or a player's) and the viewer's: light, for the boards' first
// paint; the match summary and the round's result, which read them too, load on demand.
import { sideName, type Unnamed } from "./names";
import { youSeatOf, type BoardGameView } from "./types";

export interface MatchSides {
  names: string[];
  /** The viewer's side or null. */
  mine: number | null;
}

export function matchSides(gv: BoardGameView, unnamed: Unnamed): MatchSides {
  const count = gv.teams ? gv.teams.length : gv.players.length;
  const names = Array.from({ length: count }, (_, s) => sideName(gv.players, gv.teams, s, unnamed));
  const you = youSeatOf(gv);
  const mine = you === null ? null : gv.teams ? gv.teams.findIndex((t) => t.includes(you)) : you;
  return { names, mine: mine === -1 ? null : mine };
}

/**
 * The match ended with no winner and every side level: a draw, as two players at 30 each; when only some sides share
 * the top (two of three), a shared win.
 */
export function endsLevel(gv: BoardGameView): boolean {
  if (gv.winner !== null) return false;
  const count = gv.teams ? gv.teams.length : gv.players.length;
  const first = gv.totals[0] ?? 0;
  return Array.from({ length: count }, (_, s) => gv.totals[s] ?? 0).every((total) => total === first);
}
