// Push's job: "send-push" (one event to the player's browsers). The configuration is read from the database on the
// first job (the generated keys live there), so the worker starts without waiting for it.
import type { Agent } from "node:https";
import { z } from "zod";
import type { JobHandlers } from "../jobs/types";
import { SEND_PUSH_JOB } from "../repositories/push";
import { pushConfig } from "./config";
import { sendEventPush } from "./send-push";
import { createPushSender } from "./transport";

const sendPushPayload = z.object({ notificationId: z.string() });

export function pushJobHandlers(agent?: Agent): JobHandlers {
  return {
    [SEND_PUSH_JOB]: async (payload, ctx) => {
      const config = await pushConfig(ctx.db);
      return sendEventPush(config, createPushSender(config, agent), sendPushPayload.parse(payload).notificationId, ctx);
    },
  };
}
