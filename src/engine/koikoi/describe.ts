// describeMove: a short phrase for move lists, without the player's name.

import { cardLabel, MONTH_NAMES, type CardId } from "../core/cards";
import { capturedBy, resolveMatch } from "../core/fishing";
import { parseMove } from "./moves";
import type { KoikoiState } from "./state";
import { fishingPhrase, type Phrase } from "../core/phrase";

function outcome(field: readonly CardId[], card: CardId, take: CardId | undefined): string {
  const taken = capturedBy(resolveMatch(field, card), take);
  if (!taken.ok) return "";
  if (taken.taken.length === 0) return ", it stays on the field";
  if (taken.taken.length === 3) return `, takes all three ${MONTH_NAMES[card >> 2]} cards`;
  return `, takes ${cardLabel(taken.taken[0]!)}`;
}

/** Describes `move` as made in `state` (the state before the move). */
export function describeKoikoiMove(state: KoikoiState, move: unknown): string {
  const parsed = parseMove(move);
  if (!parsed.ok) return "makes an invalid move";
  const m = parsed.move;
  const r = state.round;
  switch (m.kind) {
    case "choice":
      return m.value ? "calls koi-koi" : "stops (shōbu)";
    case "play":
      return `plays ${cardLabel(m.card)}${r ? outcome(r.field, m.card, m.take) : ""}`;
    case "draw": {
      const card = r && r.pileTop < r.pile.length ? r.pile[r.pileTop] : undefined;
      if (r === null || card === undefined) return "draws";
      return `draws ${cardLabel(card)}${outcome(r.field, card, m.take)}`;
    }
  }
}

/** describeKoikoiMove as a phrase of the app's Moves catalog. */
export function phraseKoikoiMove(state: KoikoiState, move: unknown): Phrase | null {
  const parsed = parseMove(move);
  if (!parsed.ok) return null;
  const m = parsed.move;
  const r = state.round;
  const took = (card: CardId, take: CardId | undefined) => {
    if (!r) return null;
    const t = capturedBy(resolveMatch(r.field, card), take);
    return t.ok ? t.taken : null;
  };
  switch (m.kind) {
    case "choice":
      return { key: m.value ? "callsKoikoi" : "stops" };
    case "play":
      return fishingPhrase("play", m.card, took(m.card, m.take));
    case "draw": {
      const card = r && r.pileTop < r.pile.length ? r.pile[r.pileTop] : undefined;
      return card === undefined ? { key: "draws" } : fishingPhrase("draw", card, took(card, m.take));
    }
  }
}
