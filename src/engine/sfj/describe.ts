// describeMove: a short phrase for move lists, without the player's name.

import { MONTH_NAMES } from "../core/cards";
import { describePlayOrDraw, phrasePlayOrDraw } from "../core/fishing-describe";
import { parseMove } from "./moves";
import type { SfjState } from "./state";
import type { Phrase } from "../core/phrase";

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
    case "play":
    case "draw":
      return describePlayOrDraw(r, m, "table");
  }
}

/** describeSfjMove as a phrase of the app's Moves catalog. */
export function phraseSfjMove(state: SfjState, move: unknown): Phrase | null {
  const parsed = parseMove(move);
  if (!parsed.ok) return null;
  const m = parsed.move;
  const r = state.round;
  switch (m.kind) {
    case "choice": {
      if (!m.value) return { key: "keepsFour" };
      const month = r && r.turn === m.seat && r.offerMonth ? r.offerMonth : 0;
      return month ? { key: "givesBackFour", args: { month } } : { key: "replacesFour" };
    }
    case "play":
    case "draw":
      return phrasePlayOrDraw(r, m);
  }
}
