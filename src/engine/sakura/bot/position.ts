// What a Sakura seat knows, as bots/fishing.ts's evaluation reads it: the card places from its view (the bot) or from
// a full state (the strong level's playouts, which must read only what that seat could see), with the Gaji's state,
// and the game's values and yaku as the evaluation's scoring.

import { SAKURA_VALUE, uncheckedCardId, type CardId } from "../../core/cards";
import { GAJI, gajiWildFor } from "../gaji";
import { legalMovesOf } from "../match";
import { YAKU_TRANSFER } from "../options";
import type { SakuraConfig } from "../setup";
import { CAPTURED, DEAD, FIELD, IN_PLAY, PILE, STEP_DRAW, STEP_GAJI_TARGET, type SakuraState } from "../state";
import type { SakuraView } from "../view";
import { YAKU, YAKU_POINTS } from "../yaku";
import {
  fishScoring,
  L_CAPTURED,
  L_FIELD,
  L_HAND,
  L_OUT,
  L_UNSEEN,
  newPos,
  scoringCache,
  type FishPos,
  type FishScoring,
} from "../../bots/fishing";

const cachedScoring = scoringCache();

/** Sakura's values and yaku; a yaku is worth 50 against each opponent (50 × sides with transfer_50). */
export function sakuraScoring(cfg: SakuraConfig): FishScoring {
  const worth = cfg.rules.yakuEffect === YAKU_TRANSFER ? YAKU_POINTS * cfg.sides : YAKU_POINTS;
  return cachedScoring(`${worth}`, () =>
    fishScoring(
      SAKURA_VALUE,
      YAKU.map((y) => ({ cards: y.cards, worth })),
    ),
  );
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

/** The seat's knowledge from its view. */
export function sakuraPosFromView(view: SakuraView, cfg: SakuraConfig): { pos: FishPos; ctx: SakuraCtx } {
  const rv = view.round!;
  const seat = view.seat!;
  const { loc, side } = newPos();
  for (const c of rv.hand ?? []) loc[uncheckedCardId(c)] = L_HAND;
  for (const c of rv.field) loc[uncheckedCardId(c)] = L_FIELD;
  for (const sv of rv.sides)
    for (const c of sv.captured) {
      const id = uncheckedCardId(c);
      loc[id] = L_CAPTURED;
      side[id] = sv.side;
    }
  for (const c of rv.dead) loc[uncheckedCardId(c)] = L_OUT;
  if (rv.gajiAwaitingTarget) loc[GAJI] = L_OUT;
  const retarget = rv.step === "gaji-retarget";
  const fromDraw = retarget && rv.last !== null && "draw" in rv.last.move;
  const handPlay = rv.step === "play" || rv.step === "play-other" || (retarget && !fromDraw);
  const pos = finishPos(loc, side, cfg, seat, rv.active, rv.handCounts, rv.pileCount, handPlay && rv.pileCount > 0);
  let handOthers = 0;
  for (const c of rv.hand ?? []) if (uncheckedCardId(c) !== GAJI) handOthers++;
  const ctx: SakuraCtx = {
    cfg,
    seat,
    gajiWild: retarget || rv.myGajiWild === true,
    retarget,
    top: rv.drawing === null ? -1 : uncheckedCardId(rv.drawing),
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
