// The rounds played so far, newest first: each round's pairings and byes.
import { useLocale, useTranslations } from "next-intl";
import type { RoundView, TournamentView } from "~/server/views/tournament";
import { EventTime } from "../event-time";
import { byesLine } from "./bye-score";
import { Pairing } from "./pairing";

export function Rounds({
  rounds,
  teamSize,
  byeScore,
  entrants = [],
}: {
  rounds: RoundView[];
  teamSize: number;
  byeScore: TournamentView["byeScore"];
  entrants?: TournamentView["entrants"];
}) {
  const t = useTranslations("Tournaments");
  const locale = useLocale();
  const played = rounds.filter((r) => r.status !== "scheduled").reverse();
  if (!played.length) return <p className="text-ink-soft">{t("firstRoundPaired")}</p>;
  return (
    <div className="space-y-4">
      {played.map((r) => (
        <div key={r.number} data-testid="round" data-round={r.number} data-status={r.status}>
          <h3 className="mb-2 font-semibold">
            {t("round", { round: r.number })}
            <span className="font-normal text-ink-soft">
              {t("separator")}
              {r.status === "finished"
                ? t("roundState", { state: "finished" })
                : t.rich("deadline", { time: () => <EventTime iso={r.deadlineAt} /> })}
            </span>
          </h3>
          <ul className="grid gap-2 md:grid-cols-2">
            {r.pairings.map((p) => (
              <Pairing key={p.index} p={p} teamSize={teamSize} entrants={entrants} />
            ))}
          </ul>
          {r.byes.length ? (
            <p className="mt-1 text-sm text-ink-soft" data-testid="round-byes">
              {byesLine(r, byeScore, t, locale)}
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}
