// Koi-Koi (docs/rules/koikoi.md) behind the common Ruleset interface.

import { parseOptionValues } from "../core/options";
import { err, ok } from "../core/result";
import { checkedFirstDealer, type MatchSetup, type Ruleset } from "../core/ruleset";
import { dealFromSeedString, dealToJson, type KoikoiDealJson } from "./deal";
import { describeKoikoiMove } from "./describe";
import { drawsToJson, parseFirstDealerFacts, type FirstDealerFacts } from "./first-dealer";
import { applyKoikoiMove, expectedDealerOf, newLiveGame, newRecordGame, startRoundFromRecord } from "./game";
import { legalRoundMoves, type KoikoiMove } from "./moves";
import { KOIKOI_OPTION_SPECS } from "./options";
import type { KoikoiState } from "./state";
import { gameWinner, toActOf, viewOf, type KoikoiView } from "./view";

function validateSetup(setup: MatchSetup) {
  if (setup.players !== 2) return err("bad-players", `Koi-Koi is for 2 players, not ${setup.players}`);
  if (setup.teams !== null && setup.teams !== undefined) return err("bad-teams", "Koi-Koi has no teams");
  const parsed = parseOptionValues(KOIKOI_OPTION_SPECS, setup.options, "koikoi");
  if (!parsed.ok) return parsed;
  return ok<MatchSetup>({ players: 2, teams: null, options: parsed.value });
}

export const koikoiRuleset: Ruleset<KoikoiState, KoikoiMove, KoikoiView, "koikoi"> = {
  game: "koikoi",
  title: "Koi-Koi",
  minPlayers: 2,
  maxPlayers: 2,
  optionSpecs: KOIKOI_OPTION_SPECS,
  presets: [],

  teamLayouts: () => [],
  validateSetup,

  newGame(setup, seed, opts) {
    const v = validateSetup(setup);
    if (!v.ok) return v;
    const first = checkedFirstDealer(opts, 2);
    if (!first.ok) return err("bad-dealer", first.message);
    return newLiveGame(v.value, seed, first.seat);
  },
  newGameAwaitingDeal: (setup) => newRecordGame(setup),
  // The first-dealer draws are in every view but not in a record; the dealer they gave goes with them.
  startFacts(state): FirstDealerFacts | null {
    const dealer = state.dealt[0]?.dealer ?? state.firstDealer;
    return state.dealerDraws && dealer !== null ? { draws: drawsToJson(state.dealerDraws), dealer } : null;
  },
  withStartFacts(state, facts) {
    if (state.phase !== "awaiting-deal" || state.dealt.length > 0 || state.dealerDraws !== null)
      return err("not-at-start", "the first-dealer draws belong to a game before its first deal");
    const parsed = parseFirstDealerFacts(facts);
    if (!parsed.ok) return parsed;
    return ok({ ...state, dealerDraws: parsed.value.draws, firstDealer: parsed.value.dealer });
  },
  startRound: (state, dealer, deal) => startRoundFromRecord(state, dealer, deal),
  dealFromSeed: (state, dealer, seed): KoikoiDealJson =>
    dealToJson(dealFromSeedString(seed, state.config, dealer ?? 0)),

  phase: (state) => state.phase,
  expectedDealer: expectedDealerOf,
  toAct: toActOf,
  legalMoves(state, seat) {
    if (state.phase !== "playing" || state.round === null) return [];
    return legalRoundMoves(state.round, seat);
  },
  applyMove: applyKoikoiMove,
  playerView: viewOf,
  describeMove: describeKoikoiMove,

  dealtRounds: (state) => state.dealt,
  roundSummaries: (state) => state.finished.map((f) => f.summary),
  totals: (state) => [...state.totals],
  winner: gameWinner,
  explainRound: (state, i) => state.finished[i]?.explanation ?? null,
};
