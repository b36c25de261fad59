import { z } from "zod";

export const userStatsInput = z.object({ userId: z.string().min(1).max(64) });
export type UserStatsInput = z.infer<typeof userStatsInput>;
