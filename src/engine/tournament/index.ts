// Tournament maths: pure functions over plain data (see README.md in this folder).

export type {
  ByeScore,
  EntrantId,
  GameResult,
  RoundPairing,
  RoundRecord,
  RoundWinner,
  ScoringMode,
  ScoringRules,
  TableResult,
  TableShape,
  TableSides,
} from "./types";
export { checkShape, tableLayout, type TableLayout } from "./layout";
export {
  checkTableResult,
  gamePoints,
  tableOutcome,
  tableWinner,
  versus,
  victoriesOf,
  winnerDecidedBy,
  type TableOutcome,
} from "./outcome";
export { gameResultOf, totalsAreVictories, type GameFlags } from "./from-engine";
export { dealtBeforeAt, firstDealerCounts, firstDealers, firstDealsBySide } from "./dealer";
export { seating, sideOfSeat } from "./seats";
export {
  buildBracket,
  resolveBracket,
  seedingOrder,
  type Bracket,
  type BracketMatch,
  type BracketSlot,
  type BracketState,
  type MatchState,
  type MatchStatus,
} from "./bracket";
export { roundRobin, type RoundRobinMethod, type RoundRobinSchedule } from "./roundrobin";
export { pairSwiss, swissRoundCount, type SwissInput, type SwissPairing } from "./swiss";
export {
  DEFAULT_TIEBREAKS,
  standings,
  type Criterion,
  type StandingRow,
  type StandingsInput,
  type TieBreak,
} from "./standings";
export { crosstable, type Crosstable, type CrosstableRow, type CrossMeeting } from "./crosstable";
export { buildLedger, byePoints, type ByeRecord, type Ledger } from "./ledger";
