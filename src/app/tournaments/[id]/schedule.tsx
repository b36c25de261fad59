// When registration closes and each round starts, runs and ends.
import { useTranslations } from "next-intl";
import type { TournamentView } from "~/server/views/tournament";
import { EventTime } from "../event-time";

export function Schedule({ v }: { v: TournamentView }) {
  const t = useTranslations("Tournaments");
  const time = (iso: string | null) => () => <EventTime iso={iso} />;
  return (
    <ol className="space-y-1" data-testid="schedule-list">
      <li>
        <span className="font-semibold">{t("registrationCloses")}</span> <EventTime iso={v.registrationClosesAt} />
      </li>
      {v.rounds.map((r) => (
        <li key={r.number} data-testid="schedule-round" data-round={r.number} data-status={r.status}>
          <span className="font-semibold">{t("round", { round: r.number })}</span>{" "}
          {r.status === "scheduled"
            ? r.afterPrevious
              ? t("schedule.afterPrevious", { previous: r.number - 1 })
              : t.rich("schedule.starts", { time: time(r.scheduledAt) })
            : t.rich("schedule.started", { start: time(r.startedAt), deadline: time(r.deadlineAt) })}
          {r.status === "finished" || r.status === "playing"
            ? `${t("separator")}${t("roundState", { state: r.status })}`
            : ""}
        </li>
      ))}
    </ol>
  );
}
