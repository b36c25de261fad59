// Readable move phrases for move lists, without the player's name: "plays Cherry Curtain, takes
// Cherry chaff", "draws Pine chaff, takes the Lightning", "declares four Iris cards in hand: ...".

import { MONTH_NAMES, cardLabel } from "../core/cards";
import { resolveArrival } from "./capture";
import { handFourMonth } from "./misdeal";
import { parseMove } from "./moves";
import { describeResolution } from "./round";
import type { MushiState } from "./state";

/** Describes `move` as made in `state` (the state before the move). */
export function describeMove(state: MushiState, move: unknown): string {
  const parsed = parseMove(move);
  if (!parsed.ok) return "makes an unreadable move";
  const m = parsed.move;
  const r = state.round;
  if (m.kind === "declare") {
    const month = r ? handFourMonth(r.hands[m.seat]!) : null;
    return month === null
      ? "declares a four of a month in hand"
      : `declares four ${MONTH_NAMES[month - 1]} cards in hand: the deal is cancelled`;
  }
  if (m.kind === "play") {
    if (r && !r.over) {
      const res = resolveArrival(r.table, m.card, "hand", false, m.take, state.opts.lastLightning);
      if (res.ok) return describeResolution("play", m.card, res.value);
    }
    const take = m.take === undefined ? "" : `, takes ${cardLabel(m.take)}`;
    return `plays ${cardLabel(m.card)}${take}`;
  }
  if (r && !r.over && r.step === "draw") {
    const card = r.stock[r.next]!;
    const res = resolveArrival(r.table, card, "stock", r.next === r.stock.length - 1, m.take, state.opts.lastLightning);
    if (res.ok) return describeResolution("draw", card, res.value);
  }
  const take = m.take === undefined ? "" : `, takes ${cardLabel(m.take)}`;
  return `draws from the stock${take}`;
}
