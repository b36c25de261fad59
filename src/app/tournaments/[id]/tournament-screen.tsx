"use client";
// One tournament, live: the server's view arrives first from the page and then from tournament.onChange after every
// registration, pairing, finished game and round.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSubscription, useTRPC } from "~/app/_lib/trpc";
import { usePageVisible } from "~/app/_lib/use-page-visible";
import type { TournamentView } from "~/server/views/tournament";
import { cancelledLine } from "../cancelled-line";
import { BracketDrawing } from "./bracket";
import { CrosstableGrid } from "./crosstable";
import { EntrantList } from "./entrant-list";
import { Facts } from "./facts";
import { Registration } from "./registration";
import { Rounds } from "./rounds";
import { Schedule } from "./schedule";
import { Section } from "./section";
import { StandingsTable, TieBreakLegend } from "./standings";
import { TournamentHeader } from "./tournament-header";
import { YourGame } from "./your-game";

export function TournamentScreen({ initial }: { initial: TournamentView }) {
  const t = useTranslations("Tournaments");
  const trpc = useTRPC();
  const [v, setV] = useState(initial);
  const visible = usePageVisible();
  useSubscription(
    trpc.tournament.onChange.subscriptionOptions(
      { tournamentId: initial.id },
      { enabled: visible, onData: (x) => setV(x) },
    ),
  );
  const seeded = v.status === "running" || v.status === "finished";

  return (
    <div data-testid="tournament" data-status={v.status}>
      <TournamentHeader v={v} />

      {v.winner ? (
        <p className="panel mb-6 border-kin bg-kin/20 p-4 text-xl font-semibold" data-testid="winner" role="status">
          {t("winner", { name: v.winner.name })}
        </p>
      ) : null}
      {v.status === "cancelled" ? (
        <p className="panel mb-6 p-4 font-semibold text-beni" data-testid="cancelled" role="status">
          {cancelledLine(v, t)}
        </p>
      ) : null}

      {v.status === "running" ? <YourGame v={v} /> : null}

      {/* A cancelled event has no registration, bracket or rounds: its facts take the whole width, not a column beside a blank. */}
      <div
        className={
          v.status === "cancelled"
            ? "grid items-start gap-x-6 lg:grid-cols-3 [&>div]:contents"
            : "grid gap-6 lg:grid-cols-[1fr_20rem]"
        }
        data-testid="tournament-body"
      >
        <div className="min-w-0">
          {v.status === "registration" ? <Registration v={v} /> : null}
          {seeded && v.bracket ? (
            <Section title={t("section.bracket")} id="bracket">
              <BracketDrawing rounds={v.bracket} />
            </Section>
          ) : null}
          {seeded && v.crosstable ? (
            <Section title={t("section.crosstable")} id="crosstable-section">
              <CrosstableGrid c={v.crosstable} entrants={v.entrants} />
            </Section>
          ) : null}
          {seeded && v.format !== "elimination" ? (
            <Section title={t("section.standings", { final: String(v.status === "finished") })} id="standings">
              <StandingsTable rows={v.standings} swiss={v.format === "swiss"} entrants={v.entrants} />
              <TieBreakLegend />
            </Section>
          ) : null}
          {seeded ? (
            <Section title={t("section.rounds")} id="rounds">
              <Rounds rounds={v.rounds} teamSize={v.teamSize} byeScore={v.byeScore} entrants={v.entrants} />
            </Section>
          ) : null}
        </div>
        <div className="min-w-0">
          <Section title={t("section.about")} id="facts">
            <Facts v={v} />
          </Section>
          <Section title={t("section.schedule")} id="schedule">
            <Schedule v={v} />
          </Section>
          <Section title={t("section.entrants", { teams: String(v.teamSize > 1) })} id="entrants">
            <EntrantList v={v} />
          </Section>
        </div>
      </div>
    </div>
  );
}
