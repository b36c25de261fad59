import { z } from "zod";
import { GAME_NAMES } from "~/engine/core/ruleset";

export const userLeaderboardInput = z.object({ game: z.enum(GAME_NAMES, { error: "Choose one of the games." }) });
export type UserLeaderboardInput = z.infer<typeof userLeaderboardInput>;
