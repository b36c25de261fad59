// The game service's job handlers, bound to this process's realtime bus (serve.ts hands them to the worker).
import { BOT_MOVE_JOB } from "../bots/bot-jobs";
import { parseBotMovePayload, runBotMove } from "../bots/bot-move";
import type { JobHandlers } from "../jobs/types";
import { userChannel, type RealtimeBus } from "../realtime/bus";
import { recordAfterMove } from "../repositories/after-move";
import { runAfterMove, type AfterMoveFacts } from "./after-move";
import { parseDeadlinePayload, runDeadline } from "./deadlines";
import { DEADLINE_WARNING_JOB, dueWarnings, parseWarningPayload } from "./deadline-warning";
import { AFTER_MOVE_JOB, DEADLINE_JOB } from "./job-kinds";

export function gameJobHandlers(bus: RealtimeBus): JobHandlers {
  return {
    [DEADLINE_JOB]: (payload, { db, now }) => runDeadline({ db, bus }, parseDeadlinePayload(payload), now),
    [AFTER_MOVE_JOB]: (payload, { db, now }) => runAfterMove({ db, bus }, payload as AfterMoveFacts, now),
    [BOT_MOVE_JOB]: (payload, { db, now }) => runBotMove({ db, bus }, parseBotMovePayload(payload), now),
    [DEADLINE_WARNING_JOB]: async (payload, { db, now }) => {
      const { notes, next } = await dueWarnings(db, parseWarningPayload(payload), now);
      // Stored with their email and push jobs by one statement; a note already stored (a retried job) is skipped.
      for (const userId of notes.length ? await recordAfterMove(db, notes, null, now) : [])
        await bus
          .publish(userChannel(userId), { userId })
          .catch((e) => console.error(`[games] publish: ${(e as Error).message}`));
      return next ? { retryAt: next } : undefined;
    },
  };
}
