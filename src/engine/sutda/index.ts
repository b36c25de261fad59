export { sutdaRuleset, newSutdaGameWithStacks } from "./ruleset";
export type { SutdaBoardView, SutdaView, SutdaSeatView, SutdaRoundResult } from "./view";
export type { SutdaState, SutdaMove } from "./state";
export { evaluateHand, bestHands, type HandValue, type RankingRules } from "./ranking";
export { DECK_NAMES, deckCards, type DeckName } from "./deck";
