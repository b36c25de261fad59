import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { TournamentView } from "~/server/views/tournament";
import { EventTime } from "../event-time";
import { yourByeText } from "./bye-score";

/**
 * The viewer's part in the round being played, above everything else (as lichess's "You are playing!"): their
 * table's games still in play with a link to each, or their bye. Nothing when they have no part in it.
 */
export function YourGame({ v }: { v: Pick<TournamentView, "entrants" | "rounds" | "byeScore"> }) {
  const t = useTranslations("Tournaments");
  const locale = useLocale();
  const mine = new Set(v.entrants.filter((e) => e.isMine).map((e) => e.id));
  const round = v.rounds.find((r) => r.status === "playing");
  if (!mine.size || !round) return null;
  const pairing = round.pairings.find((p) => p.sides.some((s) => mine.has(s.entrantId)));
  const bye = round.byes.find((b) => mine.has(b.entrantId));
  if (!pairing && !bye) return null;
  const live = pairing ? pairing.games.filter((g) => g.status === "active") : [];
  return (
    <section
      className="panel mb-6 border-l-4 border-l-beni p-4"
      aria-labelledby="your-game-title"
      data-testid="your-game"
    >
      <h2 id="your-game-title" className="text-xl font-semibold">
        {t("yourGame.title", { round: round.number })}
      </h2>
      {pairing ? (
        <>
          <p className="mt-1">
            {pairing.sides.map((s) => s.name).join(` ${t("versus")} `)}
            {t("separator")}
            {live.length
              ? t.rich("yourGame.deadline", { time: () => <EventTime iso={round.deadlineAt} /> })
              : t("yourGame.finished")}
          </p>
          {live.length ? (
            <p className="mt-3 flex flex-wrap gap-2">
              {live.map((g) => (
                <Link key={g.gameId} href={`/table/${g.tableId}`} className="btn btn-primary" data-testid="your-table">
                  {live.length > 1 || pairing.games.length > 1
                    ? t("yourGame.playGame", { game: g.index + 1 })
                    : t("yourGame.goToTable")}
                </Link>
              ))}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-1">{yourByeText(bye?.points ?? null, v.byeScore, t, locale)}</p>
      )}
    </section>
  );
}
