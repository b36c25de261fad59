// The game service's job handlers, bound to this process's realtime bus (serve.ts hands them to the worker).
import { BOT_MOVE_JOB } from "../bots/bot-jobs";
import { parseBotMovePayload, runBotMove } from "../bots/bot-move";
import type { JobHandlers } from "../jobs/types";
import type { RealtimeBus } from "../realtime/bus";
import { runAfterMove, type AfterMoveFacts } from "./after-move";
import { parseDeadlinePayload, runDeadline } from "./deadlines";
import { AFTER_MOVE_JOB, DEADLINE_JOB } from "./job-kinds";

export function gameJobHandlers(bus: RealtimeBus): JobHandlers {
  return {
    [DEADLINE_JOB]: (payload, { db, now }) => runDeadline({ db, bus }, parseDeadlinePayload(payload), now),
    [AFTER_MOVE_JOB]: (payload, { db, now }) => runAfterMove({ db, bus }, payload as AfterMoveFacts, now),
    [BOT_MOVE_JOB]: (payload, { db, now }) => runBotMove({ db, bus }, parseBotMovePayload(payload), now),
  };
}
