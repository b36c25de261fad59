// The status under an event's name between two rounds: round 1 is over and round 2 is scheduled later, so "Running:
// round 1 of 2" alone read as a round still in play; the line says the round is over and when the next one starts.
import { htmlWords, renderIntl } from "~/app/_lib/testing/intl";
import { roundView } from "~/app/_lib/testing/tournament-view";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import { TournamentStatus } from "./tournament-status";

const between = {
  status: "running" as const,
  currentRound: 1,
  totalRounds: 2,
  rounds: [
    roundView(1, "finished", []),
    roundView(2, "scheduled", [], { scheduledAt: "2026-11-21T14:00:00Z", startedAt: null, deadlineAt: null }),
  ],
};
const line = (locale: Locale, v = between) => htmlWords(renderIntl(<TournamentStatus v={v} />, locale)).trim();

describe("the status line between rounds", () => {
  it("says the round is over and when the next starts, in every language", () => {
    expect(line("en")).toBe("Round 1 of 2 over · round 2 starts Sat 21 Nov, 14:00 UTC");
    expect(line("de")).toMatch(/^Runde 1 von 2 beendet · Runde 2 beginnt /);
    expect(line("es")).toMatch(/^Ronda 1 de 2 terminada · la ronda 2 empieza /);
    expect(line("fr")).toMatch(/^Ronde 1 sur 2 terminée · la ronde 2 commence /);
    expect(line("ja")).toMatch(/^第1ラウンド（全2）終了・第2ラウンド開始 /);
    expect(line("ko")).toMatch(/^2라운드 중 1라운드 종료 · 2라운드 시작 /);
  });

  it("keeps the round in play while it is played", () => {
    const playing = { ...between, rounds: [roundView(1, "playing", []), between.rounds[1]!] };
    expect(line("en", playing)).toBe("Running: round 1 of 2");
  });
});
