import { z } from "zod";
import { gameIdField } from "../game/view.schema";

export const judgePingInput = z.object({
  gameId: gameIdField,
  /** The network round trip the page measured on its previous ping (server time taken out), in ms. */
  rttMs: z.number().finite().min(0).max(10_000).nullish(),
  /** The page is hidden (another tab, the phone's home screen): the player is away until a ping without it. */
  away: z.boolean().optional(),
});
export type JudgePingInput = z.infer<typeof judgePingInput>;
