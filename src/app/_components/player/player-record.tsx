// A player's record: games played, won and drawn, per game, and the latest results, each a link to its replay
// (the profile; a player's public page lists their games from replay.list instead and leaves these out).
import type { PlayerStatsView } from "~/server/views/stats";
import Link from "next/link";
import { Fragment } from "react";
import { useTranslations } from "next-intl";
import { useDigits } from "~/app/_lib/use-digits";
import { useDateTime } from "~/app/_lib/use-date-time";
import { useTotalText } from "../game/total-text";
import { botNamesIn, botsNamed } from "~/lib/bot-name";
import { PlayerLink } from "./player-link";
import { RecordRatingChange } from "./record-rating-change";
import { ColumnHeads } from "../ui/column-heads";
import { useGameTitle } from "~/app/_games/use-game-title";
import { useNameList } from "~/app/play/words";
import { useNameListParts } from "~/app/_lib/list-words";

export function PlayerRecord({
  stats,
  showRecent = true,
  empty,
}: {
  stats: PlayerStatsView;
  showRecent?: boolean;
  /** What an empty record says; the player's own words ("Your results appear here") unless given. */
  empty?: string;
}) {
  const list = useNameList();
  const listParts = useNameListParts();
  const titleOf = useGameTitle();
  const totalText = useTotalText();
  const t = useTranslations("Common");
  const digits = useDigits();
  const dateTime = useDateTime();
  const botNames = botNamesIn(useTranslations("BotLevels"));
  if (stats.played === 0) return <p className="mt-2 text-ink-soft">{empty ?? t("record.empty")}</p>;
  const lost = stats.played - stats.won - stats.drawn;
  return (
    <div className="mt-3 space-y-5">
      <dl className="flex flex-wrap gap-3">
        {[
          { key: "played", value: stats.played },
          { key: "won", value: stats.won },
          { key: "drawn", value: stats.drawn },
          { key: "lost", value: lost },
        ].map((x) => (
          <div key={x.key} className="min-w-24 rounded-xl border border-paper-edge bg-white/70 px-4 py-2 text-center">
            <dt className="text-sm font-semibold text-ink-faint">{t(`record.${x.key}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={`record-${x.key}`}>
              {digits(x.value)}
            </dd>
          </div>
        ))}
      </dl>
      {stats.byGame.length > 0 ? (
        <table className="w-full max-w-md text-sm">
          <caption className="mb-1 text-left font-semibold">{t("record.perGame")}</caption>
          <ColumnHeads
            className="border-b border-paper-edge text-left"
            columns={[
              { label: t("record.game"), className: "py-1" },
              { label: t("record.played"), className: "py-1 text-right" },
              { label: t("record.won"), className: "py-1 text-right" },
            ]}
          />
          <tbody>
            {stats.byGame.map((g) => (
              <tr key={g.game} className="border-b border-paper-edge/60">
                <th scope="row" className="py-1 text-left font-normal">
                  {titleOf(g.game)}
                </th>
                <td className="py-1 text-right tabular-nums">{g.played}</td>
                <td className="py-1 text-right tabular-nums">{g.won}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {showRecent && stats.recent.length > 0 ? (
        <div>
          <h3 className="mb-1 font-sans text-sm font-bold">{t("record.recent")}</h3>
          <ul className="divide-y divide-paper-edge">
            {stats.recent
              .map(({ opponents, ...rest }) => ({ ...rest, opponents: botsNamed(opponents, botNames) }))
              .map((r) => (
                <li key={r.gameId} className="flex flex-wrap items-center gap-x-3 py-2 text-sm">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-bold ${r.result === "won" ? "bg-matsu text-paper" : r.result === "drawn" ? "bg-kin text-ink" : "bg-paper-deep text-ink-soft"}`}
                  >
                    {t(`record.outcome.${r.result === "won" ? "won" : r.result === "drawn" ? "drawn" : "lost"}`)}
                  </span>
                  <span className="font-semibold">{titleOf(r.game)}</span>
                  <span className="text-ink-soft">
                    {t.rich("record.against", {
                      names: () =>
                        listParts(r.opponents.map((o) => o.id)).map((part, k) =>
                          part.type === "element" ? (
                            <PlayerLink key={part.value} userId={part.value}>
                              {r.opponents.find((o) => o.id === part.value)!.displayName}
                            </PlayerLink>
                          ) : (
                            <Fragment key={`sep-${k}`}>{part.value}</Fragment>
                          ),
                        ),
                    })}
                  </span>
                  <span className="tabular-nums">{totalText(r.game, r.score)}</span>
                  {r.ratingChange !== null ? (
                    <RecordRatingChange change={r.ratingChange} testId="recent-rating-change" />
                  ) : null}
                  <span className="ml-auto text-ink-faint">
                    {dateTime(new Date(r.finishedAt), { year: "numeric", month: "short", day: "numeric" })}
                  </span>
                  <Link
                    href={`/replays/${r.gameId}`}
                    className="font-semibold"
                    aria-label={t("record.replayOf", {
                      game: titleOf(r.game),
                      names: list(r.opponents.map((o) => o.displayName)),
                    })}
                    data-testid="recent-replay"
                  >
                    {t("record.replay")}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
