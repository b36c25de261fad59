// Legal moves in the record-format shape: one move per hand card and capture choice, the draw
// (with a take per choice), and the declaration of a four when it is allowed.

import type { CardId } from "../core/cards";
import { arrivalChoices } from "./capture";
import { declareMove, drawMove, playMove, type MushiMove } from "./moves";
import type { MushiOptions } from "./options";
import { canDeclareFour } from "./round";
import type { RoundState } from "./state";

export function roundLegalMoves(r: RoundState, seat: number, opts: MushiOptions): MushiMove[] {
  if (r.over || r.turn !== seat) return [];
  const out: MushiMove[] = [];
  if (r.step === "draw") {
    const card = r.stock[r.next]!;
    for (const t of arrivalChoices(r.table, card, "stock", r.next === r.stock.length - 1)) out.push(drawMove(seat, t));
    return out;
  }
  if (canDeclareFour(r, seat, opts)) out.push(declareMove(seat));
  const seen = new Set<CardId>();
  for (const card of r.hands[seat]!) {
    if (seen.has(card)) continue;
    seen.add(card);
    for (const t of arrivalChoices(r.table, card, "hand", false)) out.push(playMove(seat, card, t));
  }
  return out;
}
