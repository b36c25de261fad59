// The leaderboard (/players): a tab per game, and that game's established ratings, best first, each name a link to
// the player's page; under them the provisional ratings ("1532?"), listed apart and explained, so that a young site,
// where no rating has settled yet, still shows who plays.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Rating } from "../_components/player/rating";
import { GAME_NAMES } from "~/engine/core/ruleset";
import type { LeaderboardEntry, LeaderboardView } from "~/server/views/leaderboard";
import { NEW_RATING } from "~/server/ratings/glicko2";
import { PROVISIONAL_DEVIATION } from "~/server/ratings/rate-game";
import { PlayerLink } from "../_components/player/player-link";
import { ColumnHeads } from "../_components/ui/column-heads";
import { useGameTitle } from "~/app/_games/use-game-title";

export function Leaderboard({ board }: { board: LeaderboardView }) {
  const t = useTranslations("Players");
  const titleOf = useGameTitle();
  const title = titleOf(board.game);
  return (
    <>
      <nav aria-label={t("board.games")} className="mb-6 flex flex-wrap gap-2">
        {GAME_NAMES.map((g) => (
          <Link
            key={g}
            href={`/players?game=${g}`}
            aria-current={board.game === g ? "page" : undefined}
            className={`btn min-h-11 py-1.5 text-sm ${board.game === g ? "btn-primary" : "btn-quiet"}`}
            data-testid={`leaderboard-tab-${g}`}
          >
            {titleOf(g)}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="leaderboard-heading" className="panel p-4 sm:p-6">
        <h2 id="leaderboard-heading" className="text-xl font-semibold">
          {title}
        </h2>
        {board.players.length === 0 ? (
          <p className="mt-2 text-ink-soft" data-testid="leaderboard-empty">
            {t("board.empty", { game: title })}
            {board.provisional.length ? t("board.untilThen") : t("board.appearLater")}
          </p>
        ) : (
          <RatingsTable rows={board.players} testId="leaderboard" />
        )}
        {board.provisional.length ? (
          <section
            aria-labelledby="provisional-heading"
            className={board.players.length ? "mt-6" : "mt-4"}
            data-testid="leaderboard-provisional-section"
          >
            <h3 id="provisional-heading" className="text-lg font-semibold">
              {t("board.provisional")}
            </h3>
            <p className="mt-1 text-sm text-ink-soft" data-testid="provisional-explained">
              {t("board.provisionalExplained", {
                deviation: PROVISIONAL_DEVIATION,
                start: NEW_RATING.rating,
                listed: String(board.players.length > 0),
              })}
            </p>
            <RatingsTable rows={board.provisional} testId="leaderboard-provisional" provisional />
          </section>
        ) : null}
      </section>
    </>
  );
}

/** Ranked players with their ratings (a provisional one marked "?") and games, each name a link to their page. */
function RatingsTable({
  rows,
  testId,
  provisional = false,
}: {
  rows: LeaderboardEntry[];
  testId: string;
  provisional?: boolean;
}) {
  const t = useTranslations("Players");
  return (
    <table className="mt-3 w-full text-sm sm:text-base" data-testid={testId}>
      <ColumnHeads
        className="border-b border-paper-edge text-left"
        columns={[
          { label: "#", className: "w-12 py-2 pr-2 text-right" },
          { label: t("board.player"), className: "py-2 pl-2" },
          { label: t("board.rating"), className: "py-2 text-right" },
          { label: t("board.gamesPlayed"), className: "py-2 pl-3 text-right" },
        ]}
      />
      <tbody>
        {rows.map((p) => (
          <tr key={p.userId} className="border-b border-paper-edge/60" data-testid={`${testId}-row`}>
            <td className="py-2 pr-2 text-right text-ink-faint tabular-nums">{p.rank}</td>
            <th scope="row" className="py-2 pl-2 text-left font-semibold break-words">
              <PlayerLink
                userId={p.userId}
                className="inline-block min-h-11 py-2.5 text-inherit underline decoration-paper-edge underline-offset-2 hover:decoration-beni sm:min-h-0 sm:py-0"
              >
                {p.displayName}
              </PlayerLink>
            </th>
            <td className={`py-2 text-right tabular-nums ${provisional ? "text-ink-soft" : "font-bold"}`}>
              <Rating rating={p.rating} provisional={provisional} />
            </td>
            <td className="py-2 pl-3 text-right text-ink-soft tabular-nums">{p.games}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
