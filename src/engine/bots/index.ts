// Bots for every game: practice opponents, seat fillers and timeout stand-ins.
//
//   chooseMove({ game, setup, seat, view, legalMoves, level, rng, budget? })
//
// A bot sees only its seat's player view (`ruleset.playerView(state, seat)`), that seat's legal
// moves (`ruleset.legalMoves(state, seat)`) and the match setup; there is no way to hand it a state.
// It is pure and synchronous: randomness comes from `rng`, time from `budget.now`. Judge bots return
// their timed action for the revealed picket round instead of a record move.

export { chooseMove } from "./choose-move";
export type {
  BotBudget,
  BotInput,
  BotLevel,
  BotMove,
  JudgeBotAction,
  JudgeBotInput,
  KoikoiBotInput,
  MushiBotInput,
  SakuraBotInput,
  SfjBotInput,
  SutdaBotInput,
} from "./types";
export { BOT_LEVELS } from "./types";
export {
  analyseMoves,
  ANALYSABLE_GAMES,
  isAnalysable,
  type AnalysableGame,
  type AnalysisInput,
  type CandidateFigures,
  type MoveAnalysis,
} from "./analyse";
