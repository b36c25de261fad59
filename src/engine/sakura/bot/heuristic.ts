// Sakura bots: the greedy heuristic (fishing.ts evaluation with Sakura's values and yaku, the Gaji as
// a wild card kept for a worthwhile target, hikis, Oi-bana bids by hand strength), and the adapter the
// strong level's search uses (determinize.ts states, the heuristic as playout policy).

import { SAKURA_VALUE, type CardId } from "../../core/cards";
import type { Rng } from "../../core/rng";
import { GAJI, gajiWildFor } from "../gaji";
import { legalMovesOf } from "../match";
import {
  decodeMove,
  KIND_BET,
  KIND_DEALER,
  KIND_DRAW,
  KIND_HIKI,
  MAX_BID,
  MIN_BID,
  type DecodedMove,
  type SakuraMove,
} from "../moves";
import { YAKU_TRANSFER } from "../options";
import type { SakuraConfig } from "../setup";
import { CAPTURED, DEAD, FIELD, IN_PLAY, PILE, STEP_DRAW, STEP_GAJI_TARGET, type SakuraState } from "../state";
import type { SakuraView } from "../view";
import { YAKU, YAKU_POINTS } from "../yaku";
import {
  argmax,
  arrivalEffect,
  evaluateEffect,
  fishScoring,
  L_CAPTURED,
  L_FIELD,
  L_HAND,
  L_OUT,
  L_UNSEEN,
  newPos,
  type FishEffect,
  type FishPos,
  type FishScoring,
} from "../../bots/fishing";

const scoringCache = new Map<string, FishScoring>();

/** Sakura's values and yaku; a yaku is worth 50 against each opponent (50 × sides with transfer_50). */
export function sakuraScoring(cfg: SakuraConfig): FishScoring {
  const worth = cfg.rules.yakuEffect === YAKU_TRANSFER ? YAKU_POINTS * cfg.sides : YAKU_POINTS;
  const key = `${worth}`;
  let sc = scoringCache.get(key);
  if (!sc) {
    sc = fishScoring(
      SAKURA_VALUE,
      YAKU.map((y) => ({ cards: y.cards, worth })),
    );
    scoringCache.set(key, sc);
  }
  return sc;
}

/** What a Sakura seat knows beyond the card places. */
export interface SakuraCtx {
  readonly cfg: SakuraConfig;
  readonly seat: number;
  /** The seat's Gaji is a wild card now (held, or waiting for a retarget). */
  readonly gajiWild: boolean;
  /** Retargeting a blocked Gaji. */
  readonly retarget: boolean;
  /** The card being turned, when the seat sees it (its own draw with a choice). */
  readonly top: CardId;
  /** Cards in the seat's hand other than the Gaji. */
  readonly handOthers: number;
}

function finishPos(
  loc: Uint8Array,
  side: Int8Array,
  cfg: SakuraConfig,
  seat: number,
  active: readonly number[],
  handCounts: readonly number[],
  pile: number,
  drawAfter: boolean,
): FishPos {
  const mySide = cfg.sideOf[seat]!;
  const oppSides: number[] = [];
  let oppHand = 0;
  let oppDraws = 0;
  for (let i = 0; i < active.length; i++) {
    const s = active[i]!;
    const sd = cfg.sideOf[s]!;
    if (sd === mySide) continue;
    if (!oppSides.includes(sd)) oppSides.push(sd);
    oppHand += handCounts[s]!;
    oppDraws++;
  }
  let unseen = 0;
  for (let c = 0; c < 48; c++) if (loc[c] === L_UNSEEN) unseen++;
  return { loc, side, mySide, oppSides, unseen, oppHand, pile, oppDraws, drawAfter };
}

function codeId(code: string): CardId {
  return ((Number(code.slice(1, 3)) - 1) << 2) + Number(code.slice(4));
}

/** The seat's knowledge from its view. */
export function sakuraPosFromView(view: SakuraView, cfg: SakuraConfig): { pos: FishPos; ctx: SakuraCtx } {
  const rv = view.round!;
  const seat = view.seat!;
  const { loc, side } = newPos();
  for (const c of rv.hand ?? []) loc[codeId(c)] = L_HAND;
  for (const c of rv.field) loc[codeId(c)] = L_FIELD;
  for (const sv of rv.sides)
    for (const c of sv.captured) {
      const id = codeId(c);
      loc[id] = L_CAPTURED;
      side[id] = sv.side;
    }
  for (const c of rv.dead) loc[codeId(c)] = L_OUT;
  if (rv.gajiAwaitingTarget) loc[GAJI] = L_OUT;
  const retarget = rv.step === "gaji-retarget";
  const fromDraw = retarget && rv.last !== null && "draw" in rv.last.move;
  const handPlay = rv.step === "play" || rv.step === "play-other" || (retarget && !fromDraw);
  const pos = finishPos(loc, side, cfg, seat, rv.active, rv.handCounts, rv.pileCount, handPlay && rv.pileCount > 0);
  let handOthers = 0;
  for (const c of rv.hand ?? []) if (codeId(c) !== GAJI) handOthers++;
  const ctx: SakuraCtx = {
    cfg,
    seat,
    gajiWild: retarget || rv.myGajiWild === true,
    retarget,
    top: rv.drawing === null ? -1 : codeId(rv.drawing),
    handOthers,
  };
  return { pos, ctx };
}

const scratchLoc = new Uint8Array(48);
const scratchSide = new Int8Array(48);
const scratchCounts: number[] = [0, 0, 0, 0, 0, 0, 0];

/**
 * The same knowledge read from a full state (for the playouts; only what the seat may know is used).
 * With `reuse`, the position lives in shared buffers, valid until the next call.
 */
export function sakuraPosFromState(state: SakuraState, seat: number, reuse = false): { pos: FishPos; ctx: SakuraCtx } {
  const cfg = state.cfg;
  const r = state.round!;
  let loc: Uint8Array;
  let side: Int8Array;
  if (reuse) {
    loc = scratchLoc;
    side = scratchSide;
    loc.fill(0);
    side.fill(-1);
  } else ({ loc, side } = newPos());
  let handOthers = 0;
  let pile = 0;
  for (let c = 0; c < 48; c++) {
    const w = r.loc[c]!;
    if (w === seat) {
      loc[c] = L_HAND;
      if (c !== GAJI) handOthers++;
    } else if (w === FIELD) loc[c] = L_FIELD;
    else if (w >= CAPTURED) {
      loc[c] = L_CAPTURED;
      side[c] = w - CAPTURED;
    } else if (w === DEAD || w === IN_PLAY) loc[c] = L_OUT;
    else if (w === PILE) pile++;
  }
  const retarget = r.step === STEP_GAJI_TARGET;
  const handPlay = r.step !== STEP_DRAW && !(retarget && r.gajiFromDraw);
  for (let s = 0; s < cfg.players; s++) scratchCounts[s] = (r.hands >>> (s << 2)) & 15;
  const pos = finishPos(loc, side, cfg, seat, r.info.active, scratchCounts, pile, handPlay && pile > 0);
  const ctx: SakuraCtx = {
    cfg,
    seat,
    gajiWild: retarget || (r.loc[GAJI] === seat && gajiWildFor(cfg.rules, r.willowSeats, seat)),
    retarget,
    // The turned card is seen only when it gives a choice of capture (as in the view).
    top:
      r.step === STEP_DRAW && r.turn === seat && legalMovesOf(state, seat).length > 1
        ? (r.info.pile[r.pileTop] ?? -1)
        : -1,
    handOthers,
  };
  return { pos, ctx };
}

function fieldOfMonth(pos: FishPos, month: number, out: CardId[]): CardId[] {
  out.length = 0;
  const b = (month - 1) << 2;
  for (let i = 0; i < 4; i++) if (pos.loc[b + i] === L_FIELD) out.push(b + i);
  return out;
}

const scratch: CardId[] = [];

/** The Gaji's value kept for later: a wild capture is worth more on a better target. */
function gajiReserve(pos: FishPos, ctx: SakuraCtx): number {
  if (ctx.handOthers === 0) return 0;
  // Under the November restriction another seat's plain Willow ends its wildness: use it sooner.
  let willowsOut = 0;
  if (ctx.cfg.rules.november) for (let c = 40; c <= 42; c++) if (pos.loc[c] === L_UNSEEN) willowsOut++;
  return willowsOut > 0 ? 5 : 9;
}

const NONE: FishEffect = { captured: [], laid: -1, extra: 0 };

function wild(pos: FishPos, ctx: SakuraCtx, target: CardId): FishEffect {
  const reserve = gajiReserve(pos, ctx);
  if (target < 0) return { captured: [], laid: GAJI, extra: -reserve };
  // Cards of the Gaji month left on the field come to us at the end of the round.
  const month = (target >> 2) + 1;
  let bonus = 0;
  for (const c of fieldOfMonth(pos, month, scratch)) if (c !== target) bonus += 0.3 * SAKURA_VALUE[c]!;
  return { captured: [GAJI, target], laid: -1, extra: bonus - reserve };
}

export function sakuraEffect(pos: FishPos, ctx: SakuraCtx, d: DecodedMove): FishEffect {
  const rules = ctx.cfg.rules;
  if (d.kind === KIND_HIKI) {
    const b = (d.value - 1) << 2;
    return { captured: [b, b + 1, b + 2, b + 3], laid: -1, extra: 0 };
  }
  if (d.kind === KIND_DRAW) {
    const card = ctx.top;
    if (card < 0) return NONE;
    if (card === GAJI && rules.gaji && rules.gajiWildDrawn && ctx.gajiWild)
      return wild(pos, { ...ctx, handOthers: 0 }, d.take);
    return arrivalEffect(pos, card, d.take);
  }
  if (d.kind !== 0) return NONE;
  if (d.card === GAJI && rules.gaji && ctx.gajiWild) {
    if (d.take >= 0) return wild(pos, ctx, d.take);
    // No take: the only field card (forced), or the Gaji laid on the field.
    let only = -1;
    let count = 0;
    for (let c = 0; c < 48; c++)
      if (pos.loc[c] === L_FIELD) {
        only = c;
        count++;
      }
    if (count === 1 && !rules.gajiMayDiscard && !ctx.retarget) return wild(pos, ctx, only);
    return wild(pos, ctx, -1);
  }
  return arrivalEffect(pos, d.card, d.take);
}

/** An Oi-bana bid (1..10) by hand strength: card values and yaku pairs in the hand. */
export function sakuraBid(pos: FishPos, sc: FishScoring, rng: Rng): number {
  let strength = 0;
  const hand: CardId[] = [];
  for (let c = 0; c < 48; c++) if (pos.loc[c] === L_HAND) hand.push(c);
  for (const c of hand) strength += sc.value[c]!;
  for (const set of sc.sets) {
    const k = set.cards.filter((c) => pos.loc[c] === L_HAND).length;
    if (k >= 2) strength += 25 * (k - 1);
  }
  // Pairs of a month in hand capture each other's field mates later.
  const months = new Uint8Array(13);
  for (const c of hand) months[(c >> 2) + 1]!++;
  for (let m = 1; m <= 12; m++) if (months[m]! >= 2) strength += 6;
  const jitter = rng.int(3) - 1;
  return Math.max(MIN_BID, Math.min(MAX_BID, Math.round((strength - 45) / 10) + 1 + jitter));
}

/** Scores of the legal moves for the heuristic (higher is better), with `noise` points of jitter. */
export function sakuraScores(
  pos: FishPos,
  ctx: SakuraCtx,
  moves: readonly SakuraMove[],
  rng: Rng,
  noise: number,
): number[] {
  const sc = sakuraScoring(ctx.cfg);
  const players = ctx.cfg.players;
  let bid = -1;
  return moves.map((m) => {
    const d = decodeMove(m, players);
    if (!d.ok) return -Infinity;
    const mv = d.move;
    let v: number;
    if (mv.kind === KIND_BET) {
      if (bid < 0) bid = sakuraBid(pos, sc, rng);
      v = -Math.abs(mv.value - bid);
    } else if (mv.kind === KIND_DEALER) v = mv.value === ctx.seat ? 1 : 0;
    else v = evaluateEffect(pos, sc, sakuraEffect(pos, ctx, mv));
    return noise > 0 ? v + (rng.next() - 0.5) * noise : v;
  });
}

export function sakuraHeuristicIndex(
  pos: FishPos,
  ctx: SakuraCtx,
  moves: readonly SakuraMove[],
  rng: Rng,
  noise = 0.01,
): number {
  if (moves.length <= 1) return 0;
  return argmax(sakuraScores(pos, ctx, moves, rng, noise), (k) => rng.int(k));
}
