// The SFJ heuristic: bots/fishing.ts's greedy evaluation with SFJ's printed values and the roles, each worth its
// payment from every other player, and the four-of-a-month decision; a seat's knowledge is read from its view (the
// bot) or from a full state (the strong level's playouts, search.ts).

import { uncheckedCardId, type CardId } from "../../core/cards";
import type { Rng } from "../../core/rng";
import type { SfjMove } from "../moves";
import type { SfjConfig } from "../options";
import { ROLE_DEFS, ROLE_ORDER, roleCards } from "../roles";
import { STEP_DRAW, STEP_PLAY, type SfjState } from "../state";
import type { SfjView } from "../view";
import {
  arrivalEffect,
  evaluateEffect,
  fishHeuristicIndex,
  fishScoring,
  L_CAPTURED,
  L_FIELD,
  L_HAND,
  L_UNSEEN,
  newPos,
  scoringCache,
  type FishPos,
  type FishScoring,
} from "../../bots/fishing";

const cachedScoring = scoringCache();

/** Values and roles; a role paying p per opponent is worth p × (n − 1) in card points against the others. */
export function sfjScoring(config: SfjConfig): FishScoring {
  const key = `${config.players}/${config.chaffValue}/${config.blackTea}/${config.japaneseTea}`;
  return cachedScoring(key, () => {
    const sets = ROLE_ORDER.flatMap((k) => {
      const cards = roleCards(config, k);
      return cards ? [{ cards, worth: ROLE_DEFS[k].pay * (config.players - 1) }] : [];
    });
    return fishScoring(config.values, sets);
  });
}

function finish(
  loc: Uint8Array,
  side: Int8Array,
  seat: number,
  players: number,
  handCount: (s: number) => number,
  pile: number,
  drawAfter: boolean,
): FishPos {
  const oppSides: number[] = [];
  let oppHand = 0;
  for (let s = 0; s < players; s++) {
    if (s === seat) continue;
    oppSides.push(s);
    oppHand += handCount(s);
  }
  let unseen = 0;
  for (let c = 0; c < 48; c++) if (loc[c] === L_UNSEEN) unseen++;
  return { loc, side, mySide: seat, oppSides, unseen, oppHand, pile, oppDraws: players - 1, drawAfter };
}

export interface SfjCtx {
  readonly config: SfjConfig;
  readonly seat: number;
  /** The turned card in a draw step (-1 otherwise). */
  readonly top: CardId;
  /** The month of the four offered in a replace step (0 otherwise). */
  readonly offer: number;
}

export function sfjPosFromView(view: SfjView, config: SfjConfig): { pos: FishPos; ctx: SfjCtx } {
  const seat = view.seat!;
  const { loc, side } = newPos();
  for (const c of view.hand ?? []) loc[uncheckedCardId(c)] = L_HAND;
  for (const c of view.field) loc[uncheckedCardId(c)] = L_FIELD;
  view.captured.forEach((pile, s) =>
    pile.forEach((c) => {
      const id = uncheckedCardId(c);
      loc[id] = L_CAPTURED;
      side[id] = s;
    }),
  );
  const pos = finish(
    loc,
    side,
    seat,
    view.players,
    (s) => view.handCounts[s]!,
    view.pileCount,
    view.step === "play" && view.pileCount > 0,
  );
  return {
    pos,
    ctx: {
      config,
      seat,
      top: view.turnedCard === null ? -1 : uncheckedCardId(view.turnedCard),
      offer: view.replaceOffer?.month ?? 0,
    },
  };
}

export function sfjPosFromState(state: SfjState, seat: number): { pos: FishPos; ctx: SfjCtx } {
  const r = state.round!;
  const { loc, side } = newPos();
  for (const c of r.hands[seat]!) loc[c] = L_HAND;
  for (const c of r.field) loc[c] = L_FIELD;
  r.captured.forEach((pile, s) =>
    pile.forEach((c) => {
      loc[c] = L_CAPTURED;
      side[c] = s;
    }),
  );
  const pile = r.pile.length - r.pileTop;
  const pos = finish(
    loc,
    side,
    seat,
    state.config.players,
    (s) => r.hands[s]!.length,
    pile,
    r.step === STEP_PLAY && pile > 0,
  );
  return {
    pos,
    ctx: {
      config: state.config,
      seat,
      top: r.step === STEP_DRAW ? r.pile[r.pileTop]! : -1,
      offer: r.turn === seat ? r.offerMonth : 0,
    },
  };
}

/**
 * Keep a four of a month when its cards are worth it: a four is captured by its holder alone
 * (nobody else has the month) but takes nothing from anyone; new cards may capture more.
 */
export function keepFour(config: SfjConfig, month: number): boolean {
  const sc = sfjScoring(config);
  let v = 0;
  const b = (month - 1) << 2;
  for (let i = 0; i < 4; i++) {
    v += sc.value[b + i]!;
    for (const k of sc.setsOf[b + i]!) v += sc.sets[k]!.worth * 0.25;
  }
  return v >= 28;
}

export function sfjScores(pos: FishPos, ctx: SfjCtx, moves: readonly SfjMove[], rng: Rng, noise: number): number[] {
  const sc = sfjScoring(ctx.config);
  return moves.map((m) => {
    let v: number;
    if ("replace" in m) {
      const keep = ctx.offer > 0 ? keepFour(ctx.config, ctx.offer) : true;
      v = m.replace === !keep ? 1 : 0;
    } else if ("play" in m)
      v = evaluateEffect(pos, sc, arrivalEffect(pos, uncheckedCardId(m.play), m.take ? uncheckedCardId(m.take) : -1));
    else
      v = ctx.top < 0 ? 0 : evaluateEffect(pos, sc, arrivalEffect(pos, ctx.top, m.take ? uncheckedCardId(m.take) : -1));
    return noise > 0 ? v + (rng.next() - 0.5) * noise : v;
  });
}

export const sfjHeuristicIndex = fishHeuristicIndex(sfjScores);
