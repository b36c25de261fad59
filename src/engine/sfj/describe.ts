// describeMove: a short phrase for move lists, without the player's name.

import { cardLabel, MONTH_NAMES, type CardId } from "../core/cards";
import { capturedBy, resolveMatch } from "../core/fishing";
import { parseMove } from "./moves";
import type { SfjState } from "./state";
import { fishingPhrase, type Phrase } from "../core/phrase";

function outcome(taken: readonly CardId[] | null, month: number): string {
  if (taken === null) return "";
  if (taken.length === 0) return ", it stays on the table";
  if (taken.length === 3) return `, takes all three ${MONTH_NAMES[month - 1]} cards`;
  return `, takes ${cardLabel(taken[0]!)}`;
}

/** Describes `move` as made in `state` (the state before the move). */
export function describeSfjMove(state: SfjState, move: unknown): string {
  const parsed = parseMove(move);
  if (!parsed.ok) return "makes an invalid move";
  const m = parsed.move;
  const r = state.round;
  switch (m.kind) {
    case "choice": {
      if (!m.value) return "keeps a four-of-a-month hand";
      const month = r && r.turn === m.seat && r.offerMonth ? r.offerMonth : 0;
      return month
        ? `gives back the four ${MONTH_NAMES[month - 1]} cards for four new ones`
        : "replaces a four-of-a-month hand";
    }
    case "play": {
      const taken = r ? capturedBy(resolveMatch(r.field, m.card), m.take) : null;
      return `plays ${cardLabel(m.card)}${outcome(taken && taken.ok ? taken.taken : null, (m.card >> 2) + 1)}`;
    }
    case "draw": {
      const card = r && r.pileTop < r.pile.length ? r.pile[r.pileTop] : undefined;
      if (r === null || card === undefined) return "draws";
      const taken = capturedBy(resolveMatch(r.field, card), m.take);
      return `draws ${cardLabel(card)}${outcome(taken.ok ? taken.taken : null, (card >> 2) + 1)}`;
    }
  }
}

/** describeSfjMove as a phrase of the app's Moves catalog. */
export function phraseSfjMove(state: SfjState, move: unknown): Phrase | null {
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
    case "choice": {
      if (!m.value) return { key: "keepsFour" };
      const month = r && r.turn === m.seat && r.offerMonth ? r.offerMonth : 0;
      return month ? { key: "givesBackFour", args: { month } } : { key: "replacesFour" };
    }
    case "play":
      return fishingPhrase("play", m.card, took(m.card, m.take));
    case "draw": {
      const card = r && r.pileTop < r.pile.length ? r.pile[r.pileTop] : undefined;
      return card === undefined ? { key: "draws" } : fishingPhrase("draw", card, took(card, m.take));
    }
  }
}
