// A player's record for the profile page (PLAY-API.md "Profile").
import type { GameName } from "~/engine/core/ruleset";

/** `recent[].ratingChange`: what a rated game did to the player's rating (rounded, after minus before), else null. */
export interface PlayerStatsView {
  played: number;
  won: number;
  drawn: number;
  byGame: { game: GameName; played: number; won: number }[];
  recent: { gameId: string; game: GameName; finishedAt: Date; result: "won" | "lost" | "drawn"; score: number; opponents: string[]; ratingChange: number | null }[];
}
