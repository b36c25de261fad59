// When registration closes and each round starts, runs and ends.
import type { TournamentView } from "~/server/views/tournament";
import { EventTime } from "../event-time";

export function Schedule({ v }: { v: TournamentView }) {
  return (
    <ol className="space-y-1" data-testid="schedule-list">
      <li>
        <span className="font-semibold">Registration closes</span> <EventTime iso={v.registrationClosesAt} />
      </li>
      {v.rounds.map((r) => (
        <li key={r.number} data-testid="schedule-round" data-round={r.number} data-status={r.status}>
          <span className="font-semibold">Round {r.number}</span>{" "}
          {r.status === "scheduled" ? (
            r.afterPrevious ? (
              `starts when round ${r.number - 1} is over`
            ) : (
              <>
                starts <EventTime iso={r.scheduledAt} />
              </>
            )
          ) : (
            <>
              started <EventTime iso={r.startedAt} /> · deadline <EventTime iso={r.deadlineAt} />
            </>
          )}
          {r.status === "finished" ? " · finished" : r.status === "playing" ? " · playing" : ""}
        </li>
      ))}
    </ol>
  );
}
