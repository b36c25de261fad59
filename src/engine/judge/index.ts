// Judge (docs/rules/judge.md): the ruleset, its view type, the decision table and the live-server helpers.
export { judgeRuleset, randomJudgeMove } from "./ruleset";
export type { JudgeView, JudgePicketView, JudgeResultView } from "./view";
export type { JudgeDealJson } from "./deal";
export type { JudgeMove } from "./move";
export type { JudgeState, PicketRound, MatchResult } from "./state";
export { currentPickets, revealPickets, nextRoundNumber, MATCH_ROUNDS, BRIGHT_BONUS } from "./state";
export { JUDGE_OPTION_SPECS, DEFAULT_JUDGE_OPTIONS, judgeOptions, type JudgeOptions } from "./options";
export {
  resolvePicket,
  windowEnd,
  isTie,
  isMistake,
  laterSeat,
  ROW_IDS,
  type Act,
  type TimedAction,
  type SeatActions,
  type Resolution,
  type RowId,
} from "./resolve";
export {
  liveRoundStatus,
  acceptsAction,
  effectiveTime,
  ewma,
  updateOwdEstimate,
  isFalseStart,
  hardenedReactionTime,
  recordMs,
  falseStartActions,
  correctAct,
  OWD_CAP_MS,
  EWMA_ALPHA,
  type LiveOptions,
  type LiveRoundInput,
  type LiveRoundStatus,
} from "./live";
