import { z } from "zod";

/** A position of a finished game as the replay page numbers it (its ?move=), and the seat whose choice is analysed. */
export const replayAnalyseInput = z.object({
  gameId: z.string().trim().min(1).max(64),
  position: z.number().int().min(0).max(100_000),
  seat: z.number().int().min(0).max(15),
});
export type ReplayAnalyseInput = z.infer<typeof replayAnalyseInput>;
