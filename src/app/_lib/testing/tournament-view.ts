// Tournaments as the server shows them, for component tests: a list's summary, which a test changes with a patch.
import type { TournamentSummaryView } from "~/server/views/tournament";

/** A Swiss Sutda event for two-player tables, open for registration with nobody entered; `patch` changes it. */
export function tournamentSummary(patch: Partial<TournamentSummaryView> = {}): TournamentSummaryView {
  const later = new Date(Date.now() + 3_600_000).toISOString();
  return {
    id: "t",
    name: "Cup",
    game: "sutda",
    gameTitle: "Sutda",
    format: "swiss",
    status: "registration",
    featured: false,
    organiser: { id: "o", displayName: "Olive" },
    tables: { sidesPerTable: 2, minSidesPerTable: 2 },
    teamSize: 1,
    scoring: "cumulative",
    gamesPerPairing: 1,
    registrationClosesAt: later,
    firstRoundAt: later,
    entrantCount: 0,
    waitingCount: 0,
    minEntrants: 2,
    maxEntrants: 8,
    totalRounds: null,
    currentRound: null,
    winnerName: null,
    cancelled: null,
    ...patch,
  };
}
