// A player's record from the stored match results (profile page).
import type { GameName } from "~/engine/core/ruleset";
import type { PlayerStatsView } from "../views/stats";
import { ratingDelta } from "../ratings/rate-game";
import { ratingChangesOf } from "../repositories/ratings";
import { userResults } from "../repositories/results";
import type { PlayContext } from "./play-context";

/** The counts and the recent games cover only games `viewerId` may replay (private tables: their players). */
export async function playerStats(
  ctx: Pick<PlayContext, "db">,
  userId: string,
  viewerId: string | null,
): Promise<PlayerStatsView> {
  const { counts, recent } = await userResults(ctx.db, userId, 20, viewerId);
  const changes = await ratingChangesOf(
    ctx.db,
    userId,
    recent.map((r) => r.gameId),
  );
  const byGame = new Map<string, { game: GameName; played: number; won: number }>();
  let played = 0;
  let won = 0;
  let drawn = 0;
  for (const c of counts) {
    const g = byGame.get(c.game) ?? { game: c.game as GameName, played: 0, won: 0 };
    g.played += c.n;
    played += c.n;
    if (c.result === "WON") {
      g.won += c.n;
      won += c.n;
    }
    if (c.result === "DRAWN") drawn += c.n;
    byGame.set(c.game, g);
  }
  return {
    counted: viewerId === userId ? "all" : viewerId ? "public-and-yours" : "public",
    played,
    won,
    drawn,
    byGame: [...byGame.values()].sort((a, b) => b.played - a.played || a.game.localeCompare(b.game)),
    recent: recent.map((r) => ({
      gameId: r.gameId,
      game: r.game as GameName,
      finishedAt: r.finishedAt,
      result: r.result === "WON" ? "won" : r.result === "LOST" ? "lost" : "drawn",
      score: r.total,
      opponents: r.opponents,
      ratingChange: ratingDelta(changes.get(r.gameId)),
    })),
  };
}
