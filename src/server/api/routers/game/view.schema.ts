import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";

export const gameIdField = idField("game");

export const gameViewInput = z.object({ gameId: gameIdField });
export type GameViewInput = z.infer<typeof gameViewInput>;
