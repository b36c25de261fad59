import { getRuleset } from "~/engine/registry";
import { PROVISIONAL_DEVIATION } from "../../../ratings/rate-game";
import { leaderboard, type LeaderboardRow } from "../../../repositories/ratings";
import type { LeaderboardView } from "../../../views/leaderboard";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { UserLeaderboardInput } from "./leaderboard.schema";

/** How many players a game's leaderboard lists. */
export const LEADERBOARD_SIZE = 50;

/**
 * The top established ratings of a game, and the top provisional ones apart (a young site has no established rating for
 * weeks); public, like the player pages it links to; suspended accounts are left off.
 */
export async function userLeaderboardHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, UserLeaderboardInput>): Promise<LeaderboardView> {
  const { established, provisional } = await leaderboard(
    ctx.db,
    input.game,
    PROVISIONAL_DEVIATION,
    LEADERBOARD_SIZE,
    new Date(),
  );
  const ranked = (rows: LeaderboardRow[]) =>
    rows.map((r, i) => ({
      rank: i + 1,
      userId: r.userId,
      displayName: r.displayName,
      rating: Math.round(r.rating),
      games: r.games,
    }));
  return {
    game: input.game,
    gameTitle: getRuleset(input.game)?.title ?? input.game,
    players: ranked(established),
    provisional: ranked(provisional),
  };
}
