// Sutda (Korean Seotda, docs/rules/sutda.md) behind the common Ruleset interface.

import { err, ok, type MoveResult, type Result } from "../core/result";
import { Rng } from "../core/rng";
import { checkedFirstDealer, type MatchSetup, type NewGameOptions, type Ruleset } from "../core/ruleset";
import { betLadder, betRange } from "./auction";
import { dealCards, dealToJson, drawFirstOya, parseDeal } from "./deal";
import { applyAction, auctionRules, beginRound, continueLive, nextParticipants } from "./game";
import { describeSutdaMove, phraseSutdaMove, parseMove } from "./moves";
import { roundResultOf } from "./results";
import { configOf } from "./options";
import type { OyaDraw, SutdaMove, SutdaState } from "./state";
import { buildView, sutdaBoardView, type SutdaBoardView, type SutdaView } from "./view";
import { sutdaProgress, sutdaFallbackMove, sutdaTournamentOptions } from "./table-facts";
import { SUTDA_FACTS } from "./facts";

function initialState(
  setup: MatchSetup,
  rng: Rng | null,
  oyaDraws: OyaDraw[][],
  stacks?: readonly number[],
): SutdaState {
  const cfg = configOf(setup.players, setup.options);
  const n = setup.players;
  const chips = stacks ? stacks.slice() : new Array<number>(n).fill(cfg.stack);
  return {
    setup,
    cfg,
    rng: rng ? rng.state() : null,
    phase: "awaiting-deal",
    stacks: chips,
    active: chips.map((x) => x > 0),
    oyaDraws,
    dealt: [],
    summaries: [],
    details: [],
    handsPlayed: 0,
    nextDealer: null,
    rematchOf: null,
    hand: null,
    round: null,
    lastMove: null,
    winner: null,
  };
}

/**
 * A game from a record whose seats start with the given chips instead of the `stack` option (tests of
 * short stacks, test vector T19). Not part of the Ruleset interface.
 */
export function newSutdaGameWithStacks(setup: MatchSetup, stacks: readonly number[]): SutdaState {
  return initialState(setup, null, [], stacks);
}

export const sutdaRuleset: Ruleset<SutdaState, SutdaMove, SutdaView, "sutda", SutdaBoardView> = {
  ...SUTDA_FACTS,
  title: "Sutda",
  summary:
    "Korean Seotda with 20 cards: two-card hands ranked by pairs and special combinations, two rounds of bidding, chips to the best hand.",
  standardRules:
    "Sutda as the rulebook plays it: the 20-card kasu deck, multipliers x3 / x5 / x10 for pairs and 38, ties split the pot, play to the last player standing.",
  progress: sutdaProgress,
  fallbackMove: sutdaFallbackMove,
  tournamentOptions: sutdaTournamentOptions,

  newGame(setup: MatchSetup, seed: string, opts?: NewGameOptions): Result<SutdaState> {
    const valid = this.validateSetup(setup);
    if (!valid.ok) return valid;
    const first = checkedFirstDealer(opts, valid.value.players);
    if (!first.ok) return err("bad-dealer", first.message);
    const rng = Rng.fromSeed(seed);
    const cfg = configOf(setup.players, valid.value.options);
    // A given first Oya skips the draw (no draws are shown then).
    const { oya, attempts } =
      first.seat === null ? drawFirstOya(rng, cfg.deck, setup.players) : { oya: first.seat, attempts: [] };
    const st = initialState(valid.value, rng, attempts);
    return ok(continueLive({ ...st, nextDealer: oya }));
  },

  newGameAwaitingDeal(setup: MatchSetup): SutdaState {
    return initialState(setup, null, []);
  },

  startRound(state: SutdaState, dealer: number | null, deal: unknown): MoveResult<SutdaState> {
    if (state.phase !== "awaiting-deal")
      return err("not-awaiting-deal", state.phase === "game-over" ? "the game is over" : "a round is in progress");
    const n = state.cfg.players;
    if (dealer === null || !Number.isInteger(dealer) || dealer < 0 || dealer >= n)
      return err("bad-dealer", `dealer must be a seat from 0 to ${n - 1}`);
    if (state.nextDealer !== null && dealer !== state.nextDealer)
      return err(
        "bad-dealer",
        `the dealer must be seat ${state.nextDealer} (${state.rematchOf ? "the rematch dealer" : "by the rules"}), not seat ${dealer}`,
      );
    if (!state.active[dealer]) return err("bad-dealer", `seat ${dealer} is excluded from the game`);
    const parsed = parseDeal(deal, state.cfg.deck, nextParticipants(state));
    if (!parsed.ok) return err("bad-deal", parsed.message);
    return ok2(beginRound(state, dealer, parsed.deal));
  },

  dealFromSeed(state: SutdaState, dealer: number | null, seed: string): unknown {
    const n = state.cfg.players;
    const d = dealer !== null && Number.isInteger(dealer) && dealer >= 0 && dealer < n ? dealer : 0;
    return dealToJson(dealCards(Rng.fromSeed(seed), state.cfg.deck, nextParticipants(state), d));
  },

  phase: (state) => state.phase,
  expectedDealer: (state) => state.nextDealer,

  toAct(state: SutdaState): readonly number[] {
    const a = state.phase === "playing" ? state.round?.auction : null;
    return a ? [a.turn] : [];
  },

  legalMoves(state: SutdaState, seat: number): readonly SutdaMove[] {
    const r = state.round;
    const a = state.phase === "playing" ? r?.auction : null;
    if (!r || !a || a.turn !== seat) return [];
    const moves: SutdaMove[] = [];
    if (a.opened) moves.push({ seat, fold: true }, { seat, call: true });
    const range = betRange(a, { inHand: r.inHand, stacks: state.stacks }, auctionRules(state), seat);
    if (range) {
      const pot = state.hand!.stakes.reduce((x, y) => x + y, 0);
      for (const total of betLadder(range.min, range.max, a.high, pot)) moves.push({ seat, bet: total });
    }
    return moves;
  },

  applyMove(state: SutdaState, raw: unknown): MoveResult<SutdaState> {
    if (state.phase !== "playing")
      return err("not-playing", state.phase === "game-over" ? "the game is over" : "no round is in progress");
    const parsed = parseMove(raw);
    if (!parsed.ok) return err("bad-move", parsed.message);
    const a = state.round!.auction!;
    if (parsed.move.seat !== a.turn)
      return err("not-your-turn", `it is seat ${a.turn}'s turn, not seat ${parsed.move.seat}'s`);
    const text = describeSutdaMove(state, parsed.move);
    const res = applyAction(state, parsed.action, { seat: parsed.move.seat, move: parsed.move, text });
    if (!res.ok) return err("illegal-move", res.message);
    return ok2(res.state);
  },

  playerView: (state, seat) => buildView(state, seat),
  boardView: sutdaBoardView,
  describeMove(state, move) {
    const parsed = parseMove(move);
    return parsed.ok ? describeSutdaMove(state, parsed.move) : "makes an invalid move";
  },
  phraseMove(state, move) {
    const parsed = parseMove(move);
    return parsed.ok ? phraseSutdaMove(state, parsed.move) : null;
  },
  dealtRounds: (state) => state.dealt,
  roundSummaries: (state) => state.summaries,

  totals(state: SutdaState): number[] {
    return state.hand ? state.hand.startStacks.slice() : state.stacks.slice();
  },

  winner: (state) => state.winner,
  seatsInGame: (state) => state.active,

  explainRound(state: SutdaState, roundIndex: number) {
    const d = state.details[roundIndex];
    return d ? roundResultOf(d, state.summaries[roundIndex]!).explanation : null;
  },
};

function ok2(state: SutdaState): MoveResult<SutdaState> {
  return { ok: true, state };
}
