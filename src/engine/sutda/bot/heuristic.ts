// The Sutda heuristic bets by hand strength: its chance to win the showdown is estimated by
// sampling the cards it cannot see (its own second card in the first auction, the others' face-down
// cards; the first cards laid face up between the auctions are known), with the multipliers a pair
// or a gwang-ttaeng carries. It folds when following costs more than its share of the pot is worth,
// raises with strong hands (and now and then bluffs), with jittered thresholds so it cannot be read.
// The strong level (search.ts) simulates the rest of the hand (showdowns included) over sampled deals.

import { uncheckedCardId, type CardId } from "../../core/cards";
import type { Rng } from "../../core/rng";
import { deckCards } from "../deck";
import type { SutdaConfig } from "../options";
import { bestHands, evaluateHand, type HandValue } from "../ranking";
import type { SutdaMove, SutdaState } from "../state";
import type { SutdaView } from "../view";

/** What one Sutda seat knows at its turn. */
export interface SutdaKnow {
  readonly cfg: SutdaConfig;
  readonly seat: number;
  /** The seat's cards: the first always, the second once looked at (-1 before). */
  readonly mine: readonly [CardId, CardId];
  /** Per seat, its first card when face up (-1 otherwise). */
  readonly firstUp: readonly CardId[];
  /** Still in the hand (dealt in, not folded). */
  readonly inHand: readonly boolean[];
  /** Deck cards the seat cannot see. */
  readonly unseen: readonly CardId[];
  readonly stake: number;
  readonly chips: number;
  readonly bid: number;
  readonly high: number;
  readonly opened: boolean;
  readonly pot: number;
  readonly secondAuctionToCome: boolean;
}

export function sutdaKnowFromView(view: SutdaView, cfg: SutdaConfig): SutdaKnow {
  const seat = view.viewer!;
  const me = view.seats[seat]!;
  const seen = new Uint8Array(48);
  const firstUp: CardId[] = [];
  for (const s of view.seats) {
    let up = -1;
    s.cards.forEach((c, i) => {
      if (c === null) return;
      const id = uncheckedCardId(c);
      seen[id] = 1;
      if (i === 0 && s.seat !== seat) up = id;
    });
    firstUp.push(up);
  }
  const mine: [CardId, CardId] = [
    me.cards[0] ? uncheckedCardId(me.cards[0]) : -1,
    me.cards[1] ? uncheckedCardId(me.cards[1]) : -1,
  ];
  return {
    cfg,
    seat,
    mine,
    firstUp,
    inHand: view.seats.map((s) => s.dealtIn && !s.folded),
    unseen: deckCards(cfg.deck).filter((c) => !seen[c]),
    stake: me.stake,
    chips: me.chips,
    bid: me.bid ?? 0,
    high: view.auction?.high ?? 0,
    opened: view.auction?.opened ?? false,
    pot: view.pot,
    secondAuctionToCome: view.stage === "auction-1",
  };
}

export function sutdaKnowFromState(st: SutdaState, seat: number): SutdaKnow {
  const r = st.round!;
  const h = st.hand!;
  const a = r.auction!;
  const seen = new Uint8Array(48);
  const firstUp: CardId[] = [];
  const own = r.cards[seat]!;
  seen[own[0]] = 1;
  if (r.seenSecond[seat]) seen[own[1]] = 1;
  for (let s = 0; s < st.cfg.players; s++) {
    const c = r.cards[s];
    const up = s !== seat && c && (r.firstUp[s] || r.shown[s]) ? c[0] : -1;
    if (up >= 0) seen[up] = 1;
    firstUp.push(up);
  }
  return {
    cfg: st.cfg,
    seat,
    mine: [own[0], r.seenSecond[seat] ? own[1] : -1],
    firstUp,
    inHand: r.inHand,
    unseen: deckCards(st.cfg.deck).filter((c) => !seen[c]),
    stake: h.stakes[seat]!,
    chips: st.stacks[seat]!,
    bid: a.bids[seat]!,
    high: a.high,
    opened: a.opened,
    pot: h.stakes.reduce((x, y) => x + y, 0),
    secondAuctionToCome: r.stage === "auction-1",
  };
}

export interface Strength {
  /** Expected share of the pot won at a showdown with the players still in. */
  readonly win: number;
  /** Expected multiplier completions received when winning, in units of a loser's stake. */
  readonly gain: number;
  /** Expected multiplier completions paid when losing, in units of the seat's own stake. */
  readonly loss: number;
}

/**
 * The seat's showdown prospects against the players still in, by sampling the cards it cannot see
 * (`samples` deals). Ties share the pot (a rematch is counted as a half share of it).
 */
export function handStrength(k: SutdaKnow, rng: Rng, samples: number): Strength {
  const n = k.inHand.length;
  const rules = k.cfg.ranking;
  const pool = k.unseen.slice();
  const players: number[] = [];
  for (let s = 0; s < n; s++) if (k.inHand[s]) players.push(s);
  if (!players.includes(k.seat)) players.push(k.seat);
  const values: (HandValue | null)[] = new Array<HandValue | null>(n).fill(null);
  let win = 0;
  let gain = 0;
  let loss = 0;
  for (let t = 0; t < samples; t++) {
    let used = 0;
    const draw = (): CardId => {
      const j = used + rng.int(pool.length - used);
      const c = pool[j]!;
      pool[j] = pool[used]!;
      pool[used] = c;
      used++;
      return c;
    };
    for (const s of players) {
      let a: CardId;
      let b: CardId;
      if (s === k.seat) {
        a = k.mine[0];
        b = k.mine[1] >= 0 ? k.mine[1] : draw();
      } else {
        a = k.firstUp[s]! >= 0 ? k.firstUp[s]! : draw();
        b = draw();
      }
      values[s] = evaluateHand(a, b, rules);
    }
    const winners = bestHands(players, values);
    if (winners.includes(k.seat)) {
      const share = 1 / winners.length;
      win += k.cfg.tieRematch && winners.length > 1 ? share * 0.5 + 0.5 / players.length : share;
      if (winners.length === 1 && !k.cfg.noMultipliers) gain += values[k.seat]!.multiplier - 1;
    } else if (!k.cfg.noMultipliers) {
      loss += values[winners[0]!]!.multiplier - 1;
    }
  }
  return { win: win / samples, gain: gain / samples, loss: loss / samples };
}

/** A jitter in [-1, 1). */
const jitter = (rng: Rng) => rng.next() * 2 - 1;

/**
 * The heuristic's choice among the legal moves. EV of following (to a showdown, ignoring later bets)
 * against folding: win × (pot + to-call) − to-call, with multipliers; raise when strong, sometimes
 * bluff; the opener opens small with weak hands and larger with strong ones.
 */
export function sutdaHeuristicIndex(k: SutdaKnow, moves: readonly SutdaMove[], rng: Rng, samples: number): number {
  if (moves.length <= 1) return 0;
  const st = handStrength(k, rng, samples);
  const opponents = Math.max(1, k.inHand.filter((x, s) => x && s !== k.seat).length);
  const toCall = Math.max(0, Math.min(k.high - k.bid, k.chips));
  const stakeAfter = k.stake + toCall;
  // Later betting makes the first auction's showdown odds less certain: shrink them toward the mean.
  const fair = 1 / (opponents + 1);
  const win = k.secondAuctionToCome ? 0.75 * st.win + 0.25 * fair : st.win;
  const ev =
    win * (k.pot + toCall) + win * st.gain * (stakeAfter * 0.6) - (1 - win) * st.loss * stakeAfter * 0.5 - toCall;
  const bets = moves.map((m, i) => ({ m, i })).filter((x) => "bet" in x.m) as {
    m: { seat: number; bet: number };
    i: number;
  }[];
  const callIdx = moves.findIndex((m) => "call" in m);
  const foldIdx = moves.findIndex((m) => "fold" in m);
  const edge = win - fair;
  const strong = edge > 0.18 + 0.06 * jitter(rng);
  // Now and then a bluff, never against a big bet.
  const bluff = rng.next() < 0.05 && opponents <= 2 && toCall <= Math.max(2, 0.25 * k.pot);
  const pickBet = (fraction: number): number => {
    // The legal total closest to the current bid plus `fraction` of the pot.
    const target = k.high + Math.max(1, Math.round(fraction * Math.max(k.pot, 1)));
    let best = bets[0]!;
    for (const b of bets) if (Math.abs(b.m.bet - target) < Math.abs(best.m.bet - target)) best = b;
    return best.i;
  };
  if (!k.opened) {
    // The opener must bet: small unless strong.
    if (bets.length === 0) return 0;
    if (strong || bluff) return pickBet(edge > 0.35 ? 0.8 : 0.4);
    return bets[0]!.i;
  }
  if ((strong || bluff) && bets.length > 0 && (rng.next() < 0.7 || bluff)) return pickBet(edge > 0.35 ? 0.9 : 0.45);
  const margin = 0.5 + 1.5 * jitter(rng);
  if (callIdx >= 0 && (toCall === 0 || ev > margin)) return callIdx;
  return foldIdx >= 0 ? foldIdx : callIdx >= 0 ? callIdx : 0;
}

/** Samples per decision: the heuristic bot, and each seat's policy inside the strong level's playouts. */
export const HEURISTIC_SAMPLES = 400;
export const PLAYOUT_SAMPLES = 24;
