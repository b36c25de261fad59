import { useTranslations } from "next-intl";
import type { TournamentView } from "~/server/views/tournament";
import { EventTime } from "../event-time";

/**
 * The event's state in a few words. Between two rounds (the current one over, the next scheduled for later) it says so
 * and when the next starts: "Running: round 1 of 2" alone read as a round still in play.
 */
export function TournamentStatus({
  v,
}: {
  v: Pick<TournamentView, "status" | "currentRound" | "totalRounds" | "rounds">;
}) {
  const t = useTranslations("Tournaments");
  if (v.status !== "running" || !v.currentRound) return <>{t(`status.${v.status}`)}</>;
  const done = v.rounds.find((r) => r.number === v.currentRound);
  const next = v.rounds.find((r) => r.number === v.currentRound! + 1);
  if (done?.status === "finished" && next?.status === "scheduled" && !next.afterPrevious)
    return (
      <>
        {t.rich("statusBetween", {
          done: done.number,
          next: next.number,
          total: v.totalRounds ?? "?",
          time: () => <EventTime iso={next.scheduledAt} />,
        })}
      </>
    );
  return <>{t("statusRound", { round: v.currentRound, total: v.totalRounds ?? "?" })}</>;
}
