// The game service's jobs on the durable queue (handlers in job-handlers.ts).

/** A seat's time runs out: payload { gameId, seq } — the game must still be at that seq, else nothing happens. */
export const DEADLINE_JOB = "game.deadline";
/** Bookkeeping after a move or the start (results, notifications): payload AfterMoveFacts. Run inline right after
 * the commit; the queued copy (due 30 s later) is the backstop when the process dies in between. */
export const AFTER_MOVE_JOB = "game.after-move";

export const AFTER_MOVE_BACKSTOP_MS = 30_000;

export const deadlineJobKey = (gameId: string, seq: number) => `deadline:${gameId}:${seq}`;
export const afterMoveJobKey = (gameId: string, seq: number) => `after-move:${gameId}:${seq}`;
