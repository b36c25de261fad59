// The leaderboard (/players): a tab per game, and that game's established ratings, best first, each name a link to
// the player's page. Provisional ratings (still "1500?") are not listed, as on lichess.
import Link from "next/link";
import { GAME_NAMES } from "~/engine/core/ruleset";
import type { LeaderboardView } from "~/server/api/views/leaderboard";
import { PROVISIONAL_DEVIATION } from "~/server/ratings/rate-game";
import { PlayerLink } from "../_components/player/player-link";

const TITLES: Record<string, string> = { sakura: "Sakura", sfj: "Season's Flowers", mushi: "Mushi", judge: "Judge", sutda: "Sutda" };

export function Leaderboard({ board }: { board: LeaderboardView }) {
  const title = TITLES[board.game] ?? board.gameTitle;
  return (
    <>
      <nav aria-label="Games" className="mb-6 flex flex-wrap gap-2">
        {GAME_NAMES.map((g) => (
          <Link
            key={g}
            href={`/players?game=${g}`}
            aria-current={board.game === g ? "page" : undefined}
            className={`btn min-h-11 py-1.5 text-sm ${board.game === g ? "btn-primary" : "btn-quiet"}`}
            data-testid={`leaderboard-tab-${g}`}
          >
            {TITLES[g] ?? g}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="leaderboard-heading" className="panel p-4 sm:p-6">
        <h2 id="leaderboard-heading" className="text-xl font-semibold">
          {title}
        </h2>
        {board.players.length === 0 ? (
          <p className="mt-2 text-ink-soft" data-testid="leaderboard-empty">
            No established {title} rating yet. Ratings appear here after a player&apos;s first rated games: every rating starts at 1500 with a wide margin
            (its deviation, RD), which each rated game narrows; while the RD is above {PROVISIONAL_DEVIATION} the rating is provisional, shown with a
            &ldquo;?&rdquo; and not listed. An idle player&apos;s RD grows again. Meanwhile, find a player by name above.
          </p>
        ) : (
          <table className="mt-3 w-full text-sm sm:text-base" data-testid="leaderboard">
            <thead>
              <tr className="border-b border-paper-edge text-left">
                <th scope="col" className="w-12 py-2 pr-2 text-right">
                  #
                </th>
                <th scope="col" className="py-2 pl-2">
                  Player
                </th>
                <th scope="col" className="py-2 text-right">
                  Rating
                </th>
                <th scope="col" className="py-2 pl-3 text-right">
                  Games
                </th>
              </tr>
            </thead>
            <tbody>
              {board.players.map((p) => (
                <tr key={p.userId} className="border-b border-paper-edge/60" data-testid="leaderboard-row">
                  <td className="py-2 pr-2 text-right text-ink-faint tabular-nums">{p.rank}</td>
                  <th scope="row" className="py-2 pl-2 text-left font-semibold break-words">
                    <PlayerLink userId={p.userId} className="inline-block min-h-11 py-2.5 text-inherit underline decoration-paper-edge underline-offset-2 hover:decoration-beni sm:min-h-0 sm:py-0">
                      {p.displayName}
                    </PlayerLink>
                  </th>
                  <td className="py-2 text-right font-bold tabular-nums">{p.rating}</td>
                  <td className="py-2 pl-3 text-right text-ink-soft tabular-nums">{p.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
