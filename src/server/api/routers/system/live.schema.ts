import { z } from "zod";

/** `clockMs`: the clock's tick interval; null: no clock (a hidden page keeps only the notifications). */
export const siteLiveInput = z
  .object({ clockMs: z.number().int().min(100).max(60_000).nullable().default(1000) })
  .default({ clockMs: 1000 });
export type SiteLiveInput = z.infer<typeof siteLiveInput>;
