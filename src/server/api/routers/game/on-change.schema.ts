import { z } from "zod";
import { gameIdField } from "./view.schema";

/** `lastEventId`: the seq of the last view received (the SSE client sends it when it reconnects). */
export const gameChangesInput = z.object({ gameId: gameIdField, lastEventId: z.string().max(32).nullish() });
export type GameChangesInput = z.infer<typeof gameChangesInput>;
