// Season's Flowers in Japan (docs/rules/sfj.md) behind the common Ruleset interface.

import { ok } from "../core/result";
import { checkedNewGame, fishingStateReaders } from "../core/fishing-ruleset";
import type { Ruleset } from "../core/ruleset";
import { dealFromSeedString, dealToJson, type SfjDealJson } from "./deal";
import { describeSfjMove, phraseSfjMove } from "./describe";
import { firstDealerStartFacts, withFirstDealerFacts } from "../core/first-dealer-draws";
import { parseFirstDealerFacts, type FirstDealerFacts } from "./firstDealer";
import { applySfjMove, expectedDealerOf, newLiveGame, newRecordGame, startRoundFromRecord } from "./game";
import { legalRoundMoves, type SfjMove } from "./moves";
import type { SfjState } from "./state";
import { fishingBoardView } from "../core/fishing-view";
import { gameWinner, toActOf, viewOf, type SfjBoardView, type SfjView } from "./view";
import { sfjProgress, sfjFallbackMove } from "./table-facts";
import { SFJ_FACTS, validateSfjSetup as validateSetup } from "./facts";

export const sfjRuleset: Ruleset<SfjState, SfjMove, SfjView, "sfj", SfjBoardView> = {
  ...SFJ_FACTS,
  title: "Season's Flowers in Japan",
  summary:
    "Classic flower matching for 2 to 4 players: score card points against par and form roles such as the Four Brights and Boar-Deer-Butterfly.",
  standardRules:
    "Season's Flowers in Japan as its leaflet gives it: chaff worth nothing, scores against the breakeven, the roles paid by every opponent, 12 rounds.",
  progress: sfjProgress,
  fallbackMove: sfjFallbackMove,

  newGame: checkedNewGame(validateSetup, newLiveGame),
  newGameAwaitingDeal: (setup) => newRecordGame(setup),
  // The first-dealer draws are in every view (dealerDraws) but not in a record; the dealer they gave goes with them.
  startFacts: (state): FirstDealerFacts | null => firstDealerStartFacts(state),
  withStartFacts: (state, facts) =>
    withFirstDealerFacts(state, facts, (raw) => {
      const parsed = parseFirstDealerFacts(raw, state.config.players);
      return parsed.ok ? ok({ draws: parsed.value.attempts, dealer: parsed.value.dealer }) : parsed;
    }),
  startRound: (state, dealer, deal) => startRoundFromRecord(state, dealer, deal),
  dealFromSeed: (state, _dealer, seed): SfjDealJson => dealToJson(dealFromSeedString(seed, state.config.players)),

  ...fishingStateReaders<SfjState>(),
  expectedDealer: expectedDealerOf,
  toAct: toActOf,
  legalMoves(state, seat) {
    if (state.phase !== "playing" || state.round === null) return [];
    return legalRoundMoves(state.config, state.round, seat);
  },
  applyMove: applySfjMove,
  playerView: viewOf,
  boardView: fishingBoardView,
  describeMove: describeSfjMove,
  phraseMove: phraseSfjMove,

  winner: gameWinner,
};
