// Bots for every game: practice opponents, seat fillers and timeout stand-ins.
//
//   chooseMove({ game, setup, seat, view, legalMoves, level, rng, budget? })
//
// A bot sees only its seat's player view (`ruleset.playerView(state, seat)`), that seat's legal
// moves (`ruleset.legalMoves(state, seat)`) and the match setup; there is no way to hand it a state.
// It is pure and synchronous: randomness comes from `rng`, time from `budget.now`. A reflex game's
// bot returns its timed action for the round instead of a record move. Each game's bot lives in its
// folder (src/engine/<game>/bot/) and is reached through the bot registry (registry.ts).

export { chooseMove } from "./choose-move";
export type { BotInput, BotInputOf, BotMove, BotMoveOf } from "./registry";
export type { BotBudget, BotLevel } from "./types";
export { BOT_LEVELS } from "./types";
export {
  analyseMoves,
  ANALYSABLE_GAMES,
  isAnalysable,
  type AnalysisInput,
  type CandidateFigures,
  type MoveAnalysis,
} from "./analyse";
