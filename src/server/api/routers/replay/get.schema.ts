import { z } from "zod";

export const replayGetInput = z.object({ gameId: z.string().trim().min(1).max(64) });
export type ReplayGetInput = z.infer<typeof replayGetInput>;
