import { z } from "zod";

export const clockInput = z.object({ intervalMs: z.number().int().min(100).max(60_000).default(1000) }).default({ intervalMs: 1000 });
export type ClockInput = z.infer<typeof clockInput>;
