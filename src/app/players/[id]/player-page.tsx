// A player's public page (/players/<id>): who they are, their ratings, their record, their recent finished games (as
// the viewer may see them: replay.list's playerId filter, each with its rating change) and the events they entered. A bot's page says what bot it is.
import Link from "next/link";
import type { PlayerPageView } from "~/server/views/player";
import type { ReplaySummary } from "~/server/views/replay";
import type { PlayerStatsView } from "~/server/views/stats";
import { totalText } from "../../_components/game/names";
import { BOT_LEVEL_CHOICES } from "../../_components/player/bot-levels";
import { PlayerLink } from "../../_components/player/player-link";
import { PlayerRecord } from "../../_components/player/player-record";
import {
  ratingChangeClass,
  ratingChangeLabel,
  ratingChangeText,
  ratingText,
} from "../../_components/player/rating-text";
import { PageHeader } from "../../_components/ui/page-header";
import { STATUS_LABEL } from "../../tournaments/when";
import { ChallengePlayer, type ChallengeGame } from "./challenge-player";
import { plural } from "~/engine/core/plural";

const day = (d: Date) =>
  new Date(d).toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const shortDay = (d: Date) =>
  new Date(d).toLocaleDateString("en", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const OUTCOME = { WON: "Won", LOST: "Lost", DRAWN: "Drawn" } as const;
/** Which games the record counts (the same the games list shows): private games only for those who played in them. */
const COUNTED: Record<PlayerStatsView["counted"], string> = {
  all: "All your finished games. Others see your public games and the private ones they played in.",
  "public-and-yours": "Public games, and private games you played in.",
  public: "Public games only.",
};

/**
 * `moreGames`: there are finished games beyond `games`; a link opens the replay list filtered to this player.
 * `challengeGames`: the games a challenge may be for (when the viewer may challenge this player).
 */
export function PlayerPage({
  player: p,
  stats,
  games,
  moreGames = false,
  challengeGames = [],
}: {
  player: PlayerPageView;
  stats: PlayerStatsView | null;
  games: ReplaySummary[];
  moreGames?: boolean;
  challengeGames?: ChallengeGame[];
}) {
  const bot = p.botLevel ? (BOT_LEVEL_CHOICES.find((c) => c.value === p.botLevel)?.label ?? p.botLevel) : null;
  // The recent games' rating changes (user.stats lists the same newest games the viewer may see).
  const changes = new Map((stats?.recent ?? []).map((r) => [r.gameId, r.ratingChange]));
  return (
    <>
      <PageHeader title={p.displayName} kicker={bot ? "Bot" : "Player"}>
        {bot ? (
          <p data-testid="player-bot">
            A computer player for practice tables, level <strong>{bot}</strong>. It plays whenever a practice table
            gives it a seat.{" "}
            <Link href="/play" className="underline">
              Practise against bots
            </Link>
          </p>
        ) : (
          <p data-testid="player-since">Member since {day(p.memberSince)}</p>
        )}
        {p.isYou ? (
          <p className="mt-2 text-base" data-testid="player-is-you">
            This is your page as other players see it.{" "}
            <Link href="/profile" className="font-semibold underline">
              Edit your profile
            </Link>
          </p>
        ) : null}
      </PageHeader>
      {p.canChallenge && challengeGames.length > 0 ? <ChallengePlayer player={p} games={challengeGames} /> : null}
      {bot ? null : (
        <div className="grid gap-6">
          <section aria-labelledby="ratings-heading" className="panel p-6" data-testid="player-ratings">
            <h2 id="ratings-heading" className="text-xl font-semibold">
              Ratings
            </h2>
            {p.ratings.length === 0 ? (
              <p className="mt-2 text-ink-soft">
                No rated game yet. Finished games against people (not bots) are rated.
              </p>
            ) : (
              <>
                <ul className="mt-3 flex flex-wrap gap-3">
                  {p.ratings.map((r) => (
                    <li
                      key={r.game}
                      className="min-w-36 rounded-xl border border-paper-edge bg-white/70 px-4 py-2"
                      data-testid={`player-rating-${r.game}`}
                    >
                      <p className="text-sm font-semibold text-ink-faint">{r.gameTitle}</p>
                      <p
                        className="text-2xl font-bold tabular-nums"
                        aria-label={`${r.gameTitle} rating ${r.rating}${r.provisional ? ", provisional" : ""}`}
                      >
                        {ratingText(r)}
                      </p>
                      <p className="text-sm text-ink-soft">
                        {plural(r.games, "rated game")}
                        {r.provisional ? " · provisional" : ""}
                      </p>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-sm text-ink-soft">
                  Glicko-2 ratings, starting at 1500. A rating marked <strong>?</strong> is provisional until enough
                  games make it reliable.{" "}
                  <Link href={`/players?game=${p.ratings[0]!.game}`} className="font-semibold underline">
                    Leaderboards
                  </Link>
                </p>
              </>
            )}
          </section>
          <section aria-labelledby="record-heading" className="panel p-6" data-testid="player-record">
            <h2 id="record-heading" className="text-xl font-semibold">
              Record
            </h2>
            {stats ? (
              <>
                <p className="mt-1 text-sm text-ink-soft" data-testid="player-record-counted">
                  {COUNTED[stats.counted]}
                </p>
                <PlayerRecord stats={stats} showRecent={false} empty="No finished game to count." />
              </>
            ) : null}
          </section>
          <section aria-labelledby="games-heading" className="panel p-6">
            <h2 id="games-heading" className="text-xl font-semibold">
              Recent games
            </h2>
            {games.length === 0 ? (
              <p className="mt-2 text-ink-soft">No finished game to show.</p>
            ) : (
              <ul className="mt-2 divide-y divide-paper-edge" data-testid="player-games">
                {games.map((g) => (
                  <GameRow key={g.gameId} g={g} playerId={p.id} ratingChange={changes.get(g.gameId) ?? null} />
                ))}
              </ul>
            )}
            {moreGames ? (
              <p className="mt-3">
                <Link
                  href={`/replays?scope=public&playerId=${encodeURIComponent(p.id)}`}
                  className="font-semibold underline"
                  data-testid="player-more-games"
                >
                  More games of {p.displayName}
                </Link>
              </p>
            ) : null}
          </section>
          <section aria-labelledby="events-heading" className="panel p-6">
            <h2 id="events-heading" className="text-xl font-semibold">
              Tournaments
            </h2>
            {p.tournaments.length === 0 ? (
              <p className="mt-2 text-ink-soft">No tournament entered yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-paper-edge" data-testid="player-tournaments">
                {p.tournaments.map((t) => (
                  <li key={t.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
                    <Link href={`/tournaments/${t.id}`} className="font-semibold">
                      {t.name}
                    </Link>
                    <span className="text-ink-soft">{t.gameTitle}</span>
                    {t.teamName ? <span className="text-ink-soft">with team {t.teamName}</span> : null}
                    <span className="ml-auto text-ink-faint">
                      {t.won ? <strong className="text-matsu">Winner · </strong> : null}
                      {STATUS_LABEL[t.status.toLowerCase() as keyof typeof STATUS_LABEL]}
                      {t.finishedAt ? `, ${shortDay(t.finishedAt)}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
}

/** One finished game: its result for this player, the others (each a link to their page), the rating change, the day, its replay. */
function GameRow({ g, playerId, ratingChange }: { g: ReplaySummary; playerId: string; ratingChange: number | null }) {
  const seat = g.players.find((x) => x.userId === playerId)?.seat;
  const mine = g.results?.find((r) => r.seat === seat);
  const others = g.players.filter((x) => x.seat !== seat);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="player-game">
      {mine ? (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${mine.outcome === "WON" ? "bg-matsu text-paper" : mine.outcome === "DRAWN" ? "bg-kin text-ink" : "bg-paper-deep text-ink-soft"}`}
        >
          {OUTCOME[mine.outcome]}
        </span>
      ) : null}
      <span className="font-semibold">{g.gameTitle}</span>
      <span className="text-ink-soft">
        against{" "}
        {others.map((o, i) => (
          <span key={o.seat}>
            {i > 0 ? ", " : null}
            <PlayerLink userId={o.userId}>{o.displayName}</PlayerLink>
          </span>
        ))}
      </span>
      {mine ? <span className="tabular-nums">{totalText(g.game, mine.total)}</span> : null}
      {ratingChange !== null ? (
        <span
          className={`font-semibold tabular-nums ${ratingChangeClass(ratingChange)}`}
          aria-label={ratingChangeLabel(ratingChange)}
          data-testid="player-game-rating-change"
        >
          {ratingChangeText(ratingChange)}
        </span>
      ) : null}
      {g.visibility === "PRIVATE" ? <span className="text-ink-faint">private table</span> : null}
      <span className="ml-auto text-ink-faint">{shortDay(g.finishedAt ?? g.createdAt)}</span>
      <Link
        href={`/replays/${g.gameId}`}
        className="font-semibold"
        aria-label={`Replay of ${g.gameTitle} against ${others.map((o) => o.displayName).join(", ")}`}
        data-testid="player-game-replay"
      >
        Replay
      </Link>
    </li>
  );
}
