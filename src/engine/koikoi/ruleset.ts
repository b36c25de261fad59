// Koi-Koi (docs/rules/koikoi.md) behind the common Ruleset interface.

import { checkedNewGame, fishingStateReaders } from "../core/fishing-ruleset";
import type { Ruleset } from "../core/ruleset";
import { dealFromSeedString, dealToJson, type KoikoiDealJson } from "./deal";
import { describeKoikoiMove, phraseKoikoiMove } from "./describe";
import { firstDealerStartFacts, withFirstDealerFacts, type FirstDealerFacts } from "../core/first-dealer-draws";
import { parseFirstDealerFacts } from "./first-dealer";
import { applyKoikoiMove, expectedDealerOf, newLiveGame, newRecordGame, startRoundFromRecord } from "./game";
import { legalRoundMoves, type KoikoiMove } from "./moves";
import type { KoikoiState } from "./state";
import { fishingBoardView } from "../core/fishing-view";
import { gameWinner, toActOf, viewOf, type KoikoiBoardView, type KoikoiView } from "./view";
import { koikoiProgress, koikoiFallbackMove } from "./table-facts";
import { KOIKOI_FACTS, validateKoikoiSetup as validateSetup } from "./facts";

export const koikoiRuleset: Ruleset<KoikoiState, KoikoiMove, KoikoiView, "koikoi", KoikoiBoardView> = {
  ...KOIKOI_FACTS,
  title: "Koi-Koi",
  summary:
    "The best-known Japanese flower-card game: capture by month, only yaku score; make one, then stop to score it or call koi-koi and play on for more.",
  standardRules:
    "Koi-Koi as most Japanese players know it: 12 rounds, yaku only, a stop at 7 points or more doubled, and doubled again after the opponent's koi-koi call.",
  progress: koikoiProgress,
  fallbackMove: koikoiFallbackMove,

  newGame: checkedNewGame(validateSetup, newLiveGame),
  newGameAwaitingDeal: (setup) => newRecordGame(setup),
  // The first-dealer draws are in every view but not in a record; the dealer they gave goes with them.
  startFacts: (state): FirstDealerFacts | null => firstDealerStartFacts(state),
  withStartFacts: (state, facts) => withFirstDealerFacts(state, facts, parseFirstDealerFacts),
  startRound: (state, dealer, deal) => startRoundFromRecord(state, dealer, deal),
  dealFromSeed: (state, dealer, seed): KoikoiDealJson =>
    dealToJson(dealFromSeedString(seed, state.config, dealer ?? 0)),

  ...fishingStateReaders<KoikoiState>(),
  expectedDealer: expectedDealerOf,
  toAct: toActOf,
  legalMoves(state, seat) {
    if (state.phase !== "playing" || state.round === null) return [];
    return legalRoundMoves(state.round, seat);
  },
  applyMove: applyKoikoiMove,
  playerView: viewOf,
  boardView: fishingBoardView,
  describeMove: describeKoikoiMove,
  phraseMove: phraseKoikoiMove,

  winner: gameWinner,
};
