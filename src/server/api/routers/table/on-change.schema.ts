import { z } from "zod";
import { inviteCodeField, tableIdField } from "./ids.schema";

/** `lastEventId`: the id of the last game view received, `${gameId}:${seq}` or, once a seat is forfeited, `${gameId}:${seq}.${forfeits}` (watch-table.ts gameEventId; the SSE client sends it when it reconnects). */
export const tableChangesInput = z.object({
  tableId: tableIdField,
  inviteCode: inviteCodeField,
  lastEventId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}:\d{1,9}(?:\.\d{1,3})?$/, "That is not an event of this table.")
    .nullish(),
});
export type TableChangesInput = z.infer<typeof tableChangesInput>;
