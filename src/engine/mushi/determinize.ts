// Determinization for the bots (src/engine/bots): a full Mushi state consistent with one seat's
// player view, the hidden cards (the other hand and the stock) filled in from a sample. The rebuilt
// state gives exactly the same playerView for that seat (a property test checks it).
//
// Finished rounds are rebuilt as stand-ins carrying the view's summaries and explanations. The state
// has no generator: when its round ends it waits for a deal, so a playout stops there.

import { CARD_CODES, cardIdOf, cardIdsOf, type CardId } from "../core/cards";
import { determinizationOf } from "../core/determinization";
import { err, ok, type Result } from "../core/result";
import type { Rng } from "../core/rng";
import type { DealtRound, MatchSetup } from "../core/ruleset";
import { deckOf, HAND_SIZE } from "./deck";
import { mushiOptions } from "./options";
import type { MoveEvent, MushiState, Pair, RoundNote, RoundResult, RoundState } from "./state";
import { rememberExplanation, type MushiView } from "./view";

export interface MushiHidden {
  /** The other seat's hand. */
  readonly hand: readonly CardId[];
  /** The stock still to turn, top first (the turned card, when the view shows one, on top). */
  readonly stock: readonly CardId[];
}

export interface MushiUnseen {
  readonly seat: number;
  readonly cards: readonly CardId[];
  readonly otherHand: number;
  /** Face-down stock cards (the turned card not counted). */
  readonly stockCount: number;
  readonly turned: CardId | null;
}

export function mushiUnseen(view: MushiView): Result<MushiUnseen> {
  const rv = view.round;
  if (view.viewer === null) return err("no-seat", "a determinization needs a seat's view");
  if (view.phase !== "playing" || !rv || rv.over || rv.turn === null)
    return err("not-playing", "a determinization needs a round in play");
  const seat = view.viewer;
  const seen = new Uint8Array(48);
  for (const c of rv.hand) seen[cardIdOf(c)] = 1;
  for (const c of rv.table) seen[cardIdOf(c)] = 1;
  for (const p of rv.captured) for (const c of p) seen[cardIdOf(c)] = 1;
  const turned = rv.turned === null ? null : cardIdOf(rv.turned);
  if (turned !== null) seen[turned] = 1;
  const cards = deckOf(view.options.deck).filter((c) => !seen[c]);
  const otherHand = rv.handCounts[1 - seat]!;
  if (otherHand + rv.stockCount !== cards.length)
    return err("bad-view", "the view's counts do not add up to the unseen cards");
  return ok({ seat, cards, otherHand, stockCount: rv.stockCount, turned });
}

function lastMoveOf(l: NonNullable<NonNullable<MushiView["round"]>["lastMove"]>): MoveEvent {
  const kind = l.text.startsWith("declares") ? "declare" : l.text.startsWith("draws") ? "draw" : "play";
  return {
    seat: l.seat,
    kind,
    card: l.card === null ? null : cardIdOf(l.card),
    taken: cardIdsOf(l.taken),
    stayed: l.card !== null && l.taken.length === 0,
    text: l.text,
  };
}

interface Template {
  readonly unseen: MushiUnseen;
  readonly ownHand: readonly CardId[];
  readonly isUnseen: Uint8Array;
  readonly base: Omit<MushiState, "round">;
  readonly roundBase: Omit<RoundState, "hands" | "stock">;
}

function templateOf(setup: MatchSetup, view: MushiView): Result<Template> {
  const u = mushiUnseen(view);
  if (!u.ok) return u;
  const rv = view.round!;
  const opts = mushiOptions(setup.options);
  if (opts.deck !== view.options.deck) return err("bad-setup", "the setup and the view disagree on the deck");
  const results: RoundResult[] = view.history.summaries.map((summary, i) => {
    const e = view.history.explanations[i]!;
    const piles: [CardId[], CardId[]] = [[], []];
    for (const side of e.sides)
      for (const step of side.steps)
        if (step.cards && side.side >= 0 && side.side <= 1) piles[side.side]!.push(...cardIdsOf(step.cards));
    const res: RoundResult = {
      index: e.round,
      dealer: summary.nextDealer ?? 0,
      summary,
      piles,
      points: [0, 0],
      yaku: [summary.yaku[0]!.map((key) => ({ key, value: 0 })), summary.yaku[1]!.map((key) => ({ key, value: 0 }))],
      notes: e.notes.map((text): RoundNote => ({ kind: "misdeal", seat: null, cards: [], text })),
      cancelReason: summary.cancelled ? "cancelled" : null,
    };
    rememberExplanation(res, e);
    return res;
  });
  const dealt: DealtRound[] = [];
  for (let i = 0; i < rv.index; i++) dealt.push({ dealer: null, deal: null });
  dealt.push({ dealer: rv.elder, deal: null });
  const isUnseen = new Uint8Array(48);
  for (const c of u.value.cards) isUnseen[c] = 1;
  const handCounts = rv.handCounts;
  const lots = view.history.lots;
  return ok({
    unseen: u.value,
    ownHand: cardIdsOf(rv.hand),
    isUnseen,
    base: {
      setup,
      opts,
      rng: null,
      lots: lots
        ? { draws: lots.draws.map((d) => [cardIdOf(d[0]!), cardIdOf(d[1]!)] as const), elder: lots.elder }
        : null,
      phase: "playing",
      dealt,
      results,
      totals: [view.totals[0]!, view.totals[1]!],
      counted: view.roundsPlayed,
      nextElder: rv.elder,
      winner: null,
    },
    roundBase: {
      index: rv.index,
      dealer: rv.elder,
      table: cardIdsOf(rv.table),
      next: 0,
      piles: [cardIdsOf(rv.captured[0]!), cardIdsOf(rv.captured[1]!)],
      turn: rv.turn!,
      step: rv.step!,
      hasPlayed: [handCounts[0]! < HAND_SIZE, handCounts[1]! < HAND_SIZE],
      lightningUser: rv.lightning.user,
      lightningMonth: rv.lightning.month,
      willowPairOwner: rv.willowPairOwner,
      willowTrioPending: rv.willowTrioPending,
      moveCount: 0,
      lastMove: rv.lastMove ? lastMoveOf(rv.lastMove) : null,
      // The view's notes carry no English words; nothing a rebuilt round plays reads them.
      notes: rv.notes.map(({ cards, ...n }): RoundNote => ({ ...n, cards: cardIdsOf(cards), text: "" })),
      over: false,
    },
  });
}

function fill(t: Template, hidden: MushiHidden): Result<MushiState> {
  const { seat, otherHand, stockCount, turned } = t.unseen;
  const used = new Uint8Array(48);
  const take = (c: CardId): boolean => {
    if (!t.isUnseen[c] || used[c]) return false;
    used[c] = 1;
    return true;
  };
  if (hidden.hand.length !== otherHand)
    return err("bad-sample", `the other hand holds ${otherHand} cards, the sample gives ${hidden.hand.length}`);
  for (const c of hidden.hand) if (!take(c)) return err("bad-sample", `${CARD_CODES[c]} cannot be in the other hand`);
  const below = turned === null ? hidden.stock : hidden.stock.slice(1);
  if (turned !== null && hidden.stock[0] !== turned)
    return err("bad-sample", "the turned card must stay on top of the stock");
  if (below.length !== stockCount)
    return err("bad-sample", `the stock holds ${stockCount} face-down cards, the sample gives ${below.length}`);
  for (const c of below) if (!take(c)) return err("bad-sample", `${CARD_CODES[c]} cannot be in the stock`);
  const hands: Pair<readonly CardId[]> =
    seat === 0 ? [t.ownHand.slice(), hidden.hand.slice()] : [hidden.hand.slice(), t.ownHand.slice()];
  return ok({ ...t.base, round: { ...t.roundBase, hands, stock: hidden.stock.slice() } });
}

function sampler(t: Template): (rng: Rng) => Result<MushiState> {
  const { otherHand, turned } = t.unseen;
  return (rng: Rng) => {
    const pool = rng.shuffleInPlace(t.unseen.cards.slice());
    const hand = pool.slice(0, otherHand);
    const rest = pool.slice(otherHand);
    return fill(t, { hand, stock: turned === null ? rest : [turned, ...rest] });
  };
}

const determinization = determinizationOf(templateOf, fill, sampler);

/** The full state a view stands for once its hidden cards (the other hand, the stock) are given. */
export const mushiStateFromView = determinization.stateFromView;

/** A sampler of states for `view` with the hidden cards dealt at random (no constraint beyond the counts). */
export const mushiDeterminizer = determinization.determinizer;

/** One state for `view` with the hidden cards dealt at random. */
export const determinizeMushi = determinization.determinize;
