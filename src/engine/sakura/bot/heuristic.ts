// The Sakura heuristic: bots/fishing.ts's greedy evaluation with Sakura's values and yaku, the Gaji as a wild card
// kept for a worthwhile target, hikis, Oi-bana bids by hand strength; a seat's knowledge is read from its view (the
// bot) or from a full state (the strong level's playouts, search.ts).

import { SAKURA_VALUE, type CardId } from "../../core/cards";
import type { Rng } from "../../core/rng";
import { GAJI } from "../gaji";
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
import { sakuraScoring, type SakuraCtx } from "./position";
import {
  arrivalEffect,
  evaluateEffect,
  fishHeuristicIndex,
  L_FIELD,
  L_HAND,
  L_UNSEEN,
  type FishEffect,
  type FishPos,
  type FishScoring,
} from "../../bots/fishing";

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

export const sakuraHeuristicIndex = fishHeuristicIndex(sakuraScores);
