import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";
import { tableIdField } from "./ids.schema";

export const inviteInput = z.object({
  tableId: tableIdField,
  /** User ids of the players to invite. */
  userIds: z.array(idField("player")).min(1, "Name at least one player to invite.").max(9, "At most 9 invitations."),
});
export type InviteInput = z.infer<typeof inviteInput>;
