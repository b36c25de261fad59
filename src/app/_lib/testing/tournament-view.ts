// Tournaments as the server shows them, for component tests: a list's summary and a round's pairing with its games,
// each of which a test changes with a patch.
import type { PairingView, RoundView, TournamentSummaryView, TournamentView } from "~/server/views/tournament";

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

type PairingGameView = PairingView["games"][number];

/** Game `index` of a pairing, at table `t<index>`, in play with no first dealer and no score; `patch` changes it. */
export function pairingGame(index: number, patch: Partial<PairingGameView> = {}): PairingGameView {
  return {
    index,
    tableId: `t${index}`,
    gameId: `g${index}`,
    status: "active",
    firstDealer: null,
    firstDealerName: null,
    firstDealerTeam: null,
    points: null,
    forfeited: null,
    resigned: null,
    ...patch,
  };
}

/** The first pairing of a round: Aiko (entrant "a") against Botan ("b"), no game yet, undecided; `patch` changes it. */
export function pairingView(patch: Partial<PairingView> = {}): PairingView {
  return {
    index: 0,
    matchId: null,
    sides: [
      { entrantId: "a", name: "Aiko" },
      { entrantId: "b", name: "Botan" },
    ],
    games: [],
    points: null,
    places: null,
    winner: null,
    finished: false,
    ...patch,
  };
}

/** Round `number`, started on 21 November 2026 with `pairings`, finished by noon if `status` says so; `patch` changes it. */
export function roundView(
  number: number,
  status: RoundView["status"],
  pairings: PairingView[],
  patch: Partial<RoundView> = {},
): RoundView {
  return {
    number,
    status,
    scheduledAt: "2026-11-21T10:00:00Z",
    afterPrevious: false,
    startedAt: "2026-11-21T10:00:00Z",
    deadlineAt: "2026-11-22T10:00:00Z",
    finishedAt: status === "finished" ? "2026-11-21T12:00:00Z" : null,
    byes: [],
    pairings,
    ...patch,
  };
}

/**
 * The page of an event open for registration with two entrants (Aiko and Botan), seen by a signed-in player who has
 * not entered; `summary`, `over` and `viewer` change it.
 */
export function openEventView(
  summary: Partial<TournamentSummaryView> = {},
  over: Partial<TournamentView> = {},
  viewer: Partial<TournamentView["viewer"]> = {},
): TournamentView {
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const entrants = ["Aiko", "Botan"].map((name, i) => ({
    id: `e${i}`,
    name,
    seed: null,
    members: [{ id: `u${i}`, displayName: name }],
    isMine: false,
  }));
  return {
    ...tournamentSummary({
      id: "t1",
      name: "Waiting Cup",
      organiser: { id: "org", displayName: "Oda" },
      registrationClosesAt: later,
      firstRoundAt: later,
      entrantCount: 2,
      ...summary,
    }),
    description: "",
    preset: { id: "p", slug: "standard", title: "Standard rules", titleKey: null, version: 1 },
    options: [],
    end: { kind: "rounds", rounds: 10 },
    teamsChoice: "none",
    byeScore: "average",
    sidesPerTable: 2,
    swissRounds: null,
    timeControl: { kind: "per_move", seconds: 60 },
    timeoutsBeforeForfeit: 3,
    roundDurationSeconds: 3600,
    roundIntervalSeconds: 3600,
    startedAt: null,
    finishedAt: null,
    winner: null,
    entrants,
    teams: [],
    waitingList: null,
    rounds: [],
    standings: [],
    bracket: null,
    crosstable: null,
    ...over,
    viewer: {
      signedIn: true,
      registered: false,
      teamId: null,
      isCaptain: false,
      invitations: [],
      registrationBlocked: null,
      waitingPosition: null,
      waitingListBlocked: null,
      canWithdraw: false,
      isOrganiser: false,
      isAdmin: false,
      canCancel: false,
      editable: [],
      canRemoveEntrants: false,
      ...viewer,
    },
  };
}
