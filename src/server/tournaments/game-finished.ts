// When an engine game of a pairing ends. The game service's after-game path (after-move.ts, inline after the move
// and again from its queued backstop) calls noteTournamentGameFinished, which only queues GAME_FINISHED_JOB keyed
// by the game: the move's request stays fast and a restart loses nothing. The job records the game's result (read
// from the result rows, game-result.ts) on its pairing; the pairing is over when all its games are; when it was
// the round's last, FINISH_ROUND_JOB is queued.
import type { Db } from "../db/client";
import type { PlayContext } from "../games/play-context";
import { kickJobWorker } from "../jobs/kick";
import { findPairingGameByGameId, insertTournamentJobs, isTournamentGame } from "../repositories/tournaments";
import { withLockedTournament } from "../repositories/locked-tournament";
import { publishTournamentChange } from "./channel";
import { gameResultFromRows } from "./game-result";
import { FINISH_ROUND_JOB, GAME_FINISHED_JOB, finishRoundJobKey, gameFinishedJobKey } from "./job-kinds";

/** The after-game hook: queues the tournament's bookkeeping for a finished game (a no-op outside tournaments). */
export async function noteTournamentGameFinished(db: Db, gameId: string, now: Date): Promise<void> {
  if (!(await isTournamentGame(db, gameId))) return;
  await insertTournamentJobs(db, [
    { kind: GAME_FINISHED_JOB, payload: { gameId }, runAt: now, key: gameFinishedJobKey(gameId) },
  ]);
  kickJobWorker();
}

export type GameFinishedOutcome = "recorded" | "round-over" | "nothing-to-do";

export async function recordTournamentGame(ctx: PlayContext, gameId: string, now: Date): Promise<GameFinishedOutcome> {
  const link = await findPairingGameByGameId(ctx.db, gameId);
  if (!link) return "nothing-to-do";
  // Read before the lock: with the embedded database the lock's transaction holds the only connection.
  const result = await gameResultFromRows(ctx.db, gameId, link.firstDealer);
  const outcome = await withLockedTournament(
    ctx.db,
    link.tournamentId,
    async (snap, ops): Promise<GameFinishedOutcome> => {
      const pairing = snap?.pairings.find((p) => p.id === link.pairingId);
      const game = pairing?.games.find((g) => g.id === link.id);
      if (!snap || !pairing || !game) return "nothing-to-do";
      if (game.result === null) {
        if (game.gameStatus !== "FINISHED") return "nothing-to-do";
        // The game service writes the result rows before it calls the hook: missing rows are a transient failure
        // (a retry of this job finds them).
        if (!result) throw new Error(`game ${gameId} is over but its result rows are not all written yet`);
        await ops.recordGameResult(game.id, JSON.parse(JSON.stringify(result)), now);
        game.result = result;
        game.finishedAt = now;
      }
      return finishIfComplete(snap, pairing.id, ops, now);
    },
  );
  if (outcome === "round-over") kickJobWorker();
  if (outcome !== "nothing-to-do") await publishTournamentChange(ctx.bus, link.tournamentId);
  return outcome;
}

type Ops = Parameters<Parameters<typeof withLockedTournament>[2]>[1];
type Snapshot = NonNullable<Parameters<Parameters<typeof withLockedTournament>[2]>[0]>;

/** Marks the pairing over when all its games have results, and queues the round's end when it was the last. */
async function finishIfComplete(snap: Snapshot, pairingId: string, ops: Ops, now: Date): Promise<GameFinishedOutcome> {
  const pairing = snap.pairings.find((p) => p.id === pairingId)!;
  const complete = pairing.games.every((g) => g.result !== null);
  if (!complete) return "recorded";
  if (!pairing.finishedAt) {
    await ops.finishPairing(pairing.id, now);
    pairing.finishedAt = now;
  }
  const round = snap.rounds.find((r) => r.id === pairing.roundId);
  if (!round || round.status !== "PLAYING") return "recorded";
  if (!snap.pairings.filter((p) => p.roundId === round.id).every((p) => p.finishedAt !== null)) return "recorded";
  await ops.enqueue([
    {
      kind: FINISH_ROUND_JOB,
      payload: { tournamentId: snap.tournament.id, round: round.number },
      runAt: now,
      key: finishRoundJobKey(snap.tournament.id, round.number),
    },
  ]);
  return "round-over";
}
