// Legal moves while a turn is being played (docs/rules/sakura.md): Step A (every hand card with its
// take choices, the Gaji's targets, every hiki), Step B (the draw) and the Gaji's retarget. Hot path:
// no strings, shared move objects.

import { GAJI, gajiWildFor } from "./gaji";
import { hikiSplitAllowed } from "./hiki";
import { resolutionFor, resolutionOf } from "./capture";
import { drawMove, drawTakeMove, hikiMove, playMove, playTakeMove, type SakuraMove } from "./moves";
import type { SakuraConfig } from "./setup";
import {
  countAt,
  FIELD,
  POPCOUNT4,
  STEP_DRAW,
  STEP_GAJI_TARGET,
  STEP_PLAY,
  STEP_PLAY_OTHER,
  type RoundState,
} from "./state";

/** The wild Gaji's moves: one per field target, plus laying it down when that is allowed. */
function pushGajiMoves(out: SakuraMove[], loc: readonly number[], seat: number, mayLeave: boolean): void {
  const n = countAt(loc, FIELD);
  // With no target it simply stays on the field; with one forced target the take is left out.
  if (n === 0 || mayLeave || n === 1) out.push(playMove(seat, GAJI));
  if (n === 0 || (n === 1 && !mayLeave)) return;
  for (let c = 0; c < 48; c++) if (loc[c] === FIELD) out.push(playTakeMove(seat, GAJI, c));
}

/** Whether an ordinary hand card of `seat` (not a wild Gaji) matches the field. */
export function hasMatchingCard(cfg: SakuraConfig, r: RoundState, seat: number, gajiWild: boolean): boolean {
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
    const n = countAt(r.loc, FIELD);
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
