// A round's deadline (ROUND_DEADLINE_JOB): the games of the round still in play are settled by the stand-in — the
// same player the game service puts in a seat whose time ran out (stand-in.ts), moving through the same path as any
// move (commitTransition: seq-checked, stored, published, results and notifications). It plays every remaining move
// of the game at once, for every seat, counting no timeouts (nobody is forfeited for the organiser's deadline; seats
// already forfeited by the table's timeout rule stay so). One SETTLE_GAME_JOB per game, keyed by the game and the
// position it continues from, so a long game takes several short runs and a restart resumes where it stopped.
import { commitTransition } from "../games/commit-move";
import { loadGame } from "../games/game-state";
import type { PlayContext } from "../games/play-context";
import { standInTurn } from "../games/stand-in";
import { kickJobWorker } from "../jobs/kick";
import { insertTournamentJobs } from "../repositories/tournaments";
import { loadTournamentSnapshot } from "../repositories/tournament-snapshot";
import { recordTournamentGame } from "./game-finished";
import { SETTLE_GAME_JOB, settleGameJobKey } from "./job-kinds";

/** Moves one settle run makes before it hands over to the next (keeps each job short). */
export const SETTLE_MOVES_PER_RUN = 250;

export async function runRoundDeadline(
  ctx: PlayContext,
  tournamentId: string,
  n: number,
  now: Date,
): Promise<number | { retryAt: Date }> {
  const snap = await loadTournamentSnapshot(ctx.db, tournamentId);
  const round = snap?.rounds.find((r) => r.number === n);
  if (!snap || !round || round.status !== "PLAYING") return 0;
  if (now < round.deadlineAt) return { retryAt: round.deadlineAt };
  const roundGames = snap.pairings.filter((p) => p.roundId === round.id).flatMap((p) => p.games);
  // A game that ended without its result on the pairing (its bookkeeping job gave up): recorded now, so the round ends.
  for (const g of roundGames)
    if (g.gameStatus === "FINISHED" && g.result === null) await recordTournamentGame(ctx, g.gameId, now);
  const games = roundGames.filter((g) => g.gameStatus === "ACTIVE");
  await insertTournamentJobs(
    ctx.db,
    games.map((g) => ({
      kind: SETTLE_GAME_JOB,
      payload: { gameId: g.gameId },
      runAt: now,
      key: settleGameJobKey(g.gameId),
    })),
  );
  if (games.length) kickJobWorker();
  return games.length;
}

/** Plays the game on with the stand-in; returns the moves made. */
export async function settleGame(ctx: PlayContext, gameId: string, now: Date): Promise<number> {
  let moves = 0;
  while (moves < SETTLE_MOVES_PER_RUN) {
    const game = await loadGame(ctx.db, gameId);
    if (!game || game.status !== "ACTIVE" || game.ruleset.traits.realTime) return moves;
    const { ruleset, state } = game;
    const seat = ruleset.toAct(state)[0];
    if (seat === undefined) return moves;
    const { move, next } = standInTurn(game, seat, `${game.id}:${game.seq}:${seat}:settle`);
    // A player moving at the same moment wins or loses the seq race; either way the loop looks again.
    const r = await commitTransition(ctx, game, { seat, move, next, byStandIn: true, timedOut: false }, now);
    if (!r.ok) continue;
    moves++;
    if (r.finished) return moves;
  }
  const game = await loadGame(ctx.db, gameId);
  if (game && game.status === "ACTIVE") {
    await insertTournamentJobs(ctx.db, [
      { kind: SETTLE_GAME_JOB, payload: { gameId }, runAt: now, key: settleGameJobKey(gameId, game.seq) },
    ]);
    kickJobWorker();
  }
  return moves;
}
