import { z } from "zod";

export const withdrawInvitationInput = z.object({
  tableId: z.string().min(1).max(64),
  /** The invited player whose invitation is taken back. */
  userId: z.string().trim().min(1).max(64),
});
export type WithdrawInvitationInput = z.infer<typeof withdrawInvitationInput>;
