// The jobs of a game that starts, queued in the start's transaction: its first deadline and the warnings before it,
// the bots' first moves when a table has bots, and the after-move bookkeeping's backstop.
import type { NewJob } from "../repositories/jobs";
import type { AfterMoveFacts } from "./after-move";
import { deadlineWarningJobs } from "./deadline-warning";
import { AFTER_MOVE_BACKSTOP_MS, AFTER_MOVE_JOB, DEADLINE_JOB, afterMoveJobKey, deadlineJobKey } from "./job-kinds";
import type { PreparedStart } from "./start-game";

export function startJobs(
  gameId: string,
  start: PreparedStart,
  facts: AfterMoveFacts,
  now: Date,
  botMoves: NewJob[] = [],
): NewJob[] {
  const deadline: NewJob[] = start.row.deadlineAt
    ? [{ kind: DEADLINE_JOB, payload: { gameId, seq: 0 }, runAt: start.row.deadlineAt, key: deadlineJobKey(gameId, 0) }]
    : [];
  return [
    ...deadline,
    ...deadlineWarningJobs(gameId, 0, start.warningAt),
    ...botMoves,
    {
      kind: AFTER_MOVE_JOB,
      payload: { ...facts },
      runAt: new Date(now.getTime() + AFTER_MOVE_BACKSTOP_MS),
      key: afterMoveJobKey(gameId, 0),
    },
  ];
}
