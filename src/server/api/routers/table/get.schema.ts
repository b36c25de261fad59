import { z } from "zod";
import { inviteCodeField, tableIdField } from "./ids.schema";

/** `inviteCode`: needed to see a private table one does not sit at (the invite link carries it). */
export const getTableInput = z.object({ tableId: tableIdField, inviteCode: inviteCodeField });
export type GetTableInput = z.infer<typeof getTableInput>;
