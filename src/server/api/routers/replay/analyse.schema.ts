import { z } from "zod";
import { gameIdField } from "../game/view.schema";

/** A position of a finished game as the replay page numbers it (its ?move=), and the seat whose choice is analysed. */
export const replayAnalyseInput = z.object({
  gameId: gameIdField,
  position: z.number().int().min(0).max(100_000),
  seat: z.number().int().min(0).max(15),
});
export type ReplayAnalyseInput = z.infer<typeof replayAnalyseInput>;
