import { z } from "zod";

export const judgeReadyInput = z.object({
  gameId: z.string().min(1).max(64),
});
export type JudgeReadyInput = z.infer<typeof judgeReadyInput>;
