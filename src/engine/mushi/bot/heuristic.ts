// The Mushi heuristic: bots/fishing.ts's greedy evaluation with Mushi's 20/10/5/1 values and its combinations, each
// worth its value against the opponent, the Lightning kept for a worthwhile target, and the four-in-hand
// declaration; a seat's knowledge is read from its view (the bot) or from a full state (the strong level's playouts,
// search.ts).

import { LIGHTNING, MUSHI_VALUE, uncheckedCardId, type CardId } from "../../core/cards";
import type { Rng } from "../../core/rng";
import { deckOf } from "../deck";
import type { MushiMove } from "../moves";
import type { MushiOptions } from "../options";
import type { MushiState } from "../state";
import type { MushiView } from "../view";
import { activeYaku } from "../yaku";
import {
  arrivalEffect,
  evaluateEffect,
  fishHeuristicIndex,
  fishScoring,
  L_CAPTURED,
  L_FIELD,
  L_HAND,
  L_OUT,
  L_UNSEEN,
  newPos,
  scoringCache,
  type FishEffect,
  type FishPos,
  type FishScoring,
} from "../../bots/fishing";

const cachedScoring = scoringCache();

export function mushiScoring(opts: MushiOptions): FishScoring {
  return cachedScoring(`${opts.deck}/${opts.fiveBrights}`, () => {
    const inDeck = new Uint8Array(48);
    for (const c of deckOf(opts.deck)) inDeck[c] = 1;
    return fishScoring(
      MUSHI_VALUE.map((v, c) => (inDeck[c] ? v : 0)),
      activeYaku(opts).map((y) => ({ cards: y.cards, worth: y.value })),
    );
  });
}

export interface MushiCtx {
  readonly opts: MushiOptions;
  readonly seat: number;
  /** The turned stock card in a draw step (-1 otherwise). */
  readonly top: CardId;
  /** Hand cards besides the Lightning. */
  readonly handOthers: number;
}

function finish(
  loc: Uint8Array,
  side: Int8Array,
  seat: number,
  otherHand: number,
  stock: number,
  drawAfter: boolean,
): FishPos {
  let unseen = 0;
  for (let c = 0; c < 48; c++) if (loc[c] === L_UNSEEN) unseen++;
  return {
    loc,
    side,
    mySide: seat,
    oppSides: [1 - seat],
    unseen,
    oppHand: otherHand,
    pile: stock,
    oppDraws: 1,
    drawAfter,
  };
}

function outOfDeck(loc: Uint8Array, opts: MushiOptions): void {
  if (opts.deck === 48) return;
  for (let c = 20; c < 28; c++) loc[c] = L_OUT;
}

export function mushiPosFromView(view: MushiView, opts: MushiOptions): { pos: FishPos; ctx: MushiCtx } {
  const rv = view.round!;
  const seat = view.viewer!;
  const { loc, side } = newPos();
  outOfDeck(loc, opts);
  let handOthers = 0;
  for (const c of rv.hand) {
    const id = uncheckedCardId(c);
    loc[id] = L_HAND;
    if (id !== LIGHTNING) handOthers++;
  }
  for (const c of rv.table) loc[uncheckedCardId(c)] = L_FIELD;
  rv.captured.forEach((pile, s) =>
    pile.forEach((c) => {
      const id = uncheckedCardId(c);
      loc[id] = L_CAPTURED;
      side[id] = s;
    }),
  );
  const top = rv.turned === null ? -1 : uncheckedCardId(rv.turned);
  if (top >= 0) loc[top] = L_OUT;
  const pos = finish(loc, side, seat, rv.handCounts[1 - seat]!, rv.stockCount, rv.step === "play" && rv.stockCount > 0);
  return { pos, ctx: { opts, seat, top, handOthers } };
}

export function mushiPosFromState(state: MushiState, seat: number): { pos: FishPos; ctx: MushiCtx } {
  const r = state.round!;
  const opts = state.opts;
  const { loc, side } = newPos();
  outOfDeck(loc, opts);
  let handOthers = 0;
  for (const c of r.hands[seat]!) {
    loc[c] = L_HAND;
    if (c !== LIGHTNING) handOthers++;
  }
  for (const c of r.table) loc[c] = L_FIELD;
  r.piles.forEach((pile, s) =>
    pile.forEach((c) => {
      loc[c] = L_CAPTURED;
      side[c] = s;
    }),
  );
  const top = r.step === "draw" ? r.stock[r.next]! : -1;
  if (top >= 0) loc[top] = L_OUT;
  const stock = r.stock.length - r.next - (top >= 0 ? 1 : 0);
  const pos = finish(loc, side, seat, r.hands[1 - seat]!.length, stock, r.step === "play" && stock > 0);
  return { pos, ctx: { opts, seat, top, handOthers } };
}

/** The Lightning's value kept for later (a wild capture is worth more on a better target). */
function lightningReserve(ctx: MushiCtx): number {
  return ctx.handOthers > 0 ? 7 : 0;
}

/** The effect of the Lightning from the hand, taking `target` (-1: it stays on the table). */
function lightningEffect(pos: FishPos, ctx: MushiCtx, target: CardId, sc: FishScoring): FishEffect {
  if (target < 0) {
    // It stays on the table; the next non-Willow stock card (our own draw, most often) takes it.
    return { captured: [], laid: -1, extra: -lightningReserve(ctx) + 0.6 * sc.value[LIGHTNING]! };
  }
  // The card of the Lightning month left unpaired at the end comes to us.
  let bonus = 0;
  const b = target & ~3;
  for (let i = 0; i < 4; i++)
    if (b + i !== target && pos.loc[b + i] !== L_CAPTURED && pos.loc[b + i] !== L_OUT) bonus += sc.value[b + i]! / 3;
  return { captured: [LIGHTNING, target], laid: -1, extra: 0.5 * bonus - lightningReserve(ctx) };
}

/** The eligible Lightning targets on the table (no Willow, no month with three on the table). */
function lightningTargets(pos: FishPos): CardId[] {
  const out: CardId[] = [];
  for (let c = 0; c < 48; c++) {
    if (pos.loc[c] !== L_FIELD || (c >= 40 && c <= 43)) continue;
    const b = c & ~3;
    let n = 0;
    for (let i = 0; i < 4; i++) if (pos.loc[b + i] === L_FIELD) n++;
    if (n !== 3) out.push(c);
  }
  return out;
}

/** A four in hand cancels the deal when declared: do it when the hand is weak or the four is poor. */
export function declareFour(pos: FishPos, sc: FishScoring): boolean {
  let hand = 0;
  for (let c = 0; c < 48; c++) if (pos.loc[c] === L_HAND) hand += sc.value[c]!;
  for (const set of sc.sets) {
    const k = set.cards.filter((c) => pos.loc[c] === L_HAND).length;
    if (k === set.cards.length) return false;
  }
  return hand < 45;
}

export function mushiScores(
  pos: FishPos,
  ctx: MushiCtx,
  moves: readonly MushiMove[],
  rng: Rng,
  noise: number,
): number[] {
  const sc = mushiScoring(ctx.opts);
  const tableHasLightning = pos.loc[LIGHTNING] === L_FIELD;
  return moves.map((m) => {
    let v: number;
    if ("declare" in m) v = declareFour(pos, sc) ? 1000 : -1000;
    else {
      const card = "play" in m ? uncheckedCardId(m.play) : ctx.top;
      const take = m.take ? uncheckedCardId(m.take) : -1;
      if (card < 0) v = 0;
      else if (card === LIGHTNING && !("draw" in m && ctx.top === LIGHTNING && pos.pile === 0)) {
        const targets = lightningTargets(pos);
        const t = take >= 0 ? take : targets.length === 1 ? targets[0]! : -1;
        v = evaluateEffect(pos, sc, lightningEffect(pos, ctx, t, sc));
        if ("draw" in m) v += lightningReserve(ctx);
      } else if ("draw" in m && tableHasLightning && card >> 2 !== 10)
        v = evaluateEffect(pos, sc, { captured: [card, LIGHTNING], laid: -1, extra: 0 });
      else v = evaluateEffect(pos, sc, arrivalEffect(pos, card, take, LIGHTNING));
    }
    return noise > 0 ? v + (rng.next() - 0.5) * noise : v;
  });
}

export const mushiHeuristicIndex = fishHeuristicIndex(mushiScores);
