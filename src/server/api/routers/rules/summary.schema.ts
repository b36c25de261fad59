import { z } from "zod";
import { gameSchema } from "../admin/ids.schema";

export const summaryInput = z.object({
  game: gameSchema,
  /** A preset's URL name; absent: the game's default preset. */
  preset: z.string().trim().max(64).optional(),
});
export type SummaryInput = z.infer<typeof summaryInput>;
