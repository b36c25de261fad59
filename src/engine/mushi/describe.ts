// Readable move phrases for move lists, without the player's name: "plays Cherry Curtain, takes
// Cherry chaff", "draws Pine chaff, takes the Lightning", "declares four Iris cards in hand: ...".

import { LIGHTNING, type CardId } from "../core/cards";
import { MONTH_NAMES, cardLabel } from "../core/card-names";
import type { Phrase } from "../core/phrase";
import { resolveArrival, type Resolution } from "./capture";
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

/** describeResolution as a phrase of the app's Moves catalog. */
function resolutionPhrase(verb: "play" | "draw", card: CardId, res: Resolution): Phrase {
  const args = { verb, gaji: "no" };
  if (res.lastLightning)
    return res.taken.length
      ? { key: "lastLightningWith", args, cards: { taken: [...res.taken] } }
      : { key: "lastLightning", args };
  if (res.stays)
    return card === LIGHTNING ? { key: "lightningStays", args } : { key: "stays", args, cards: { card: [card] } };
  return { key: "takes", args, cards: { card: [card], taken: [...res.taken] } };
}

/** describeMove as a phrase of the app's Moves catalog. */
export function phraseMushiMove(state: MushiState, move: unknown): Phrase | null {
  const parsed = parseMove(move);
  if (!parsed.ok) return null;
  const m = parsed.move;
  const r = state.round;
  if (m.kind === "declare") {
    const month = r ? handFourMonth(r.hands[m.seat]!) : null;
    return month === null ? { key: "declaresFour" } : { key: "declaresFourCancel", args: { month } };
  }
  if (m.kind === "play") {
    if (r && !r.over) {
      const res = resolveArrival(r.table, m.card, "hand", false, m.take, state.opts.lastLightning);
      if (res.ok) return resolutionPhrase("play", m.card, res.value);
    }
    return m.take === undefined
      ? { key: "plays", cards: { card: [m.card] } }
      : { key: "takes", args: { verb: "play", gaji: "no" }, cards: { card: [m.card], taken: [m.take] } };
  }
  if (r && !r.over && r.step === "draw") {
    const card = r.stock[r.next]!;
    const res = resolveArrival(r.table, card, "stock", r.next === r.stock.length - 1, m.take, state.opts.lastLightning);
    if (res.ok) return resolutionPhrase("draw", card, res.value);
  }
  return m.take === undefined ? { key: "draws" } : { key: "drawsTakes", cards: { taken: [m.take] } };
}
