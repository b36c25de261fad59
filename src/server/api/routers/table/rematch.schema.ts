import { z } from "zod";
import { gameIdField } from "../game/view.schema";

/** The finished game to play again. */
export const rematchInput = z.object({ gameId: gameIdField });
export type RematchInput = z.infer<typeof rematchInput>;
