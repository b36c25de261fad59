import { z } from "zod";
import { tokenField } from "../../../schemas/fields.schema";
import { gameIdField } from "./view.schema";

/** A record-format move: a flat object ({seat, play, take}, {seat, draw: true}, {seat, bet: 3}, …); the engine checks it. */
export const moveField = z
  .record(tokenField(16), z.union([tokenField(16), z.number(), z.boolean()]))
  .refine((m) => Object.keys(m).length <= 8, "A move has only a few fields.");

export const gameMoveInput = z.object({
  gameId: gameIdField,
  /** The seq of the view the player acted on. */
  seq: z.number().int().min(0),
  move: moveField,
});
export type GameMoveInput = z.infer<typeof gameMoveInput>;
