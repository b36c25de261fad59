import { z } from "zod";

export const gameIdField = z.string().min(1).max(64);

export const gameViewInput = z.object({ gameId: gameIdField });
export type GameViewInput = z.infer<typeof gameViewInput>;
