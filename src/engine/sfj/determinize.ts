// Determinization for the bots (src/engine/bots): a full SFJ state consistent with one seat's player
// view, the hidden cards (the other hands and the pile) filled in from a sample. The rebuilt state gives
// exactly the same playerView for that seat (a property test checks it).
//
// Public constraints kept besides the counts: a seat that kept a four-of-a-month hand holds
// all four cards of some month not yet seen elsewhere (played ones are on the table or captured); the
// seat deciding about a four holds one; seats before it in turn order hold none they were not offered.
// Finished rounds come back from the view as they are (summary and explanation). The state has no
// generator: when its round ends it waits for a deal, so a playout stops there.

import { CARD_CODES, cardIdOf, cardIdsOf, type CardId } from "../core/cards";
import type { HiddenHandsAndPile, UnseenHandsAndPile } from "../core/hidden-cards";
import { determinizationOf } from "../core/determinization";
import { err, ok, type Result } from "../core/result";
import type { Rng } from "../core/rng";
import type { DealtRound, MatchSetup } from "../core/ruleset";
import { dealSizes, type SfjDeal } from "./deal";
import { lowestFour } from "./fours";
import { configOf } from "./options";
import {
  STEP_DRAW,
  STEP_PLAY,
  STEP_REPLACE,
  type FinishedRound,
  type PlayedMove,
  type RoundEvent,
  type SfjRound,
  type SfjState,
} from "./state";
import type { SfjView } from "./view";

export type SfjHidden = HiddenHandsAndPile;
export type SfjUnseen = UnseenHandsAndPile;

export function sfjUnseen(view: SfjView): Result<SfjUnseen> {
  if (view.seat === null || view.hand === null) return err("no-seat", "a determinization needs a seat's view");
  if (view.phase !== "playing" || view.step === null)
    return err("not-playing", "a determinization needs a round in play");
  const seen = new Uint8Array(48);
  for (const c of view.hand) seen[cardIdOf(c)] = 1;
  for (const c of view.field) seen[cardIdOf(c)] = 1;
  for (const pile of view.captured) for (const c of pile) seen[cardIdOf(c)] = 1;
  const cards: CardId[] = [];
  for (let c = 0; c < 48; c++) if (!seen[c]) cards.push(c);
  let others = 0;
  view.handCounts.forEach((k, s) => (others += s === view.seat ? 0 : k));
  if (others + view.pileCount !== cards.length)
    return err("bad-view", "the view's counts do not add up to the unseen cards");
  return ok({
    seat: view.seat,
    cards,
    handCounts: view.handCounts,
    pileCount: view.pileCount,
    top: view.turnedCard === null ? null : cardIdOf(view.turnedCard),
  });
}

interface Template {
  readonly unseen: SfjUnseen;
  readonly view: SfjView;
  readonly base: Omit<SfjState, "round">;
  readonly ownHand: readonly CardId[];
  readonly field: readonly CardId[];
  readonly captured: readonly (readonly CardId[])[];
  readonly events: readonly RoundEvent[];
  readonly lastMove: PlayedMove | null;
  readonly step: SfjRound["step"];
  readonly turn: number;
  readonly isUnseen: Uint8Array;
}

function templateOf(setup: MatchSetup, view: SfjView): Result<Template> {
  const u = sfjUnseen(view);
  if (!u.ok) return u;
  const n = setup.players;
  if (view.players !== n) return err("bad-setup", "the setup and the view disagree on the number of players");
  const config = configOf(n, setup.options);
  const finished: FinishedRound[] = view.results.map((r) => ({
    summary: r.summary,
    explanation: r.explanation,
    points: r.explanation.sides.map((s) => s.steps[0]?.points ?? 0),
  }));
  const dealt: DealtRound[] = [];
  for (let i = 0; i < view.roundNumber; i++)
    dealt.push({ dealer: i === view.roundNumber - 1 ? view.dealer : null, deal: null });
  const events: RoundEvent[] = view.events.map((e) =>
    e.kind === "refill" ? { kind: "refill", month: e.month, turned: [] } : { ...e },
  );
  const l = view.lastMove;
  const lastMove: PlayedMove | null = l
    ? {
        seat: l.seat,
        kind: l.kind,
        ...(l.card !== undefined ? { card: cardIdOf(l.card) } : {}),
        ...(l.taken !== undefined ? { taken: cardIdsOf(l.taken) } : {}),
        ...(l.month !== undefined ? { month: l.month } : {}),
      }
    : null;
  const isUnseen = new Uint8Array(48);
  for (const c of u.value.cards) isUnseen[c] = 1;
  return ok({
    unseen: u.value,
    view,
    base: {
      game: "sfj",
      config,
      options: setup.options,
      phase: "playing",
      rng: null,
      dealerDraws: view.dealerDraws
        ? view.dealerDraws.map((a) => a.map((d) => ({ seat: d.seat, card: cardIdOf(d.card) })))
        : null,
      firstDealer: null,
      dealt,
      finished,
      totals: [...view.totals],
    },
    ownHand: cardIdsOf(view.hand!),
    field: cardIdsOf(view.field),
    captured: view.captured.map(cardIdsOf),
    events,
    lastMove,
    step: view.step === "replace" ? STEP_REPLACE : view.step === "play" ? STEP_PLAY : STEP_DRAW,
    turn: view.toAct[0]!,
    isUnseen,
  });
}

function fill(t: Template, hidden: SfjHidden): Result<SfjState> {
  const { view, unseen } = t;
  const n = view.players;
  const used = new Uint8Array(48);
  const take = (c: CardId): boolean => {
    if (!t.isUnseen[c] || used[c]) return false;
    used[c] = 1;
    return true;
  };
  const hands: CardId[][] = [];
  for (let s = 0; s < n; s++) {
    if (s === unseen.seat) {
      hands.push(t.ownHand.slice());
      continue;
    }
    const h = hidden.hands[s] ?? [];
    if (h.length !== view.handCounts[s])
      return err("bad-sample", `seat ${s} holds ${view.handCounts[s]} cards, the sample gives ${h.length}`);
    for (const c of h) if (!take(c)) return err("bad-sample", `${CARD_CODES[c]} cannot be in seat ${s}'s hand`);
    hands.push([...h]);
  }
  if (hidden.pile.length !== view.pileCount)
    return err("bad-sample", `the pile holds ${view.pileCount} cards, the sample gives ${hidden.pile.length}`);
  for (const c of hidden.pile) if (!take(c)) return err("bad-sample", `${CARD_CODES[c]} cannot be in the pile`);
  if (unseen.top !== null && hidden.pile[0] !== unseen.top)
    return err("bad-sample", "the turned card must stay on top of the pile");
  const pile = hidden.pile.slice();
  const deal: SfjDeal = { hands, field: t.field.slice(), pile };
  const offerMonth = t.step === STEP_REPLACE ? (view.replaceOffer?.month ?? lowestFour(hands[t.turn]!)) : 0;
  const round: SfjRound = {
    index: view.roundNumber - 1,
    dealer: view.dealer!,
    deal,
    hands,
    field: t.field.slice(),
    pile,
    pileTop: 0,
    captured: t.captured,
    step: t.step,
    turn: t.turn,
    offerMonth,
    keptMonths: 0,
    refills: t.events.filter((e) => e.kind === "refill").length,
    replacements: t.events.filter((e) => e.kind === "replace").length,
    events: t.events,
    lastMove: t.lastMove,
    moveCount: 0,
  };
  return ok({ ...t.base, round });
}

/**
 * The months whose four cards a seat may have held since the deal, now holding `count` hidden cards after
 * playing `played`: every card of the month is unseen (so possibly in its hand) or visible (on the table or
 * captured), and no more are visible than it has played.
 */
function feasibleFours(isUnseen: Uint8Array, visible: Uint8Array, count: number, played: number): number[] {
  const out: number[] = [];
  for (let m = 1; m <= 12; m++) {
    let hidden = 0;
    let seen = 0;
    let ok4 = true;
    for (let i = 0; i < 4; i++) {
      const c = (m - 1) * 4 + i;
      if (isUnseen[c]) hidden++;
      else if (visible[c]) seen++;
      else ok4 = false;
    }
    if (ok4 && hidden <= count && seen <= played) out.push(m);
  }
  return out;
}

function sampler(t: Template, view: SfjView): (rng: Rng) => Result<SfjState> {
  const { seat, handCounts, pileCount, top } = t.unseen;
  const n = view.players;
  const visible = new Uint8Array(48);
  for (const c of t.field) visible[c] = 1;
  for (const p of t.captured) for (const c of p) visible[c] = 1;
  const inReplace = t.step === STEP_REPLACE;
  // Seats that must hold a four: kept-four seats (played cards may be visible since), and the seat
  // deciding about a four now (nothing played yet: all four hidden).
  const mustHold = new Set<number>();
  for (const e of t.events) if (e.kind === "keep" && e.seat !== seat) mustHold.add(e.seat);
  if (inReplace && t.turn !== seat) mustHold.add(t.turn);
  // During the replace step, seats before the one deciding (turn order from the dealer) hold no four
  // they were not offered (a seat that kept one is among mustHold and not checked).
  const before: number[] = [];
  if (inReplace) for (let k = 0; (view.dealer! + k) % n !== t.turn; k++) before.push((view.dealer! + k) % n);
  const pool0 = t.unseen.cards.filter((c) => c !== top);
  const dealt = dealSizes(n).hand;
  return (rng: Rng) => {
    for (let attempt = 0; attempt < 500; attempt++) {
      const taken = new Uint8Array(48);
      const hands: CardId[][] = handCounts.map(() => []);
      let okHold = true;
      for (const s of mustHold) {
        const months = feasibleFours(
          t.isUnseen,
          visible,
          handCounts[s]!,
          inReplace ? 0 : dealt - handCounts[s]!,
        ).filter((m) => {
          for (let i = 0; i < 4; i++)
            if (taken[(m - 1) * 4 + i] || (top !== null && (m - 1) * 4 + i === top)) return false;
          return true;
        });
        if (months.length === 0) {
          okHold = false;
          break;
        }
        const m = months[rng.int(months.length)]!;
        for (let i = 0; i < 4; i++) {
          const c = (m - 1) * 4 + i;
          if (t.isUnseen[c]) {
            hands[s]!.push(c);
            taken[c] = 1;
          }
        }
      }
      if (!okHold) continue;
      const pool = rng.shuffleInPlace(pool0.filter((c) => !taken[c]));
      let k = 0;
      for (let s = 0; s < n; s++) {
        if (s === seat) continue;
        const need = handCounts[s]! - hands[s]!.length;
        if (need < 0) break;
        hands[s]!.push(...pool.slice(k, k + need));
        k += need;
        rng.shuffleInPlace(hands[s]!);
      }
      const pile = top === null ? pool.slice(k) : [top, ...pool.slice(k)];
      if (pile.length !== pileCount) continue;
      if (before.some((s) => s !== seat && !mustHold.has(s) && lowestFour(hands[s]!) !== 0)) continue;
      return fill(t, { hands, pile });
    }
    return err("no-sample", "no deal of the hidden cards fits the view");
  };
}

const determinization = determinizationOf(templateOf, fill, sampler);

/**
 * The full state a view stands for once its hidden cards are given: `hidden.hands[s]` with the view's
 * count for every other seat, `hidden.pile` (top first) with the pile count, together the unseen cards.
 */
export const sfjStateFromView = determinization.stateFromView;

/**
 * A sampler of states for `view` with the hidden cards dealt at random, consistent with the counts and
 * the public four-of-a-month events (see the file comment).
 */
export const sfjDeterminizer = determinization.determinizer;

/** One state for `view` with the hidden cards dealt at random (see sfjDeterminizer). */
export const determinizeSfj = determinization.determinize;
