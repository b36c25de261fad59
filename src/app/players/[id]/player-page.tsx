// A player's public page (/players/<id>): who they are, their ratings, their record, their recent finished games (as
// the viewer may see them: replay.list's playerId filter, each with its rating change) and the events they entered. A bot's page says what bot it is.
import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useDateTime } from "~/app/_lib/use-date-time";
import type { PlayerPageView } from "~/server/views/player";
import type { ReplaySummary } from "~/server/views/replay";
import type { PlayerStatsView } from "~/server/views/stats";
import { useTotalText } from "../../_components/game/total-text";
import { botNamesIn, botsNamed } from "~/lib/bot-name";
import { PlayerLink } from "../../_components/player/player-link";
import { PlayerRecord } from "../../_components/player/player-record";
import { RecordRatingChange } from "../../_components/player/record-rating-change";
import { NEW_RATING } from "~/server/ratings/glicko2";
import { Rating } from "../../_components/player/rating";
import { PageHeader } from "../../_components/ui/page-header";
import { ChallengePlayer, type ChallengeGame } from "./challenge-player";
import { useGameTitle } from "~/app/_games/use-game-title";
import { useNameList } from "~/app/play/words";
import { useNameListParts } from "~/app/_lib/list-words";

const LONG_DAY = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const;
const SHORT_DAY = { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" } as const;

/** The catalog's word for one game's result ("Common.record.outcome.won"). */
const OUTCOME = { WON: "won", LOST: "lost", DRAWN: "drawn" } as const;

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
  const t = useTranslations("Players");
  const sep = useTranslations("Common")("separator");
  const dateTime = useDateTime();
  const titleOf = useGameTitle();
  const name = botNamesIn(useTranslations("BotLevels"))(p.displayName, p.botLevel);
  const bot = p.botLevel
    ? ["random", "heuristic", "strong"].includes(p.botLevel)
      ? t(`botLevel.${p.botLevel}`)
      : p.botLevel
    : null;
  // The recent games' rating changes (user.stats lists the same newest games the viewer may see).
  const changes = new Map((stats?.recent ?? []).map((r) => [r.gameId, r.ratingChange]));
  return (
    <>
      <PageHeader title={name} kicker={bot ? t("bot") : t("player")}>
        {bot ? (
          <p data-testid="player-bot">
            {t.rich("botIntro", {
              level: bot,
              strong: (chunks) => <strong>{chunks}</strong>,
              link: () => (
                <Link href="/play" className="underline">
                  {t("practise")}
                </Link>
              ),
            })}
          </p>
        ) : (
          <p data-testid="player-since">{t("memberSince", { date: dateTime(new Date(p.memberSince), LONG_DAY) })}</p>
        )}
        {p.isYou ? (
          <p className="mt-2 text-base" data-testid="player-is-you">
            {t.rich("isYou", {
              link: () => (
                <Link href="/profile" className="font-semibold underline">
                  {t("editProfile")}
                </Link>
              ),
            })}
          </p>
        ) : null}
      </PageHeader>
      {p.canChallenge && challengeGames.length > 0 ? <ChallengePlayer player={p} games={challengeGames} /> : null}
      {bot ? null : (
        <div className="grid gap-6">
          <PlayerRatings player={p} />
          <PlayerPanel name="record" title={t("record")} testId="player-record">
            {stats ? (
              <>
                <p className="mt-1 text-sm text-ink-soft" data-testid="player-record-counted">
                  {t("counted", { counted: stats.counted === "public-and-yours" ? "publicAndYours" : stats.counted })}
                </p>
                <PlayerRecord stats={stats} showRecent={false} empty={t("noGameToCount")} />
              </>
            ) : null}
          </PlayerPanel>
          <PlayerPanel name="games" title={t("recentGames")}>
            {games.length === 0 ? (
              <p className="mt-2 text-ink-soft">{t("noGameToShow")}</p>
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
                  {t("moreGames", { name })}
                </Link>
              </p>
            ) : null}
          </PlayerPanel>
          <PlayerPanel name="events" title={t("tournaments")}>
            {p.tournaments.length === 0 ? (
              <p className="mt-2 text-ink-soft">{t("noTournament")}</p>
            ) : (
              <ul className="mt-2 divide-y divide-paper-edge" data-testid="player-tournaments">
                {p.tournaments.map((e) => (
                  <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
                    <Link href={`/tournaments/${e.id}`} className="font-semibold">
                      {e.name}
                    </Link>
                    <span className="text-ink-soft">{titleOf(e.game)}</span>
                    {e.teamName ? <span className="text-ink-soft">{t("withTeam", { team: e.teamName })}</span> : null}
                    <span className="ml-auto text-ink-faint">
                      {e.won ? (
                        <strong className="text-matsu">
                          {t("winner")}
                          {sep}
                        </strong>
                      ) : null}
                      {/* the day the event ended, after its status as the language joins them */}
                      {e.finishedAt
                        ? t("tournamentStatusOn", {
                            status: t("tournamentStatus", { status: e.status.toLowerCase() }),
                            date: dateTime(new Date(e.finishedAt), SHORT_DAY),
                          })
                        : t("tournamentStatus", { status: e.status.toLowerCase() })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </PlayerPanel>
        </div>
      )}
    </>
  );
}

/** A panel of the page with its heading, which names it for screen readers. */
function PlayerPanel({
  name,
  title,
  testId,
  children,
}: {
  name: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-heading`} className="panel p-6" data-testid={testId}>
      <h2 id={`${name}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The player's rating in each game they have played rated games of, with what a provisional rating means. */
function PlayerRatings({ player: p }: { player: PlayerPageView }) {
  const t = useTranslations("Players");
  const sep = useTranslations("Common")("separator");
  const titleOf = useGameTitle();
  return (
    <PlayerPanel name="ratings" title={t("ratings")} testId="player-ratings">
      {p.ratings.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t("noRating")}</p>
      ) : (
        <>
          <ul className="mt-3 flex flex-wrap gap-3">
            {p.ratings.map((r) => (
              <li
                key={r.game}
                className="min-w-36 rounded-xl border border-paper-edge bg-white/70 px-4 py-2"
                data-testid={`player-rating-${r.game}`}
              >
                <p className="text-sm font-semibold text-ink-faint">{titleOf(r.game)}</p>
                <p
                  className="text-2xl font-bold tabular-nums"
                  aria-label={t("ratingLabel", {
                    game: titleOf(r.game),
                    rating: r.rating,
                    provisional: String(r.provisional),
                  })}
                >
                  <Rating rating={r.rating} provisional={r.provisional} />
                </p>
                <p className="text-sm text-ink-soft">
                  {t("ratedGames", { count: r.games })}
                  {r.provisional ? `${sep}${t("provisional")}` : ""}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-ink-soft">
            {t.rich("ratingsExplained", {
              start: NEW_RATING.rating,
              strong: (chunks) => <strong>{chunks}</strong>,
              link: () => (
                <Link href={`/players?game=${p.ratings[0]!.game}`} className="font-semibold underline">
                  {t("kicker")}
                </Link>
              ),
            })}
          </p>
        </>
      )}
    </PlayerPanel>
  );
}

/** One finished game: its result for this player, the others (each a link to their page), the rating change, the day, its replay. */
function GameRow({ g, playerId, ratingChange }: { g: ReplaySummary; playerId: string; ratingChange: number | null }) {
  const list = useNameList();
  const listParts = useNameListParts();
  const titleOf = useGameTitle();
  const totalText = useTotalText();
  const t = useTranslations("Players");
  const common = useTranslations("Common");
  const dateTime = useDateTime();
  const seat = g.players.find((x) => x.userId === playerId)?.seat;
  const mine = g.results?.find((r) => r.seat === seat);
  const botNames = botNamesIn(useTranslations("BotLevels"));
  const others = botsNamed(g.players, botNames).filter((x) => x.seat !== seat);
  const bySeat = new Map(others.map((o) => [String(o.seat), o]));
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="player-game">
      {mine ? (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${mine.outcome === "WON" ? "bg-matsu text-paper" : mine.outcome === "DRAWN" ? "bg-kin text-ink" : "bg-paper-deep text-ink-soft"}`}
        >
          {common(`record.outcome.${OUTCOME[mine.outcome]}`)}
        </span>
      ) : null}
      <span className="font-semibold">{titleOf(g.game)}</span>
      <span className="text-ink-soft">
        {/* the others listed as the recent results list them ("Chie and Mio", "Chie、Mio"), each a link */}
        {common.rich("record.against", {
          names: () =>
            listParts(others.map((o) => String(o.seat))).map((part, k) =>
              part.type === "element" ? (
                <PlayerLink key={part.value} userId={bySeat.get(part.value)!.userId}>
                  {bySeat.get(part.value)!.displayName}
                </PlayerLink>
              ) : (
                <Fragment key={`sep-${k}`}>{part.value}</Fragment>
              ),
            ),
        })}
      </span>
      {mine ? <span className="tabular-nums">{totalText(g.game, mine.total)}</span> : null}
      {ratingChange !== null ? <RecordRatingChange change={ratingChange} testId="player-game-rating-change" /> : null}
      {g.visibility === "PRIVATE" ? <span className="text-ink-faint">{t("privateTable")}</span> : null}
      <span className="ml-auto text-ink-faint">{dateTime(new Date(g.finishedAt ?? g.createdAt), SHORT_DAY)}</span>
      <Link
        href={`/replays/${g.gameId}`}
        className="font-semibold"
        aria-label={common("record.replayOf", {
          game: titleOf(g.game),
          names: list(others.map((o) => o.displayName)),
        })}
        data-testid="player-game-replay"
      >
        {common("record.replay")}
      </Link>
    </li>
  );
}
