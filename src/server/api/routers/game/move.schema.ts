import { z } from "zod";

/** A record-format move: a flat object ({seat, play, take}, {seat, draw: true}, {seat, bet: 3}, …); the engine checks it. */
export const moveField = z.record(z.string().max(16), z.union([z.string().max(16), z.number(), z.boolean()])).refine((m) => Object.keys(m).length <= 8, "A move has only a few fields.");

export const gameMoveInput = z.object({
  gameId: z.string().min(1).max(64),
  /** The seq of the view the player acted on. */
  seq: z.number().int().min(0),
  move: moveField,
});
export type GameMoveInput = z.infer<typeof gameMoveInput>;
