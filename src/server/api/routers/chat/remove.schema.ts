import { z } from "zod";

export const removeMessageInput = z.object({ messageId: z.string().min(1).max(64) });
export type RemoveMessageInput = z.infer<typeof removeMessageInput>;
