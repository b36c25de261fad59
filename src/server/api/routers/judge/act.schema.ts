import { z } from "zod";
import { gameIdField } from "../game/view.schema";

export const judgeActInput = z.object({
  gameId: gameIdField,
  /** The picket round the player answers (from 1). */
  round: z.number().int().min(1).max(100),
  act: z.enum(["hit", "defend"]),
  /**
   * The page's own reveal-to-click time (monotonic clock), used only when it fits the server's bound
   * (docs/rules/judge.md, "Playing online").
   */
  clientReactionMs: z.number().finite().min(0).max(60_000).nullish(),
});
export type JudgeActInput = z.infer<typeof judgeActInput>;
