// The public leaderboard (/players): the best established Glicko-2 ratings of one game, and the provisional ones apart.
import type { GameName } from "~/engine/core/ruleset";

export interface LeaderboardView {
  game: GameName;
  gameTitle: string;
  /** Best first; only ratings that are no longer provisional (deviation at most 110), active accounts of people. */
  players: LeaderboardEntry[];
  /** Best first; the provisional ratings (deviation above 110), ranked among themselves. */
  provisional: LeaderboardEntry[];
}

export interface LeaderboardEntry {
  rank: number;
  userId: string;
  displayName: string;
  rating: number;
  games: number;
}
