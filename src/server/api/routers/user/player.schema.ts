import { z } from "zod";

export const userPlayerInput = z.object({ userId: z.string().min(1).max(64) });
export type UserPlayerInput = z.infer<typeof userPlayerInput>;
