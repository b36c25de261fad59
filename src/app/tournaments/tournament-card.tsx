// One tournament in the list: game, format and shape, and where it stands (registration, the round in play, the
// winner, or why it was cancelled).
import Link from "next/link";
import type { TournamentSummaryView } from "~/server/views/tournament";
import { cancelledByHand } from "./cancelled-line";
import { EventTime } from "./event-time";
import { STATUS_LABEL } from "./when";
import { plural } from "~/engine/core/plural";

export function TournamentCard({ t }: { t: TournamentSummaryView }) {
  return (
    <li className="panel p-4" data-testid="tournament-card" data-status={t.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {t.featured ? <span className="mr-2 rounded bg-kin/40 px-1.5 py-0.5 text-sm">Featured</span> : null}
          <Link href={`/tournaments/${t.id}`}>{t.name}</Link>
        </h3>
        <span className="text-sm font-semibold text-ink-soft">{STATUS_LABEL[t.status]}</span>
      </div>
      <p className="mt-1 text-ink-soft">
        {t.gameTitle} · {t.formatTitle} · {t.shape} ·{" "}
        {t.gamesPerPairing > 1 ? `${plural(t.gamesPerPairing, "game")} a pairing · ` : ""}
        {t.scoring === "victories" ? "win count" : "cumulative points"}
      </p>
      <p className="mt-1 text-sm">
        {t.status === "registration" ? (
          <>
            Registration closes <EventTime iso={t.registrationClosesAt} /> · {placesLine(t)}
          </>
        ) : t.status === "running" ? (
          <>
            Round {t.currentRound ?? 1} of {t.totalRounds ?? "?"} · {t.entrantCount}{" "}
            {t.teamSize > 1 ? "teams" : "entrants"}
          </>
        ) : t.status === "finished" ? (
          <>
            Winner: {t.winnerName ?? "—"} · {t.entrantCount} {t.teamSize > 1 ? "teams" : "entrants"}
          </>
        ) : cancelledByHand(t.cancelReason) ? (
          t.cancelReason
        ) : (
          // Otherwise too few registered by the close. ("Cancelled" again said nothing.)
          <>
            Too few {t.teamSize > 1 ? "teams" : "entrants"} registered: {t.entrantCount} of the {t.minEntrants} needed
          </>
        )}
      </p>
    </li>
  );
}

/**
 * The places of an event taking entries; a full individual event says how many wait for a place (its page offers
 * "Join the waiting list"), a full team event has no waiting list.
 */
function placesLine(t: TournamentSummaryView): string {
  const unit = t.teamSize > 1 ? "teams" : "places";
  if (t.entrantCount < t.maxEntrants) return `${t.entrantCount} of ${t.maxEntrants} ${unit} taken`;
  if (t.teamSize > 1) return `Full (${plural(t.maxEntrants, "team")})`;
  return `Full · ${t.waitingCount === 0 ? "nobody" : t.waitingCount} waiting`;
}
