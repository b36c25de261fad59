// A tournament card in the list says where the event stands; a cancelled one, why (it said only "Cancelled" again,
// beside its "Cancelled" badge).
import { renderIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import { tournamentSummary } from "~/app/_lib/testing/tournament-view";
import type { TournamentSummaryView } from "~/server/views/tournament";
import { TournamentCard } from "./tournament-card";

const summary = (patch: Partial<TournamentSummaryView>): TournamentSummaryView =>
  tournamentSummary({
    name: "Lonely Event",
    status: "cancelled",
    registrationClosesAt: "2026-11-21T11:54:43Z",
    firstRoundAt: "2026-11-21T11:54:43Z",
    entrantCount: 1,
    minEntrants: 4,
    cancelled: { by: "too_few", reason: "" },
    ...patch,
  });
const text = (t: TournamentSummaryView) => renderIntl(<TournamentCard t={t} />).replace(/<[^>]+>/g, "");

describe("a tournament card", () => {
  it("says why an event was cancelled", () => {
    expect(text(summary({}))).toContain("Too few entrants registered: 1 of the 4 needed");
    expect(text(summary({ teamSize: 2, entrantCount: 0, minEntrants: 2 }))).toContain(
      "Too few teams registered: 0 of the 2 needed",
    );
  });

  it("says who cancelled an event by hand, and why", () => {
    const t = summary({ entrantCount: 5, cancelled: { by: "organiser", reason: "The venue is closed." } });
    expect(text(t)).toContain("Cancelled by the organiser: The venue is closed.");
    expect(text(t)).not.toContain("Too few");
    expect(text(summary({ cancelled: { by: "admin", reason: "" } }))).toContain("Cancelled by an admin.");
  });

  it("says who cancelled it in the page's language, the typed reason as written", () => {
    const ja = (t: TournamentSummaryView) => renderIntl(<TournamentCard t={t} />, "ja").replace(/<[^>]+>/g, "");
    const byHand = ja(summary({ entrantCount: 5, cancelled: { by: "organiser", reason: "会場が閉まりました" } }));
    expect(byHand).toContain("主催者により中止されました：会場が閉まりました");
    expect(byHand).not.toContain("Cancelled");
    expect(ja(summary({}))).toContain("参加者が足りませんでした");
  });

  it("names the game, the format and the tables' shape in the page's language", () => {
    const line = (locale: "ja" | "fr", t: TournamentSummaryView) =>
      renderIntl(<TournamentCard t={t} />, locale).replace(/<[^>]+>/g, "");
    expect(line("ja", summary({}))).toContain("ソッダ（섯다）・スイス式・1卓2人・累計点");
    const teams = summary({ format: "round_robin", teamSize: 2, tables: { sidesPerTable: 2, minSidesPerTable: 2 } });
    expect(line("fr", teams)).toContain("Toutes rondes · 2 équipes de 2 (4 joueurs par table)");
    expect(text(summary({ tables: { sidesPerTable: 3, minSidesPerTable: 2 } }))).toContain(
      "Sutda · Swiss · 3 players a table (2 when the count does not divide)",
    );
  });

  it("joins its parts with the language's own separator: Japanese's 「・」 takes no spaces", () => {
    const ja = (t: TournamentSummaryView) => renderIntl(<TournamentCard t={t} />, "ja").replace(/<[^>]+>/g, "");
    const cards = [
      summary({ gamesPerPairing: 2 }),
      summary({ status: "running", currentRound: 2, totalRounds: 3, entrantCount: 4 }),
      summary({ status: "finished", winnerName: "Chie", entrantCount: 4 }),
      summary({ status: "registration", registrationClosesAt: "2026-12-01T18:00:00Z", maxEntrants: 8 }),
      summary({ status: "registration", maxEntrants: 8, entrantCount: 8, waitingCount: 3 }),
    ].map(ja);
    for (const card of cards) expect(card).not.toContain("·");
    expect(cards[0]).toContain("1卓2人・1組あたり2局・累計点");
    expect(cards[2]).toContain("Chie・参加者4人");
    expect(cards[4]).toContain("満員・キャンセル待ち3人");
  });

  it("gives a finished event's winner", () => {
    expect(text(summary({ status: "finished", winnerName: "Chie", entrantCount: 4 }))).toContain(
      "Winner: Chie · 4 entrants",
    );
  });

  it("says how many wait for a place at a full individual event, and no waiting at a full team event", () => {
    const open = { status: "registration" as const, registrationClosesAt: "2026-12-01T18:00:00Z", maxEntrants: 8 };
    expect(text(summary({ ...open, entrantCount: 5 }))).toContain("5 of 8 places taken");
    expect(text(summary({ ...open, entrantCount: 8, waitingCount: 3 }))).toContain("Full · 3 waiting");
    expect(text(summary({ ...open, entrantCount: 8 }))).toContain("Full · nobody waiting");
    const team = text(summary({ ...open, teamSize: 2, entrantCount: 8 }));
    expect(team).toContain("Full (8 teams)");
    expect(team).not.toContain("waiting");
  });

  it("agrees the Spanish places line with its noun: plazas ocupadas", () => {
    const es = (t: TournamentSummaryView) => renderIntl(<TournamentCard t={t} />, "es").replace(/<[^>]+>/g, "");
    const open = { status: "registration" as const, registrationClosesAt: "2026-12-01T18:00:00Z", maxEntrants: 8 };
    expect(es(summary({ ...open, entrantCount: 2 }))).toContain("2 de 8 plazas ocupadas");
    expect(es(summary({ ...open, teamSize: 2, entrantCount: 2 }))).toContain("2 de 8 plazas de equipo ocupadas");
  });
});
