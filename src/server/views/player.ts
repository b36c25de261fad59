// A player's public page (/players/<id>): who they are, never their email, role or whether they are suspended.
import type { GameName } from "~/engine/core/ruleset";

export interface PlayerPageView {
  id: string;
  displayName: string;
  memberSince: Date;
  /** A bot account: its level ("random", "heuristic", "strong"); null for a person. */
  botLevel: string | null;
  /** The caller is this player (their page links to /profile for editing). */
  isYou: boolean;
  /**
   * The signed-in caller may challenge this player (table.create's invite): not themselves, not a bot. Whatever the
   * account's status: a suspension is the admins' business, and the page reads the same (the server refuses the
   * invitation of a suspended account in neutral words).
   */
  canChallenge?: boolean;
  /** Glicko-2 ratings, one per game they played rated, most rated games first (src/server/ratings). */
  ratings: PlayerRatingView[];
  /** Events they entered, newest first. */
  tournaments: {
    id: string;
    name: string;
    game: GameName;
    gameTitle: string;
    status: "REGISTRATION" | "RUNNING" | "FINISHED" | "CANCELLED";
    registrationClosesAt: Date;
    finishedAt: Date | null;
    teamName: string | null;
    won: boolean;
  }[];
}

/** A rating as a player reads it: rounded; provisional (shown "1500?") while the deviation is above 110, as lichess. */
export interface PlayerRatingView {
  game: GameName;
  gameTitle: string;
  rating: number;
  deviation: number;
  provisional: boolean;
  /** Rated games played. */
  games: number;
}
