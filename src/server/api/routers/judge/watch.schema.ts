import { z } from "zod";

export const judgeWatchInput = z.object({ gameId: z.string().min(1).max(64) });
export type JudgeWatchInput = z.infer<typeof judgeWatchInput>;
