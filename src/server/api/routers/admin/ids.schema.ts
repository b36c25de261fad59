import { z } from "zod";
import { GAME_NAMES } from "~/engine/core/ruleset";

/** A database id (cuid) as a procedure input. */
export const idSchema = z.string().trim().min(1, "Missing id.").max(64);
export const gameSchema = z.enum(GAME_NAMES, { error: "Choose one of the five games." });
