import { z } from "zod";
import { gameIdField } from "../game/view.schema";

export const judgePingInput = z.object({
  gameId: gameIdField,
  /** The network round trip the page measured on its previous ping (server time taken out), in ms. */
  rttMs: z.number().finite().min(0).max(10_000).nullish(),
});
export type JudgePingInput = z.infer<typeof judgePingInput>;
