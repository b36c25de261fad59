// Tournaments as the pages see them. Everything is recomputed from the stored event by the tournament
// maths (src/server/tournaments/view.ts): no standings or brackets are stored.
import type { GameName, MatchEnd } from "~/engine/core/ruleset";
import type { TimeControl } from "./time-control";

export type TournamentFormat = "elimination" | "round_robin" | "swiss";
export type TournamentStatus = "registration" | "running" | "finished" | "cancelled";

export interface TournamentSummaryView {
  id: string;
  name: string;
  game: GameName;
  gameTitle: string;
  /** The page names it in its language (Tournaments formats.<format>). */
  format: TournamentFormat;
  status: TournamentStatus;
  featured: boolean;
  organiser: { id: string; displayName: string };
  /**
   * Sides a table (players, or teams of teamSize), and the fewest when the count does not divide: the page says "2
   * players a table", "2 teams of 2 (4 players a table)".
   */
  tables: { sidesPerTable: number; minSidesPerTable: number };
  teamSize: number;
  scoring: "cumulative" | "victories";
  gamesPerPairing: number;
  registrationClosesAt: string;
  firstRoundAt: string;
  entrantCount: number;
  /** How many wait for a place (a full individual event's waiting list; 0 otherwise). */
  waitingCount: number;
  minEntrants: number;
  maxEntrants: number;
  totalRounds: number | null;
  currentRound: number | null;
  winnerName: string | null;
  /**
   * Why a cancelled event was called off: by its organiser or an admin, with the reason they typed ("" for none), or by
   * the close for too few entrants (entrantCount of minEntrants); the pages say it in their language. Null while it is
   * not cancelled.
   */
  cancelled: { by: "organiser" | "admin" | "too_few"; reason: string } | null;
}

export interface EntrantView {
  id: string;
  name: string;
  seed: number | null;
  members: { id: string; displayName: string }[];
  isMine: boolean;
}

export interface TeamView {
  id: string;
  name: string;
  captainId: string;
  members: { id: string; displayName: string; status: "invited" | "accepted" }[];
  /** Every place accepted: the team is an entrant. */
  complete: boolean;
}

export interface PairingGameView {
  index: number;
  tableId: string;
  gameId: string;
  status: "active" | "finished" | "aborted";
  /** The seat that dealt first (the rotation), null for Judge. */
  firstDealer: number | null;
  /** The player in that seat (team events: the team seating), for "Akiko deals first". */
  firstDealerName: string | null;
  /** Team events: that player's team. */
  firstDealerTeam: string | null;
  /** Points per side in this game's scoring once over. */
  points: number[] | null;
  /** Per side: forfeited the game (timed out too often, or resigned). */
  forfeited: boolean[] | null;
  /** Per side: that forfeit was a resign (game.resign), shown "resigned" rather than "forfeited". */
  resigned: boolean[] | null;
}

export interface PairingView {
  index: number;
  matchId: string | null;
  sides: { entrantId: string; name: string }[];
  games: PairingGameView[];
  /** Table points per side (the event's scoring, summed over the games) once every game is over. */
  points: number[] | null;
  places: number[] | null;
  /** The side that won the table (elimination: goes through), once over. */
  winner: string | null;
  finished: boolean;
}

export interface RoundView {
  number: number;
  status: "scheduled" | "playing" | "finished";
  scheduledAt: string;
  /** A round still to come whose scheduled time is not after the start of the round before: it starts when that one is over. */
  afterPrevious: boolean;
  startedAt: string | null;
  deadlineAt: string | null;
  finishedAt: string | null;
  /** Who sits the round out, and the points the bye counts (as the standings do now; null if not counted). */
  byes: { entrantId: string; name: string; points: number | null }[];
  pairings: PairingView[];
}

export interface StandingView {
  rank: number;
  entrantId: string;
  name: string;
  seed: number;
  score: number;
  played: number;
  byes: number;
  wins: number;
  buchholz: number;
  sonnebornBerger: number;
  headToHead: number | null;
  decidedBy: string | null;
}

export interface BracketMatchView {
  id: string;
  round: number;
  index: number;
  status: "walkover" | "waiting" | "ready" | "finished";
  slots: { entrantId: string | null; name: string | null; seed: number | null; from: string | null }[];
  winner: string | null;
  points: number[] | null;
  /** The pairing's first table, once the match is being played. */
  tableId: string | null;
}

export interface CrosstableView {
  order: { entrantId: string; name: string }[];
  rows: {
    entrantId: string;
    name: string;
    rank: number;
    score: number;
    cells: { round: number; points: number; opponentPoints: number; result: 1 | 0.5 | 0 }[][];
  }[];
}

export interface TournamentView extends TournamentSummaryView {
  description: string;
  /** `titleKey`: the Options catalog key a built-in preset's title is said with (builtInWordKeys); null: as written. */
  preset: { id: string; slug: string; title: string; titleKey: string | null; version: number };
  /** Option values every game plays, in words. */
  options: { name: string; label: string; value: string }[];
  /** How every game of the event ends under its options (the pages say it in their language); null: a game the engine does not know. */
  end: MatchEnd | null;
  teamsChoice: string;
  /**
   * What a bye scores (src/engine/tournament/SWISS.md, "4. Byes and scores"): the round's average (the mean of
   * the points the sides that played scored) or a fixed number.
   */
  byeScore: "average" | number;
  sidesPerTable: number;
  swissRounds: number | null;
  timeControl: TimeControl | null;
  timeoutsBeforeForfeit: number | null;
  roundDurationSeconds: number;
  roundIntervalSeconds: number;
  startedAt: string | null;
  finishedAt: string | null;
  winner: { entrantId: string; name: string } | null;
  entrants: EntrantView[];
  /** Team events: every team, complete or not. */
  teams: TeamView[];
  /** The waiting list in order, for the organiser or an admin only; null for everyone else. */
  waitingList: { id: string; displayName: string }[] | null;
  rounds: RoundView[];
  standings: StandingView[];
  bracket: BracketMatchView[][] | null;
  crosstable: CrosstableView | null;
  viewer: {
    signedIn: boolean;
    registered: boolean;
    /** Team events: the viewer's team and whether they are its captain. */
    teamId: string | null;
    isCaptain: boolean;
    invitations: { teamId: string; teamName: string }[];
    /** Why registering is impossible now (closed, full), or null. */
    registrationBlocked: string | null;
    /** 1-based place on the waiting list, or null when not on it. */
    waitingPosition: number | null;
    /** Why the viewer cannot join the waiting list now, or null (the page offers "Join the waiting list"). */
    waitingListBlocked: string | null;
    canWithdraw: boolean;
    isOrganiser: boolean;
    isAdmin: boolean;
    /** The organiser or an admin, before round 1 starts: the page offers "Cancel tournament". */
    canCancel: boolean;
    /** The organiser or an admin: what "Edit event" may change now (everything before round 1, then the description). */
    editable: ("name" | "description" | "registrationClosesAt" | "firstRoundAt")[];
    /** The organiser or an admin, before round 1 starts: "Remove" beside each entrant or team. */
    canRemoveEntrants: boolean;
  };
}
