// The tournament scheduler's jobs on the durable queue (handlers in job-handlers.ts). Every job is keyed, so
// enqueueing it twice is a no-op, and every handler checks its preconditions under the event's row lock, so running
// it twice changes nothing the second time.

/** Registration closes: payload { tournamentId }. Seeds the entrants and plans the event, or cancels it (too few). */
export const CLOSE_JOB = "tournament.close";
/** A round starts: payload { tournamentId, round }. Pairs it and creates its tables and games. */
export const START_ROUND_JOB = "tournament.start-round";
/** A round's deadline: payload { tournamentId, round }. Unfinished games are finished by the stand-in. */
export const ROUND_DEADLINE_JOB = "tournament.round-deadline";
/** An engine game of a pairing is over: payload { gameId }. Records its result; the round may be over. */
export const GAME_FINISHED_JOB = "tournament.game-finished";
/** Every table of a round is over: payload { tournamentId, round }. The next round is queued, or the event ends. */
export const FINISH_ROUND_JOB = "tournament.finish-round";
/** The stand-in plays a game to its end after the round's deadline: payload { gameId }. */
export const SETTLE_GAME_JOB = "tournament.settle-game";

export const closeJobKey = (tournamentId: string) => `tournament-close:${tournamentId}`;
export const startRoundJobKey = (tournamentId: string, round: number) =>
  `tournament-round-start:${tournamentId}:${round}`;
export const roundDeadlineJobKey = (tournamentId: string, round: number) =>
  `tournament-round-deadline:${tournamentId}:${round}`;
export const gameFinishedJobKey = (gameId: string) => `tournament-game:${gameId}`;
export const finishRoundJobKey = (tournamentId: string, round: number) =>
  `tournament-round-finish:${tournamentId}:${round}`;
/** `seq`: the position a further settle job continues from (a long game takes several runs). */
export const settleGameJobKey = (gameId: string, seq?: number) =>
  seq === undefined ? `tournament-settle:${gameId}` : `tournament-settle:${gameId}:${seq}`;

export interface RoundPayload {
  tournamentId: string;
  round: number;
}

export function parseRoundPayload(p: unknown): RoundPayload {
  const o = p as Partial<RoundPayload> | null;
  if (
    !o ||
    typeof o.tournamentId !== "string" ||
    typeof o.round !== "number" ||
    !Number.isInteger(o.round) ||
    o.round < 1
  ) {
    throw new Error(`bad tournament round payload ${JSON.stringify(p)}`);
  }
  return { tournamentId: o.tournamentId, round: o.round };
}

export function parseTournamentPayload(p: unknown): { tournamentId: string } {
  const o = p as { tournamentId?: unknown } | null;
  if (!o || typeof o.tournamentId !== "string") throw new Error(`bad tournament payload ${JSON.stringify(p)}`);
  return { tournamentId: o.tournamentId };
}

export function parseGamePayload(p: unknown): { gameId: string } {
  const o = p as { gameId?: unknown } | null;
  if (!o || typeof o.gameId !== "string") throw new Error(`bad tournament game payload ${JSON.stringify(p)}`);
  return { gameId: o.gameId };
}
