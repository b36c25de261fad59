// Playing a turn (docs/rules/sakura.md): Step A (a hand card, a hiki or the Gaji), then Step B (the draw,
// its own move), draw-only turns, the Gaji with its targets, blocks and retargets; the legal moves are in
// turn-moves.ts. Hot path: no strings, one copied location array per move. Each function gets a fresh
// draft (the input state is never touched).

import { capturedBy } from "../core/fishing";
import { err, type EngineError } from "../core/result";
import { CARD_CODES, monthOf, type CardId } from "../core/cards";
import { resolutionOf } from "./capture";
import { GAJI, gajiWildFor, isPlainWillow } from "./gaji";
import { canDeclareHiki, hikiProtector } from "./hiki";
import { canonicalMove, KIND_DRAW, KIND_HIKI, KIND_PLAY, type DecodedMove, type SakuraMove } from "./moves";
import type { SakuraConfig } from "./setup";
import {
  CAPTURED,
  countAt,
  draftOf,
  FIELD,
  handSize,
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
import { hasMatchingCard } from "./turn-moves";

const NO_CARDS: readonly CardId[] = Object.freeze([]);

function onlyFieldCard(loc: readonly number[]): CardId {
  for (let c = 0; c < 48; c++) if (loc[c] === FIELD) return c;
  return -1;
}

function handHasOtherThanGaji(loc: readonly number[], seat: number): boolean {
  for (let c = 0; c < 48; c++) if (c !== GAJI && loc[c] === seat) return true;
  return false;
}

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

/** An ordinary card played or turned: laid or capturing, a plain Willow marked for the November restriction. */
function playOrdinary(
  cfg: SakuraConfig,
  x: RoundDraft,
  seat: number,
  move: SakuraMove,
  card: CardId,
  taken: readonly CardId[],
): void {
  placeOrCapture(cfg, x, seat, card, taken);
  if (isPlainWillow(card)) x.willowSeats |= 1 << seat;
  x.last = action(seat, move, card, taken, false, null);
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
    if (countAt(x.loc, FIELD) === 0) {
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
      const n = countAt(r.loc, FIELD);
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
  playOrdinary(cfg, x, seat, move, card, cap.taken);
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
    const n = countAt(r.loc, FIELD);
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
  playOrdinary(cfg, x, seat, move, card, cap.taken);
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
