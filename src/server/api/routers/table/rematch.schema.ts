import { z } from "zod";

/** The finished game to play again. */
export const rematchInput = z.object({ gameId: z.string().min(1).max(64) });
export type RematchInput = z.infer<typeof rematchInput>;
