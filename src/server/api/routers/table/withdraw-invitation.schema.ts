import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";
import { tableIdField } from "./ids.schema";

export const withdrawInvitationInput = z.object({
  tableId: tableIdField,
  /** The invited player whose invitation is taken back. */
  userId: idField("player"),
});
export type WithdrawInvitationInput = z.infer<typeof withdrawInvitationInput>;
