// Sakura (docs/rules/sakura.md) behind the common Ruleset interface.

import { err, ok } from "../core/result";
import { checkedFirstDealer, type Ruleset } from "../core/ruleset";
import { dealFromSeedString, dealToJson, type SakuraDealJson } from "./deal";
import { describeSakuraMove, phraseSakuraMove } from "./describe";
import { explanationAt } from "./explain";
import { firstDealerStartFacts, withFirstDealerFacts } from "../core/first-dealer-draws";
import { parseFirstDealerFacts, type FirstDealerFacts } from "./first-dealer";
import {
  applyMoveTo,
  firstDealerDrawers,
  gameWinner,
  legalMovesOf,
  newLiveGame,
  newRecordGame,
  startRoundFromRecord,
  toActOf,
} from "./match";
import { expectedDealerOf } from "./match-state";
import type { SakuraMove } from "./moves";
import { configOf, validateSakuraSetup } from "./setup";
import type { SakuraState } from "./state";
import { sakuraBoardView, sakuraPlayerView, type SakuraBoardView, type SakuraView } from "./view";
import { sakuraProgress, sakuraFallbackMove, sakuraTournamentOptions, sakuraTotalsAreVictories } from "./table-facts";
import { SAKURA_FACTS } from "./facts";

export const sakuraRuleset: Ruleset<SakuraState, SakuraMove, SakuraView, "sakura", SakuraBoardView> = {
  ...SAKURA_FACTS,
  title: "Sakura",
  summary:
    "Hawaiian hanafuda for 2 to 7 players, alone or in teams: capture cards of the same month, complete the eight yaku, and use the Lightning as a wild card.",
  standardRules:
    "The rulebook's Sakura: clockwise play, a dealt Teshi or Kuttsuki wins the round for 6, the Gaji is wild with the November restriction, 12 rounds of cumulative points.",
  progress: sakuraProgress,
  fallbackMove: sakuraFallbackMove,
  tournamentOptions: sakuraTournamentOptions,
  totalsAreVictories: sakuraTotalsAreVictories,

  newGame(setup, seed, opts) {
    const v = validateSakuraSetup(setup);
    if (!v.ok) return v;
    const first = checkedFirstDealer(opts, v.value.players);
    if (!first.ok) return err("bad-dealer", first.message);
    return ok(newLiveGame(v.value, seed, first.seat));
  },
  newGameAwaitingDeal: (setup) => newRecordGame(setup),
  // The first-dealer draws are in every view (firstDealerDraws) but not in a record; the dealer they gave goes with them.
  startFacts: (state): FirstDealerFacts | null => firstDealerStartFacts(state),
  withStartFacts: (state, facts) =>
    withFirstDealerFacts(state, facts, (raw) => {
      const cfg = state.cfg;
      return parseFirstDealerFacts(raw, cfg.players, firstDealerDrawers(cfg), cfg.rules.tiebreakHigher);
    }),
  startRound: startRoundFromRecord,
  dealFromSeed: (state, _dealer, seed): SakuraDealJson =>
    dealToJson(dealFromSeedString(seed, state.cfg.players, state.cfg.sizes)),

  phase: (state) => state.phase,
  expectedDealer: expectedDealerOf,
  toAct: toActOf,
  legalMoves: legalMovesOf,
  applyMove: applyMoveTo,
  playerView: sakuraPlayerView,
  boardView: sakuraBoardView,
  describeMove: describeSakuraMove,
  phraseMove: phraseSakuraMove,

  dealtRounds: (state) => state.dealt,
  roundSummaries: (state) => state.summaries,
  totals: (state) => [...state.totals],
  winner: gameWinner,
  explainRound: (state, i) => explanationAt(state, i),
};

export { configOf };
