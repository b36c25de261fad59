// One tournament in the list: game, format and shape, and where it stands (registration, the round in play, the
// winner, or why it was cancelled).
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Translator } from "~/app/_lib/translator";
import type { TournamentSummaryView } from "~/server/views/tournament";
import { cancelledLine } from "./cancelled-line";
import { EventTime } from "./event-time";
import { formatTitle, shapeText } from "./tournament-words";
import { useGameTitle } from "../play/words";

export function TournamentCard({ t }: { t: TournamentSummaryView }) {
  const w = useTranslations("Tournaments");
  const gameTitle = useGameTitle();
  const teams = t.teamSize > 1;
  // The language's own separator between the card's parts: " · ", Japanese's unspaced 「・」.
  const sep = w("separator");
  const facts = [
    gameTitle(t.game, t.gameTitle),
    formatTitle(t, w),
    shapeText(t, w),
    ...(t.gamesPerPairing > 1 ? [w("card.gamesPerPairing", { count: t.gamesPerPairing })] : []),
    w("card.scoring", { scoring: t.scoring }),
  ];
  return (
    <li className="panel p-4" data-testid="tournament-card" data-status={t.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {t.featured ? <span className="mr-2 rounded bg-kin/40 px-1.5 py-0.5 text-sm">{w("featured")}</span> : null}
          <Link href={`/tournaments/${t.id}`}>{t.name}</Link>
        </h3>
        <span className="text-sm font-semibold text-ink-soft">{w(`status.${t.status}`)}</span>
      </div>
      <p className="mt-1 text-ink-soft">{facts.join(sep)}</p>
      <p className="mt-1 text-sm">
        {t.status === "registration" ? (
          <>
            {w.rich("card.closes", { time: () => <EventTime iso={t.registrationClosesAt} /> })}
            {sep}
            {placesLine(t, w)}
          </>
        ) : t.status === "running" ? (
          <>
            {w("roundOf", { round: t.currentRound ?? 1, total: t.totalRounds ?? "?" })}
            {sep}
            {w("card.entrants", { count: t.entrantCount, teams: String(teams) })}
          </>
        ) : t.status === "finished" ? (
          <>
            {w("winner", { name: t.winnerName ?? "—" })}
            {sep}
            {w("card.entrants", { count: t.entrantCount, teams: String(teams) })}
          </>
        ) : t.cancelled && t.cancelled.by !== "too_few" ? (
          cancelledLine(t, w)
        ) : (
          // Otherwise too few registered by the close. ("Cancelled" again said nothing.)
          w("card.tooFew", { teams: String(teams), count: t.entrantCount, needed: t.minEntrants })
        )}
      </p>
    </li>
  );
}

/**
 * The places of an event taking entries; a full individual event says how many wait for a place (its page offers
 * "Join the waiting list"), a full team event has no waiting list.
 */
function placesLine(t: TournamentSummaryView, w: Translator): string {
  const teams = String(t.teamSize > 1);
  if (t.entrantCount < t.maxEntrants) return w("card.places", { teams, count: t.entrantCount, max: t.maxEntrants });
  if (t.teamSize > 1) return w("card.fullTeams", { count: t.maxEntrants });
  return w("card.fullWaiting", { count: t.waitingCount });
}
