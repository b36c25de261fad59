import { z } from "zod";
import { inviteCodeField, tableIdField } from "./ids.schema";

export const tableChangesInput = z.object({ tableId: tableIdField, inviteCode: inviteCodeField, lastEventId: z.string().max(64).nullish() });
export type TableChangesInput = z.infer<typeof tableChangesInput>;
