import { z } from "zod";
import { inviteCodeField, tableIdField } from "./ids.schema";

/** `lastEventId`: the id of the last game view received, `${gameId}:${seq}` or, once a seat is forfeited, `${gameId}:${seq}.${forfeits}` (watch-table.ts gameEventId; the SSE client sends it when it reconnects). */
export const tableChangesInput = z.object({ tableId: tableIdField, inviteCode: inviteCodeField, lastEventId: z.string().max(100).nullish() });
export type TableChangesInput = z.infer<typeof tableChangesInput>;
