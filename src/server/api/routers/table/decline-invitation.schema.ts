import { z } from "zod";

export const declineInvitationInput = z.object({ tableId: z.string().min(1).max(64) });
export type DeclineInvitationInput = z.infer<typeof declineInvitationInput>;
