// describeMove: a short phrase for move lists, without the player's name.

import { describePlayOrDraw, phrasePlayOrDraw } from "../core/fishing-describe";
import { parseMove } from "./moves";
import type { KoikoiState } from "./state";
import type { Phrase } from "../core/phrase";

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
    case "draw":
      return describePlayOrDraw(r, m, "field");
  }
}

/** describeKoikoiMove as a phrase of the app's Moves catalog. */
export function phraseKoikoiMove(state: KoikoiState, move: unknown): Phrase | null {
  const parsed = parseMove(move);
  if (!parsed.ok) return null;
  const m = parsed.move;
  const r = state.round;
  switch (m.kind) {
    case "choice":
      return { key: m.value ? "callsKoikoi" : "stops" };
    case "play":
    case "draw":
      return phrasePlayOrDraw(r, m);
  }
}
