import { z } from "zod";
import { cursorField } from "../../../schemas/fields.schema";
import { GAME_NAMES } from "~/engine/core/ruleset";

export const lobbyInput = z
  .object({
    game: z.enum(GAME_NAMES).optional(),
    playerCount: z.number().int().min(2).max(10).optional(),
    /** fast: Judge and under an hour a move; daily: an hour or more (or no limit). */
    speed: z.enum(["fast", "daily", "any"]).optional(),
    cursor: cursorField.nullish(),
  })
  .default({});
export type LobbyInput = z.infer<typeof lobbyInput>;
