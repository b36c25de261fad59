// Property tests over thousands of seeded random games (PROPERTY_GAMES, default 3000): chips are
// conserved and every round's scores sum to 0, no stack goes negative, every card is accounted for,
// hands and games end, a record written from a live game replays to the same results, playerView
// shows exactly what each seat has seen, and applyMove never mutates its input.

import { describe, expect, it } from "vitest";
import { parseCard, type CardId } from "../core/cards";
import { Rng } from "../core/rng";
import type { MatchSetup } from "../core/ruleset";
import { recordFromMoves, replayRecord } from "../record";
import { deckCards, type DeckName } from "./deck";
import { sutdaRuleset as R } from "./ruleset";
import type { SutdaState } from "./state";
import { setupOf } from "./test-helpers";
import type { SutdaView } from "./view";
import { breathe } from "../core/testing/breathe";

const GAMES = Number(process.env.PROPERTY_GAMES ?? 3000);
const MAX_ROUNDS = 120;

function randomSetup(rng: Rng): MatchSetup {
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
  const deck = pick(["s4_kasu", "standard20", "all40"] as const);
  const animals = deck !== "s4_kasu";
  const ante = pick([0, 1, 1, 1, 2, 3]);
  const stack = Math.max(ante, pick([1, 3, 5, 10, 20, 50, 100]));
  const onOff = () => pick(["off", "on"]);
  const options: Record<string, unknown> = {
    deck,
    ante,
    stack,
    end: pick(["last_player_standing", "rounds_N", "shared_bank_empty"]),
    rounds: 1 + rng.int(12),
    allow_zero_open: rng.int(2) === 1,
    next_dealer: pick(["last_oya", "showdown_winner"]),
    short_stack: pick(["all_in_side_pots", "cap_table_bid"]),
    multiplier_base: pick(["total_stake", "bids_only"]),
    no_multipliers: pick(["off", "off", "on"]),
    tie: pick(["split", "rematch"]),
    standard_named_order: onOff(),
    ttaengjabi: pick(animals ? ["off", "on", "any_3_7"] : ["off", "any_3_7"]),
    gusa: onOff(),
    jangsa_funeral: pick(["off", "off", "off", "on"]),
  };
  if (animals) {
    options.gwangttaeng_13_18 = onOff();
    options.amhaeng_eosa = onOff();
    options.meongteongguri_gusa = onOff();
  }
  return setupOf(2 + rng.int(9), options);
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

/** Cheap assertions for the hot loop (vitest's expect is too slow for millions of checks). */
function check(cond: boolean, msg: string | (() => string)): void {
  if (!cond) throw new Error(typeof msg === "string" ? msg : msg());
}
function same(a: unknown, b: unknown, msg: string): void {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  if (x !== y) throw new Error(`${msg}: ${x} !== ${y}`);
}

const codesIn = (x: unknown): string[] => JSON.stringify(x).match(/M\d\d-\d/g) ?? [];

interface RoundTrack {
  foldedInA1: Set<number>;
  folded: Set<number>;
  sawAuction2: boolean;
}
const EMPTY: RoundTrack = { foldedInA1: new Set(), folded: new Set(), sawAuction2: false };

/** The cards of a round's deal by seat, from the record-format deal (what dealtRounds exposes). */
function dealOf(st: SutdaState, round: number): (CardId[] | null)[] {
  const deal = R.dealtRounds(st)[round]!.deal as { hands: string[][] };
  return deal.hands.map((h) => (h.length ? h.map((c) => parseCard(c)!) : null));
}

/** Checks the view of `viewer` against what that seat has seen, derived from the moves observed. */
function checkView(st: SutdaState, viewer: number | null, tracks: RoundTrack[], resultsFrom = 0) {
  const v: SutdaView = R.playerView(st, viewer);
  const { seats, results, oyaDraws, ...rest } = v;
  // Nothing outside the seats and the results may name a card (the set-aside pile in particular).
  same(codesIn(rest), [], "cards outside seats/results");
  const drawn = new Set(st.oyaDraws.flat().map((d) => d.card));
  for (const c of codesIn(oyaDraws)) check(drawn.has(parseCard(c)!), `oya draw ${c}`);
  // Finished round objects: first cards of players still in at the reveal, both cards at the showdown.
  check(results.length === st.details.length, "results count");
  for (const res of results.slice(resultsFrom)) {
    const hands = dealOf(st, res.round);
    const t = tracks[res.round] ?? EMPTY;
    const d = st.details[res.round]!;
    const rematch = d.rematch;
    const showdown = res.outcome !== "fold";
    const revealed = !rematch && (showdown || t.sawAuction2);
    const allowed = new Set<string>();
    hands.forEach((h, s) => {
      if (!h) return;
      const shown = showdown && !t.folded.has(s);
      const first = shown || (revealed && !t.foldedInA1.has(s));
      same(res.shown[s], shown ? [codeOf(h[0]!), codeOf(h[1]!)] : null, `round ${res.round} shown[${s}]`);
      same(res.firstUp[s], first ? codeOf(h[0]!) : null, `round ${res.round} firstUp[${s}]`);
      if (first) allowed.add(codeOf(h[0]!));
      if (shown) allowed.add(codeOf(h[1]!));
    });
    for (const c of codesIn(res)) check(allowed.has(c), `round ${res.round}: ${c} was never public`);
  }
  // The round in play.
  const r = st.round;
  const live = st.phase === "playing" && r !== null && r.stage !== "done";
  const hands = live ? dealOf(st, r.index) : [];
  const t = live ? (tracks[r.index] ?? EMPTY) : null;
  seats.forEach((sv, s) => {
    const h = hands[s];
    if (!live || !h) return same(sv.cards, [], `seat ${s} cards`);
    const own = viewer === s;
    const second = r.rematch || (r.stage === "auction-2" && !t!.foldedInA1.has(s));
    const firstUp = r.stage === "auction-2" && !t!.foldedInA1.has(s);
    same(
      sv.cards,
      [own || firstUp ? codeOf(h[0]!) : null, own && second ? codeOf(h[1]!) : null],
      `seat ${s} seen by ${viewer}`,
    );
  });
}

const CODES = Array.from({ length: 48 }, (_, i) => `M${String((i >> 2) + 1).padStart(2, "0")}-${i & 3}`);
const codeOf = (c: CardId) => CODES[c]!;

function checkCards(st: SutdaState) {
  const deck = st.cfg.deck as DeckName;
  const expected = [...deckCards(deck)].sort((a, b) => a - b);
  const round = R.dealtRounds(st).length - 1;
  if (round < 0) return;
  const deal = R.dealtRounds(st)[round]!.deal as { hands: string[][]; pile: string[] };
  const participants = st.round!.participants;
  deal.hands.forEach((h, s) => check(h.length === (participants[s] ? 2 : 0), `hand size of seat ${s}`));
  const all = [...deal.hands.flat(), ...deal.pile].map((c) => parseCard(c)!).sort((a, b) => a - b);
  same(all, expected, "every card of the deck once");
}

describe(`Sutda properties over ${GAMES} seeded random games`, () => {
  it("conservation, termination, cards, views, immutability, record round trip", async () => {
    let hands = 0;
    let moves = 0;
    let showdowns = 0;
    let rematches = 0;
    let sidePots = 0;
    for (let g = 0; g < GAMES; g++) {
      if (g % 20 === 19) await breathe(); // let the runner's RPC replies in (breathe.ts)
      const rng = Rng.fromSeed(`sutda-prop-${g}`);
      const setup = randomSetup(rng);
      const n = setup.players;
      const total = n * (setup.options.stack as number);
      const seed = `game-${g}`;
      const started = R.newGame(setup, seed);
      if (!started.ok) throw new Error(started.error.message);
      let st = started.value;
      const freeze = g % 7 === 0;
      const played: unknown[] = [];
      const tracks: RoundTrack[] = [];
      const track = (i: number) => (tracks[i] ??= { foldedInA1: new Set(), folded: new Set(), sawAuction2: false });
      track(0);
      let movesThisRound = 0;
      let seenRounds = R.roundSummaries(st).length;
      while (R.phase(st) === "playing" && R.dealtRounds(st).length <= MAX_ROUNDS) {
        const seat = R.toAct(st)[0]!;
        const legal = R.legalMoves(st, seat);
        check(legal.length > 0, "no legal move");
        for (let other = 0; other < n; other++)
          if (other !== seat) check(R.legalMoves(st, other).length === 0, "moves for a seat not to act");
        const move = legal[rng.int(legal.length)]!;
        const roundIndex = st.round!.index;
        const tr = track(roundIndex);
        if (st.round!.stage === "auction-2") tr.sawAuction2 = true;
        if ("fold" in move) {
          tr.folded.add(seat);
          if (st.round!.stage === "auction-1") tr.foldedInA1.add(seat);
        }
        const before = freeze ? deepFreeze(st) : st;
        const snapshot = g % 50 === 0 ? JSON.stringify(st) : null;
        const next = R.applyMove(before, move);
        if (!next.ok) throw new Error(`legal move refused: ${JSON.stringify(move)}: ${next.error.message}`);
        if (snapshot !== null) check(JSON.stringify(st) === snapshot, "applyMove mutated its input");
        // An illegal move is an error value and changes nothing.
        if (g % 13 === 0) {
          check(!R.applyMove(st, { seat: (seat + 1) % n, call: true }).ok, "out of turn accepted");
          check(!R.applyMove(st, { seat, bet: -1 }).ok, "negative bet accepted");
          check(!R.applyMove(st, { seat, call: true, fold: true }).ok, "two actions accepted");
          check(!R.applyMove(st, "fold").ok, "a string accepted");
        }
        st = next.state;
        played.push(move);
        moves++;
        movesThisRound++;
        check(movesThisRound < 2000, "a round that does not end");
        // Chips are conserved and never negative.
        const staked = st.hand ? st.hand.stakes.reduce((a, b) => a + b, 0) : 0;
        check(st.stacks.reduce((a, b) => a + b, 0) + staked === total, "chips not conserved");
        for (const x of st.stacks) check(x >= 0, "negative stack");
        const summaries = R.roundSummaries(st);
        if (summaries.length !== seenRounds) {
          for (const s of summaries.slice(seenRounds))
            check(s.scores.reduce((a, b) => a + b, 0) === 0, "scores do not sum to 0");
          for (const d of st.details.slice(seenRounds)) {
            if (d.outcome === "showdown") showdowns++;
            if (d.outcome === "rematch") rematches++;
            if (d.outcome !== "rematch") hands++;
            if (
              d.refunds.some((x) => x > 0) ||
              new Set(
                d.segments
                  .reduce((acc, seg) => acc.map((x, i) => x + seg.amounts[i]!), new Array<number>(n).fill(0))
                  .filter((x) => x > 0),
              ).size > 1
            )
              sidePots++;
          }
          checkView(st, null, tracks, seenRounds);
          for (let v = 0; v < n; v++) checkView(st, v, tracks, summaries.length);
          seenRounds = summaries.length;
          movesThisRound = 0;
        } else {
          checkView(st, null, tracks, seenRounds);
          checkView(st, rng.int(n), tracks, seenRounds);
        }
        if (R.phase(st) === "playing") {
          checkCards(st);
          track(st.round!.index);
        }
      }
      if (R.phase(st) === "game-over") {
        const w = R.winner(st);
        const totals = R.totals(st);
        if (w !== null) expect(totals[w]).toBe(Math.max(...totals));
        if (setup.options.end === "last_player_standing") expect(st.active.filter((x) => x).length).toBe(1);
      }
      // A record written from the live game replays to the same results.
      const rec = recordFromMoves(
        R,
        setup,
        seed,
        Array.from({ length: n }, (_, i) => `p${i}`),
        played,
      );
      if (!rec.ok) throw new Error(rec.message);
      const out = replayRecord(JSON.parse(JSON.stringify(rec.record)));
      if (!out.ok) throw new Error(JSON.stringify(out.error));
      expect(out.rounds.map((r) => r.scores)).toEqual(R.roundSummaries(st).map((s) => s.scores));
      expect(out.rounds.map((r) => [r.winner, r.nextDealer])).toEqual(
        R.roundSummaries(st).map((s) => [s.winner, s.nextDealer]),
      );
      expect(out.totals).toEqual(R.totals(st));
      expect(out.winner).toEqual(R.winner(st));
    }
    // The random games must actually exercise the interesting paths.
    expect(showdowns).toBeGreaterThan(GAMES / 10);
    expect(sidePots).toBeGreaterThan(GAMES / 20);
    expect(rematches).toBeGreaterThan(0);
    expect(hands + moves).toBeGreaterThan(0);
  });
});
