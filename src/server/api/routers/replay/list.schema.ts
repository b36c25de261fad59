import { z } from "zod";
import { cursorField, idField, textField } from "../../../schemas/fields.schema";
import { GAME_NAMES } from "~/engine/core/ruleset";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give a date as YYYY-MM-DD.")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "That is not a date.");

export const replayListInput = z
  .object({
    /** mine: the caller's games (finished, and those in play as their seat saw them); public: finished public games. */
    scope: z.enum(["mine", "public"]).default("mine"),
    status: z.enum(["finished", "playing"]).optional(),
    game: z.enum(GAME_NAMES).optional(),
    /** Part of a player's display name. */
    player: textField({ kind: "name", max: 60, tooLong: "Search players with at most 60 characters." }).optional(),
    /** One player's games, by user id (their public page): public tables' games, and private ones the caller sat at. */
    playerId: idField("player").optional(),
    /** A tournament's id or part of its name. */
    tournament: textField({
      kind: "name",
      max: 80,
      tooLong: "Search tournaments with at most 80 characters.",
    }).optional(),
    /** Games started from this day (UTC) … */
    from: day.optional(),
    /** … to this day, included. */
    to: day.optional(),
    cursor: cursorField.nullish(),
    limit: z.number().int().min(1).max(50).default(20),
  })
  .refine((i) => !i.from || !i.to || i.from <= i.to, {
    message: "The first day must not be after the last.",
    path: ["to"],
  })
  .default({ scope: "mine", limit: 20 });
export type ReplayListInput = z.infer<typeof replayListInput>;
