import { z } from "zod";
import { idField, tokenField } from "../../../schemas/fields.schema";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { timeControlSchema, timeoutsBeforeForfeitSchema } from "../../../games/time-control";

export const createTableInput = z.object({
  game: z.enum(GAME_NAMES, "Choose one of the games."),
  playerCount: z.number().int().min(2, "At least 2 players.").max(10, "At most 10 players."),
  teams: z.enum(["none", "2v2", "3x2", "2x3"]).default("none"),
  /** The house-rule preset to play (its latest version is pinned); absent: the game's default preset. */
  presetId: idField("house-rule preset").optional(),
  /** House-rule values by option name, on top of the preset's; the engine checks names and values. */
  options: z.record(tokenField(64), z.union([tokenField(64), z.number(), z.boolean()])).default({}),
  /** null: no limit (Judge is always played without one). */
  timeControl: timeControlSchema.nullable().default(null),
  timeoutsBeforeForfeit: timeoutsBeforeForfeitSchema,
  visibility: z.enum(["PUBLIC", "PRIVATE"]).default("PUBLIC"),
  /** Players (user ids) invited to the new table: each gets a notification leading to it (a challenge). */
  invite: z.array(idField("player"), "Name the players to invite.").max(9, "At most 9 invitations.").default([]),
});
export type CreateTableInput = z.infer<typeof createTableInput>;
