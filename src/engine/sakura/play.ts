// Turns (docs/rules/sakura.md): Step A (a hand card, a hiki or the Gaji), then Step B (the draw, its own
// move), draw-only turns, the Gaji with its targets, blocks and retargets. Hot path: no strings,
// shared move objects, one copied location array per move.

import { capturedBy } from "../core/fishing";
import { err, type EngineError } from "../core/result";
import { CARD_CODES, monthOf, type CardId } from "../core/cards";
import { resolutionFor, resolutionOf } from "./capture";
import { GAJI, gajiWildFor, isPlainWillow } from "./gaji";
import { canDeclareHiki, hikiProtector, hikiSplitAllowed } from "./hiki";
import {
  canonicalMove,
  drawMove,
  drawTakeMove,
  hikiMove,
  KIND_DRAW,
  KIND_HIKI,
  KIND_PLAY,
  playMove,
  playTakeMove,
  type DecodedMove,
  type SakuraMove,
} from "./moves";
import type { SakuraConfig } from "./setup";
import {
  CAPTURED,
  draftOf,
  FIELD,
  handSize,
  POPCOUNT4,
  moveCard,
  IN_PLAY,
  STEP_DRAW,
  STEP_GAJI_TARGET,
  STEP_OVER,
  STEP_PLAY,
  STEP_PLAY_OTHER,
  type LastAction,
  type RoundDraft,
  type RoundState,
} from "./state";

const NO_CARDS: readonly CardId[] = Object.freeze([]);

function fieldCount(loc: readonly number[]): number {
  let n = 0;
  for (let c = 0; c < 48; c++) if (loc[c] === FIELD) n++;
  return n;
}

function onlyFieldCard(loc: readonly number[]): CardId {
  for (let c = 0; c < 48; c++) if (loc[c] === FIELD) return c;
  return -1;
}

function handHasOtherThanGaji(loc: readonly number[], seat: number): boolean {
  for (let c = 0; c < 48; c++) if (c !== GAJI && loc[c] === seat) return true;
  return false;
}

/** The wild Gaji's moves: one per field target, plus laying it down when that is allowed. */
function pushGajiMoves(out: SakuraMove[], loc: readonly number[], seat: number, mayLeave: boolean): void {
  const n = fieldCount(loc);
  // With no target it simply stays on the field; with one forced target the take is left out.
  if (n === 0 || mayLeave || n === 1) out.push(playMove(seat, GAJI));
  if (n === 0 || (n === 1 && !mayLeave)) return;
  for (let c = 0; c < 48; c++) if (loc[c] === FIELD) out.push(playTakeMove(seat, GAJI, c));
}

/** Whether an ordinary hand card of `seat` (not a wild Gaji) matches the field. */
function hasMatchingCard(cfg: SakuraConfig, r: RoundState, seat: number, gajiWild: boolean): boolean {
  const loc = r.loc;
  for (let c = 0; c < 48; c++) {
    if (loc[c] !== seat || (c === GAJI && gajiWild)) continue;
    if (resolutionOf(loc, c).kind !== "none") return true;
  }
  return false;
}

/** Step A moves: every hand card (with its take choices), the Gaji's targets, every hiki. */
function handMoves(cfg: SakuraConfig, r: RoundState, seat: number, withoutGaji: boolean): SakuraMove[] {
  const rules = cfg.rules;
  const loc = r.loc;
  // One pass: the seat's hand and the field as bit sets (cards 0-23 and 24-47), so each card's
  // field month mask (what the capture rule depends on) is a shift away.
  let hLo = 0;
  let hHi = 0;
  let fLo = 0;
  let fHi = 0;
  for (let c = 0; c < 24; c++) {
    const w = loc[c];
    if (w === seat) hLo |= 1 << c;
    else if (w === FIELD) fLo |= 1 << c;
  }
  for (let c = 24; c < 48; c++) {
    const w = loc[c];
    if (w === seat) hHi |= 1 << (c - 24);
    else if (w === FIELD) fHi |= 1 << (c - 24);
  }
  const out: SakuraMove[] = [];
  // With must_play_matching_if_able, non-matching plays wait here until we know whether any card matches.
  const loose: SakuraMove[] | null = rules.mustMatch ? [] : null;
  let anyMatch = false;
  for (let half = 0; half < 2; half++) {
    let bits = half === 0 ? hLo : hHi;
    const field = half === 0 ? fLo : fHi;
    const offset = half * 24;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const bit = 31 - Math.clz32(low);
      const c = offset + bit;
      if (c === GAJI && rules.gaji) {
        if (withoutGaji) continue;
        if (gajiWildFor(rules, r.willowSeats, seat)) {
          pushGajiMoves(out, loc, seat, rules.gajiMayDiscard);
          continue;
        }
      }
      const res = resolutionFor(c, (field >>> (bit & ~3)) & 15);
      if (res.kind === "choice") {
        out.push(playTakeMove(seat, c, res.options[0]), playTakeMove(seat, c, res.options[1]));
        anyMatch = true;
      } else if (res.kind !== "none") {
        out.push(playMove(seat, c));
        anyMatch = true;
      } else if (loose) loose.push(playMove(seat, c));
      else out.push(playMove(seat, c));
    }
  }
  // Hiki: the months where hand and field together hold all four.
  for (let m = 0; m < 12; m++) {
    const shift = (m % 6) << 2;
    const hm = ((m < 6 ? hLo : hHi) >>> shift) & 15;
    // After return_to_hand the Gaji sits out this Step A: no Willow hiki that would lay it down.
    if (hm === 0 || (withoutGaji && m === 10 && rules.gaji)) continue;
    const fm = ((m < 6 ? fLo : fHi) >>> shift) & 15;
    if ((hm | fm) === 15 && hikiSplitAllowed(rules.hiki, POPCOUNT4[hm]!)) out.push(hikiMove(seat, m + 1));
  }
  // must_play_matching_if_able: a non-matching ordinary card may be laid only when nothing matches.
  if (loose && !anyMatch) for (let i = 0; i < loose.length; i++) out.push(loose[i]!);
  return out;
}

function drawMoves(cfg: SakuraConfig, r: RoundState, seat: number): SakuraMove[] {
  const rules = cfg.rules;
  const c = r.info.pile[r.pileTop];
  if (c === undefined) return [];
  if (c === GAJI && rules.gajiWildDrawn && gajiWildFor(rules, r.willowSeats, seat)) {
    const n = fieldCount(r.loc);
    if (n <= 1) return [drawMove(seat)];
    const out: SakuraMove[] = [];
    for (let t = 0; t < 48; t++) if (r.loc[t] === FIELD) out.push(drawTakeMove(seat, t));
    return out;
  }
  const res = resolutionOf(r.loc, c);
  if (res.kind === "choice") return [drawTakeMove(seat, res.options[0]), drawTakeMove(seat, res.options[1])];
  return [drawMove(seat)];
}

/** Legal moves while a turn is being played (steps A, B, the Gaji retarget). */
export function playMoves(cfg: SakuraConfig, r: RoundState, seat: number): SakuraMove[] {
  if (seat !== r.turn) return [];
  switch (r.step) {
    case STEP_PLAY:
      return handMoves(cfg, r, seat, false);
    case STEP_PLAY_OTHER:
      return handMoves(cfg, r, seat, true);
    case STEP_DRAW:
      return drawMoves(cfg, r, seat);
    case STEP_GAJI_TARGET: {
      const out: SakuraMove[] = [];
      pushGajiMoves(out, r.loc, seat, true);
      return out;
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Applying moves. Each function gets a fresh draft (the input state is never touched).

type Applied = { ok: true; round: RoundState } | { ok: false; error: EngineError };

const bad = (code: string, message: string): Applied => err(code, message);

function action(
  seat: number,
  move: SakuraMove,
  card: CardId,
  taken: readonly CardId[],
  wild: boolean,
  block: LastAction["block"],
): LastAction {
  return { seat, move, card, taken, wild, block };
}

/** The turn passes on, or the round ends (`two_player_end`). */
function endTurn(cfg: SakuraConfig, x: RoundDraft): void {
  const pileEmpty = x.pileTop >= x.info.pile.length;
  if (x.hands === 0 && (pileEmpty || (cfg.rules.stopWhenHandsEmpty && x.info.active.length === 2))) {
    x.step = STEP_OVER;
    return;
  }
  const next = x.info.next[x.turn]!;
  x.turn = next;
  x.step = handSize(x.hands, next) === 0 ? STEP_DRAW : STEP_PLAY;
}

/** After Step A: Step B follows while the pile has cards. */
function toStepB(cfg: SakuraConfig, x: RoundDraft): void {
  if (x.pileTop < x.info.pile.length) x.step = STEP_DRAW;
  else endTurn(cfg, x);
}

/** Lays `card` on the field, or captures it with `taken`; taking the Gaji makes its taker the Gaji user. */
function placeOrCapture(cfg: SakuraConfig, x: RoundDraft, seat: number, card: CardId, taken: readonly CardId[]): void {
  if (taken.length === 0) {
    moveCard(x, card, FIELD);
    return;
  }
  const side = cfg.sideOf[seat]!;
  const where = CAPTURED + side;
  moveCard(x, card, where);
  for (let i = 0; i < taken.length; i++) x.loc[taken[i]!] = where;
  if (cfg.rules.gaji && (card === GAJI || taken.includes(GAJI))) {
    x.gajiSide = side;
    x.gajiMonth = 11;
    x.gajiPair = card === GAJI ? taken[0]! : card;
  }
}

/**
 * The wild Gaji aims at `target`. A card completing another seat's hiki is protected: the
 * owner takes the four at once, then the Gaji player retargets or leaves the Gaji (or, with
 * `return_to_hand`, takes it back and plays another card).
 */
function gajiAt(
  cfg: SakuraConfig,
  x: RoundDraft,
  seat: number,
  move: SakuraMove,
  target: CardId,
  fromDraw: boolean,
): void {
  const owner = hikiProtectorOf(cfg, x.loc, target, seat);
  if (owner >= 0) {
    const month = monthOf(target);
    const base = (month - 1) << 2;
    const where = CAPTURED + cfg.sideOf[owner]!;
    for (let i = 0; i < 4; i++) moveCard(x, base + i, where);
    x.last = action(seat, move, GAJI, NO_CARDS, true, { owner, month, cards: [base, base + 1, base + 2, base + 3] });
    if (!fromDraw && cfg.rules.blockedReturnToHand && handHasOtherThanGaji(x.loc, seat)) {
      moveCard(x, GAJI, seat);
      x.step = STEP_PLAY_OTHER;
      return;
    }
    if (fieldCount(x.loc) === 0) {
      moveCard(x, GAJI, FIELD);
      if (fromDraw) endTurn(cfg, x);
      else toStepB(cfg, x);
      return;
    }
    moveCard(x, GAJI, IN_PLAY);
    x.gajiFromDraw = fromDraw;
    x.step = STEP_GAJI_TARGET;
    return;
  }
  const side = cfg.sideOf[seat]!;
  moveCard(x, GAJI, CAPTURED + side);
  moveCard(x, target, CAPTURED + side);
  x.gajiSide = side;
  x.gajiMonth = monthOf(target);
  x.gajiPair = target;
  x.last = action(seat, move, GAJI, [target], true, null);
  if (fromDraw) endTurn(cfg, x);
  else toStepB(cfg, x);
}

function hikiProtectorOf(cfg: SakuraConfig, loc: readonly number[], target: CardId, seat: number): number {
  return hikiProtector(loc, target, seat, cfg.rules.hiki);
}

/** The Gaji left on the field without a capture (no target, `gaji_may_be_discarded`, or after a block). */
function gajiLaid(cfg: SakuraConfig, x: RoundDraft, seat: number, move: SakuraMove, fromDraw: boolean): void {
  moveCard(x, GAJI, FIELD);
  x.last = action(seat, move, GAJI, NO_CARDS, true, null);
  if (fromDraw) endTurn(cfg, x);
  else toStepB(cfg, x);
}

function applyHandPlay(cfg: SakuraConfig, r: RoundState, d: DecodedMove, withoutGaji: boolean): Applied {
  const rules = cfg.rules;
  const seat = d.seat;
  const card = d.card;
  if (r.loc[card] !== seat) return bad("not-in-hand", `${CARD_CODES[card]} is not in your hand`);
  const move = canonicalMove(d);
  if (card === GAJI && rules.gaji) {
    if (withoutGaji) return bad("gaji-returned", "the Gaji went back to your hand: play another card");
    if (gajiWildFor(rules, r.willowSeats, seat)) {
      const n = fieldCount(r.loc);
      const x = draftOf(r);
      x.moveCount++;
      if (d.take < 0) {
        if (n === 0 || rules.gajiMayDiscard) {
          gajiLaid(cfg, x, seat, move, false);
          return { ok: true, round: x };
        }
        if (n > 1) return bad("take-required", "the Gaji can take any field card: choose one");
        gajiAt(cfg, x, seat, move, onlyFieldCard(r.loc), false);
        return { ok: true, round: x };
      }
      if (r.loc[d.take] !== FIELD)
        return bad("bad-take", `the Gaji can only take a card on the field, not ${CARD_CODES[d.take]}`);
      gajiAt(cfg, x, seat, move, d.take, false);
      return { ok: true, round: x };
    }
  }
  const res = resolutionOf(r.loc, card);
  const cap = capturedBy(res, d.take < 0 ? undefined : d.take);
  if (!cap.ok) return cap;
  if (
    rules.mustMatch &&
    res.kind === "none" &&
    hasMatchingCard(cfg, r, seat, rules.gaji && gajiWildFor(rules, r.willowSeats, seat))
  )
    return bad("must-match", "a card in your hand matches the field: you must capture with it");
  const x = draftOf(r);
  x.moveCount++;
  placeOrCapture(cfg, x, seat, card, cap.taken);
  if (isPlainWillow(card)) x.willowSeats |= 1 << seat;
  x.last = action(seat, move, card, cap.taken, false, null);
  toStepB(cfg, x);
  return { ok: true, round: x };
}

function applyHiki(cfg: SakuraConfig, r: RoundState, d: DecodedMove, withoutGaji: boolean): Applied {
  const month = d.value;
  if (withoutGaji && month === 11 && cfg.rules.gaji)
    return bad(
      "gaji-returned",
      "the Gaji went back to your hand: play another card (a Willow hiki would use the Gaji)",
    );
  if (!canDeclareHiki(r.loc, d.seat, month, cfg.rules.hiki))
    return bad("no-hiki", `you hold no hiki in month ${month}`);
  const x = draftOf(r);
  x.moveCount++;
  const side = cfg.sideOf[d.seat]!;
  const base = (month - 1) << 2;
  for (let i = 0; i < 4; i++) moveCard(x, base + i, CAPTURED + side);
  if (month === 11 && cfg.rules.gaji) {
    // A Willow hiki takes the Gaji in an ordinary capture.
    x.gajiSide = side;
    x.gajiMonth = 11;
    x.gajiPair = 40;
  }
  x.last = action(d.seat, canonicalMove(d), -1, [base, base + 1, base + 2, base + 3], false, null);
  toStepB(cfg, x);
  return { ok: true, round: x };
}

function applyDraw(cfg: SakuraConfig, r: RoundState, d: DecodedMove): Applied {
  const rules = cfg.rules;
  const seat = d.seat;
  const card = r.info.pile[r.pileTop];
  if (card === undefined) return bad("pile-empty", "the draw pile is empty");
  const move = canonicalMove(d);
  if (card === GAJI && rules.gajiWildDrawn && gajiWildFor(rules, r.willowSeats, seat)) {
    const n = fieldCount(r.loc);
    if (d.take >= 0 && r.loc[d.take] !== FIELD)
      return bad("bad-take", `the Gaji can only take a card on the field, not ${CARD_CODES[d.take]}`);
    if (d.take < 0 && n > 1) return bad("take-required", "you turned the Gaji: choose the field card it takes");
    const x = draftOf(r);
    x.moveCount++;
    x.pileTop++;
    if (n === 0) gajiLaid(cfg, x, seat, move, true);
    else gajiAt(cfg, x, seat, move, d.take >= 0 ? d.take : onlyFieldCard(r.loc), true);
    return { ok: true, round: x };
  }
  const res = resolutionOf(r.loc, card);
  const cap = capturedBy(res, d.take < 0 ? undefined : d.take);
  if (!cap.ok) return cap;
  const x = draftOf(r);
  x.moveCount++;
  x.pileTop++;
  placeOrCapture(cfg, x, seat, card, cap.taken);
  if (isPlainWillow(card)) x.willowSeats |= 1 << seat;
  x.last = action(seat, move, card, cap.taken, false, null);
  endTurn(cfg, x);
  return { ok: true, round: x };
}

function applyRetarget(cfg: SakuraConfig, r: RoundState, d: DecodedMove): Applied {
  if (d.kind !== KIND_PLAY || d.card !== GAJI)
    return bad(
      "gaji-retarget",
      "your Gaji was blocked by a hiki: play it on another field card, or play it without a take to leave it on the field",
    );
  const x = draftOf(r);
  x.moveCount++;
  const move = canonicalMove(d);
  if (d.take < 0) gajiLaid(cfg, x, d.seat, move, r.gajiFromDraw);
  else {
    if (r.loc[d.take] !== FIELD)
      return bad("bad-take", `the Gaji can only take a card on the field, not ${CARD_CODES[d.take]}`);
    gajiAt(cfg, x, d.seat, move, d.take, r.gajiFromDraw);
  }
  return { ok: true, round: x };
}

/** Applies a decoded move of the seat to act during play. */
export function applyPlayMove(cfg: SakuraConfig, r: RoundState, d: DecodedMove): Applied {
  switch (r.step) {
    case STEP_PLAY:
    case STEP_PLAY_OTHER:
      if (d.kind === KIND_PLAY) return applyHandPlay(cfg, r, d, r.step === STEP_PLAY_OTHER);
      if (d.kind === KIND_HIKI) return applyHiki(cfg, r, d, r.step === STEP_PLAY_OTHER);
      if (d.kind === KIND_DRAW)
        return bad("play-first", "play a card from your hand (or declare a hiki) before drawing");
      return bad("wrong-move", "it is your turn to play a card from your hand");
    case STEP_DRAW:
      if (d.kind === KIND_DRAW) return applyDraw(cfg, r, d);
      return bad("draw-now", 'now draw from the pile: { "draw": true }');
    case STEP_GAJI_TARGET:
      return applyRetarget(cfg, r, d);
    default:
      return bad("wrong-move", "no card play is expected now");
  }
}
