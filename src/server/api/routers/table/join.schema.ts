import { z } from "zod";
import { inviteCodeField, tableIdField } from "./ids.schema";

export const joinTableInput = z.object({
  tableId: tableIdField,
  inviteCode: inviteCodeField,
  team: z.number().int().min(0).max(5).optional(),
});
export type JoinTableInput = z.infer<typeof joinTableInput>;
