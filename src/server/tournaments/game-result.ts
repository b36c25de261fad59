// A finished engine game as the tournament maths' GameResult, read from the result rows the game service wrote
// (after-move.ts): MatchResult per seat (totals, the winner and forfeits by the game service's forfeit rule),
// SakuraTeamResult per team in Sakura team play (the team's total and whether it won), RoundResult per round (the
// round winners victories are counted from). Sides are the table's: seats in individual play, teams in team play.
import { getEngineRuleset } from "~/engine/registry";
import type { MatchSetup } from "~/engine/core/ruleset";
import { totalsAreVictories, type GameResult } from "~/engine/tournament";
import { findGameForPlay } from "../repositories/games";
import { listMatchResultsOfGame, listRoundResults, listTeamResultsOfGame } from "../repositories/results";
import type { Db } from "../db/client";

/** The GameResult of a finished game, or null while its result rows are not all written. */
export async function gameResultFromRows(
  db: Db,
  gameId: string,
  firstDealer: number | null,
): Promise<GameResult | null> {
  const game = await findGameForPlay(db, gameId);
  if (!game || game.status !== "FINISHED") return null;
  const setup = game.setup as MatchSetup;
  const seats = await listMatchResultsOfGame(db, gameId);
  if (seats.length !== setup.players) return null;
  const rounds = (await listRoundResults(db, gameId)).map((r) =>
    r.cancelled ? { winner: r.winner, cancelled: true } : { winner: r.winner },
  );
  const timedOutSeat = (seat: number) => (game.seats.find((s) => s.seat === seat)?.timeouts ?? 0) > 0;

  let totals: number[];
  let winner: number | null;
  let forfeited: boolean[];
  let timedOut: boolean[];
  if (setup.teams) {
    const teams = await listTeamResultsOfGame(db, gameId);
    if (teams.length !== setup.teams.length) return null;
    totals = setup.teams.map((_, side) => teams.find((t) => t.team === side)!.total);
    const won = teams.filter((t) => t.won);
    winner = won.length === 1 ? won[0]!.team : null;
    forfeited = setup.teams.map((_, side) => seats.some((s) => s.side === side && s.forfeited));
    timedOut = setup.teams.map((members) => members.some(timedOutSeat));
  } else {
    const bySeat = Array.from({ length: setup.players }, (_, seat) => seats.find((s) => s.seat === seat)!);
    totals = bySeat.map((s) => s.total);
    const won = bySeat.filter((s) => s.result === "WON");
    winner = won.length === 1 ? won[0]!.seat : null;
    forfeited = bySeat.map((s) => s.forfeited);
    timedOut = bySeat.map((s) => timedOutSeat(s.seat));
  }
  return {
    totals,
    winner,
    ...(totalsAreVictories(getEngineRuleset(game.game) ?? {}, setup) ? { victories: totals.slice() } : {}),
    rounds,
    ...(forfeited.some(Boolean) ? { forfeited } : {}),
    ...(timedOut.some(Boolean) ? { timedOut } : {}),
    ...(firstDealer !== null ? { firstDealer } : {}),
  };
}
