import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";
import { GAME_NAMES } from "~/engine/core/ruleset";

/** A player's or a preset's id (admin pages) as a procedure input. */
export const idSchema = idField("player or preset");
export const gameSchema = z.enum(GAME_NAMES, { error: "Choose one of the games." });
