// Why an event was cancelled, as its page says it in the reader's language: who called it off and the reason they
// typed, or the close for too few entrants (how many of how many were needed).
import type { Translator } from "~/app/_lib/translator";
import type { TournamentSummaryView } from "~/server/views/tournament";

type Cancelled = Pick<TournamentSummaryView, "cancelled" | "entrantCount" | "minEntrants" | "teamSize">;

/** `w`: the Tournaments translator. "" for an event not cancelled. */
export function cancelledLine(v: Cancelled, w: Translator): string {
  const c = v.cancelled;
  if (!c) return "";
  if (c.by === "too_few")
    return w("cancelledTooFew", { teams: String(v.teamSize > 1), count: v.entrantCount, needed: v.minEntrants });
  return w("cancelledBy", { by: c.by, hasReason: String(c.reason !== ""), reason: c.reason });
}
