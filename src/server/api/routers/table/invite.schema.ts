import { z } from "zod";

export const inviteInput = z.object({
  tableId: z.string().min(1).max(64),
  /** User ids of the players to invite. */
  userIds: z.array(z.string().trim().min(1).max(64)).min(1, "Name at least one player to invite.").max(9, "At most 9 invitations."),
});
export type InviteInput = z.infer<typeof inviteInput>;
