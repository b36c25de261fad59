// One game in the replay list: its title (a link to the replay), whether it is in play, when, how many moves, the
// players with their totals (the winner starred, a resignation or forfeit said), its tournament round, and the button.
"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReplaySummary } from "~/server/views/replay";
import { useTotalText } from "../../_components/game/total-text";
import { PlayerLink } from "../../_components/player/player-link";
import { useBotNames } from "../../_components/player/use-bot-names";
import { useGameTitle } from "~/app/_games/use-game-title";
import { WHEN } from "../_lib/when";
import { useDateTime } from "~/app/_lib/use-date-time";

export function Item({ g }: { g: ReplaySummary }) {
  const t = useTranslations("Replays");
  // The language's own separator between the facts: " · ", Japanese's unspaced 「・」.
  const sep = useTranslations("Common")("separator");
  const dateTime = useDateTime();
  const titleOf = useGameTitle();
  const totalText = useTotalText();
  const botNames = useBotNames();
  const when = dateTime(g.finishedAt ?? g.createdAt, WHEN);
  const result = (seat: number) => g.results?.find((r) => r.seat === seat);
  return (
    <li
      className="panel flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
      data-testid="replay-item"
      data-game-id={g.gameId}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Link href={`/replays/${g.gameId}`} className="text-lg font-semibold" data-testid="replay-link">
            {titleOf(g.game)}
          </Link>
          <span className="text-sm text-ink-faint">
            {[
              t("itemState", { state: g.status }),
              when,
              t("moves", { count: g.moves }),
              ...(g.visibility === "PRIVATE" ? [t("private")] : []),
            ].join(sep)}
          </span>
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {g.players.map((p) => {
            const r = result(p.seat);
            return (
              <li key={p.seat} className={r?.outcome === "WON" ? "font-semibold text-matsu" : ""}>
                <PlayerLink userId={p.userId}>{botNames(p.displayName, p.bot)}</PlayerLink>
                {p.seat === g.mySeat ? <span className="text-ink-faint">{t("you")}</span> : null}
                {r ? <span className="tabular-nums"> {totalText(g.game, r.total)}</span> : null}
                {r?.outcome === "WON" ? " ★" : ""}
                {/* a resigned game's 0–0 with a star read like a draw won by nothing: say why it ended */}
                {p.out ? (
                  <span className="text-ink-faint">
                    {sep}
                    {t("out", { out: p.out })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {g.tournament ? (
          <p className="mt-1 text-sm text-ink-soft">
            {t.rich("tournamentRound", {
              round: g.tournament.round,
              name: g.tournament.name,
              link: (chunks) => <Link href={`/tournaments/${g.tournament!.id}`}>{chunks}</Link>,
            })}
          </p>
        ) : null}
      </div>
      <Link href={`/replays/${g.gameId}`} className="btn btn-primary min-h-10 px-4 py-1.5 text-sm">
        {g.status === "ACTIVE" ? t("reviewSoFar") : t("replay")}
      </Link>
    </li>
  );
}
