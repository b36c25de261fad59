// A player's record for the profile page (PLAY-API.md "Profile").
import type { GameName } from "~/engine/core/ruleset";

/**
 * `recent[].ratingChange`: what a rated game did to the player's rating (rounded, after minus before), else null.
 * `counted`: which games the counts (and `recent`) cover, as the viewer may replay them: "all" (the player's own
 * record), "public-and-yours" (public games and private ones the signed-in viewer played in), "public" (signed out).
 */
export interface PlayerStatsView {
  counted: "all" | "public-and-yours" | "public";
  played: number;
  won: number;
  drawn: number;
  byGame: { game: GameName; played: number; won: number }[];
  recent: {
    gameId: string;
    game: GameName;
    finishedAt: Date;
    result: "won" | "lost" | "drawn";
    score: number;
    /** `bot`: a bot account's level, with which pages word its name; null for a person. */
    opponents: { id: string; displayName: string; bot: string | null }[];
    ratingChange: number | null;
  }[];
}
