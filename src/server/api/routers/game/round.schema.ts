import { z } from "zod";
import { gameIdField } from "./view.schema";

// A game has at most a few hundred rounds (Sutda's hands the most); the bound only keeps the number sane.
export const gameRoundInput = z.object({ gameId: gameIdField, index: z.number().int().min(0).max(100_000) });
export type GameRoundInput = z.infer<typeof gameRoundInput>;
