import { z } from "zod";

export const usersInput = z.object({ limit: z.number().int().min(1).max(100).default(20) }).default({ limit: 20 });
export type UsersInput = z.infer<typeof usersInput>;
