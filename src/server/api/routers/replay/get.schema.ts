import { z } from "zod";
import { gameIdField } from "../game/view.schema";

export const replayGetInput = z.object({ gameId: gameIdField });
export type ReplayGetInput = z.infer<typeof replayGetInput>;
