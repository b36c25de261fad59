// Determinization for the bots (src/engine/bots): a full Sutda state consistent with one seat's
// player view, the cards it cannot see (the others' face-down cards, its own second card before it
// looks, the set-aside cards) dealt from a sample. The rebuilt state gives exactly the same
// playerView for that seat (a property test checks it).
//
// What the view does not show is rebuilt from the rules: who still has to act in the auction (every
// seat that can bet, clockwise from the seat to act up to the last raiser), who has looked at the
// second card, the antes (the ante or the whole stack), and, in a rematch, the earlier showdowns of
// the hand (from the hands shown there). Finished round objects are stand-ins carrying the view's
// results. The state has no generator: when the hand ends (or a rematch needs a new deal) it waits.

import { CARD_CODES, cardIdOf, type CardId } from "../core/cards";
import { determinizationOf } from "../core/determinization";
import { err, ok, type Result } from "../core/result";
import type { Rng } from "../core/rng";
import type { DealtRound, MatchSetup } from "../core/ruleset";
import type { Auction } from "./auction";
import { deckCards } from "./deck";
import { configOf } from "./options";
import { bestHands, evaluateHand, type HandValue } from "./ranking";
import { rememberRoundResult } from "./results";
import type { HandState, RoundDetail, RoundState, Showdown, Stage, SutdaState } from "./state";
import type { SutdaView } from "./view";

/** A slot is one card position: [seat, 0 | 1]. */
export type SutdaSlot = readonly [number, 0 | 1];

export interface SutdaUnseen {
  readonly seat: number;
  /** The deck cards the viewer cannot see (hidden slots and the set-aside cards). */
  readonly cards: readonly CardId[];
  /** The dealt card positions whose card the viewer cannot see, seat by seat. */
  readonly slots: readonly SutdaSlot[];
}

/** The hidden cards: one per hidden slot (in `slots` order); the rest are set aside. */
export interface SutdaHidden {
  readonly slotCards: readonly CardId[];
}

export function sutdaUnseen(view: SutdaView): Result<SutdaUnseen> {
  if (view.viewer === null) return err("no-seat", "a determinization needs a seat's view");
  if (view.phase !== "playing" || view.auction === null || view.toAct.length === 0)
    return err("not-playing", "a determinization needs an auction in progress");
  const seen = new Uint8Array(48);
  const slots: SutdaSlot[] = [];
  for (const s of view.seats) {
    if (!s.dealtIn) continue;
    s.cards.forEach((c, i) => {
      if (c === null) slots.push([s.seat, i as 0 | 1]);
      else seen[cardIdOf(c)] = 1;
    });
  }
  const deck = deckCards(String(view.options.deck) as "s4_kasu");
  const cards = deck.filter((c) => !seen[c]);
  if (cards.length < slots.length) return err("bad-view", "more hidden cards than unseen deck cards");
  return ok({ seat: view.viewer, cards, slots });
}

/**
 * Who still has to act in the auction: nobody has acted since the opening or the last outbid except
 * the seats clockwise from the setter up to the seat to act; all-in and folded seats never act.
 */
function pendingOf(view: SutdaView, inHand: readonly boolean[], stacks: readonly number[]): boolean[] {
  const a = view.auction!;
  const n = view.players;
  const canAct = (s: number) => inHand[s] === true && stacks[s]! > 0;
  const pending = new Array<boolean>(n).fill(false);
  if (!a.opened) {
    for (let s = 0; s < n; s++) pending[s] = canAct(s);
    return pending;
  }
  const turn = view.toAct[0]!;
  for (let s = turn; s !== a.setter; s = (s + 1) % n) pending[s] = canAct(s);
  return pending;
}

interface Template {
  readonly unseen: SutdaUnseen;
  readonly known: readonly (readonly [CardId | null, CardId | null] | null)[];
  readonly isUnseen: Uint8Array;
  readonly base: Omit<SutdaState, "round">;
  readonly roundBase: Omit<RoundState, "cards">;
}

function templateOf(setup: MatchSetup, view: SutdaView): Result<Template> {
  const u = sutdaUnseen(view);
  if (!u.ok) return u;
  const n = setup.players;
  if (view.players !== n) return err("bad-setup", "the setup and the view disagree on the number of players");
  const cfg = configOf(n, setup.options);
  const me = u.value.seat;
  const a = view.auction!;
  const stacks = view.seats.map((s) => s.chips);
  const participants = view.seats.map((s) => s.dealtIn);
  const inHand = view.seats.map((s) => s.dealtIn && !s.folded);
  const rematch = view.rematch;
  const stage = view.stage as Stage;
  const seenSecond = view.seats.map((s) =>
    rematch
      ? s.dealtIn
      : stage === "auction-2"
        ? s.seat === me
          ? s.cards[1] !== null
          : s.dealtIn && s.cards[0] !== null
        : false,
  );
  const firstUp = view.seats.map(
    (s) =>
      !rematch && stage === "auction-2" && s.dealtIn && (s.seat === me ? s.cards[1] !== null : s.cards[0] !== null),
  );
  const auction: Auction = {
    label: a.label,
    bids: view.seats.map((s) => s.bid ?? 0),
    high: a.high,
    opened: a.opened,
    opener: a.opener,
    setter: a.setter,
    pending: pendingOf(view, inHand, stacks),
    turn: view.toAct[0]!,
  };
  // The hand so far: earlier round objects of this hand that ended in a rematch.
  const handNo = view.hand;
  const earlier = view.results.filter((r) => r.hand === handNo && r.outcome === "rematch");
  const showdowns: Showdown[] = earlier.map((r) => {
    const contenders = r.shown.map((c) => c !== null);
    const values: (HandValue | null)[] = r.shown.map((c) =>
      c ? evaluateHand(cardIdOf(c[0]!), cardIdOf(c[1]!), cfg.ranking) : null,
    );
    const seats = contenders.flatMap((x, s) => (x ? [s] : []));
    const voided = r.rematchReason !== "tie";
    const tied = voided ? seats : bestHands(seats, values);
    return { contenders, values, replayed: contenders.map((_, s) => tied.includes(s)), voided };
  });
  // A seat that replayed a showdown but was no contender at the next one folded in between.
  const forfeited = new Array<boolean>(n).fill(false);
  showdowns.forEach((sd, k) => {
    const next = showdowns[k + 1];
    if (next) sd.replayed.forEach((x, s) => (forfeited[s] = forfeited[s] || (x && !next.contenders[s])));
  });
  const startStacks = [...view.totals];
  const antes = startStacks.map((x) => Math.min(cfg.ante, x));
  const stakes = view.seats.map((s) => s.stake);
  const hand: HandState = {
    startStacks,
    antes,
    stakes,
    segments: [
      { label: "Ante", amounts: antes },
      { label: "Bids", amounts: stakes.map((x, s) => x - antes[s]!) },
    ],
    oya: view.oya!,
    rounds: [...earlier.map((r) => r.round), view.round],
    showdowns,
    forfeited,
  };
  const details: RoundDetail[] = view.results.map((r) => {
    const d: RoundDetail = {
      round: r.round,
      hand: r.hand,
      dealer: r.summary.nextDealer ?? 0,
      rematch: r.rematch,
      outcome: r.outcome,
      rematchReason: r.rematchReason,
      participants: r.shown.map((x) => x !== null),
      firstUp: r.firstUp.map((c) => (c === null ? null : cardIdOf(c))),
      shown: r.shown.map((c) => (c ? ([cardIdOf(c[0]!), cardIdOf(c[1]!)] as const) : null)),
      handKeys: r.handNames.map(() => null),
      handNames: r.handNames,
      multipliers: r.handNames.map(() => null),
      segments: [],
      won: [],
      refunds: [],
      completionsPaid: [],
      completionsReceived: [],
      scores: r.summary.scores,
      excluded: [],
      winner: r.summary.winner,
      oyaAfter: view.oya ?? 0,
      notes: r.explanation.notes,
    };
    rememberRoundResult(d, r);
    return d;
  });
  const dealt: DealtRound[] = [];
  for (let i = 0; i <= view.round; i++) dealt.push({ dealer: i === view.round ? view.dealer : null, deal: null });
  const known = view.seats.map((s) =>
    s.dealtIn ? ([s.cards[0] ? cardIdOf(s.cards[0]) : null, s.cards[1] ? cardIdOf(s.cards[1]) : null] as const) : null,
  );
  const isUnseen = new Uint8Array(48);
  for (const c of u.value.cards) isUnseen[c] = 1;
  return ok({
    unseen: u.value,
    known,
    isUnseen,
    base: {
      setup,
      cfg,
      rng: null,
      phase: "playing",
      stacks,
      active: view.seats.map((s) => s.active),
      oyaDraws: view.oyaDraws.map((att) => att.map((d) => ({ seat: d.seat, card: cardIdOf(d.card) }))),
      dealt,
      summaries: view.results.map((r) => r.summary),
      details,
      handsPlayed: view.hand - 1,
      nextDealer: view.dealer,
      rematchOf: null,
      hand,
      lastMove: view.lastMove
        ? { seat: view.lastMove.seat, move: { ...view.lastMove.move }, text: view.lastMove.text }
        : null,
      winner: null,
    },
    roundBase: {
      index: view.round,
      dealer: view.dealer!,
      rematch,
      participants,
      inHand,
      seenSecond,
      firstUp,
      shown: new Array<boolean>(n).fill(false),
      stage,
      auction,
    },
  });
}

function fill(t: Template, hidden: SutdaHidden): Result<SutdaState> {
  const { slots } = t.unseen;
  if (hidden.slotCards.length !== slots.length)
    return err("bad-sample", `the view hides ${slots.length} dealt cards, the sample gives ${hidden.slotCards.length}`);
  const used = new Uint8Array(48);
  const cards: (readonly [CardId, CardId] | null)[] = t.known.map((k) => (k ? [k[0] ?? -1, k[1] ?? -1] : null));
  for (let i = 0; i < slots.length; i++) {
    const c = hidden.slotCards[i]!;
    if (!t.isUnseen[c] || used[c]) return err("bad-sample", `${CARD_CODES[c] ?? c} cannot be dealt there`);
    used[c] = 1;
    const [seat, k] = slots[i]!;
    const pair = cards[seat] as [CardId, CardId];
    pair[k] = c;
  }
  return ok({ ...t.base, round: { ...t.roundBase, cards } });
}

function sampler(t: Template): (rng: Rng) => Result<SutdaState> {
  const k = t.unseen.slots.length;
  return (rng: Rng) => {
    const pool = t.unseen.cards.slice();
    // A partial Fisher–Yates: the first k cards of a uniform shuffle.
    for (let i = 0; i < k; i++) {
      const j = i + rng.int(pool.length - i);
      const x = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = x;
    }
    return fill(t, { slotCards: pool.slice(0, k) });
  };
}

const determinization = determinizationOf(templateOf, fill, sampler);

/** The full state a view stands for once its hidden dealt cards are given (one per hidden slot). */
export const sutdaStateFromView = determinization.stateFromView;

/** A sampler of states for `view`: the hidden dealt cards drawn at random from the unseen deck cards. */
export const sutdaDeterminizer = determinization.determinizer;

/** One state for `view` with its hidden dealt cards drawn at random. */
export const determinizeSutda = determinization.determinize;
