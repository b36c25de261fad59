// Moves at the API are record-format JSON (docs/record-format.md, Koi-Koi): `{seat, play, take?}`,
// `{seat, draw: true, take?}`, `{seat, koikoi: true | false}`. Strict parsing and the legal-move lists.

import { choiceMove, fishingMoveParser, pushDrawMoves, pushPlayMoves, type FishingMove } from "../core/fishing-moves";
import type { KoikoiRound } from "./state";

export type KoikoiMove = FishingMove | { seat: number; koikoi: boolean };

const DECISION = { key: "koikoi", what: "true (continue) or false (stop)" };

/** Strict shape check of an untrusted move; never throws. A `choice` is the koi-koi decision. */
export const parseMove = fishingMoveParser(DECISION);

/** The legal moves of `seat` in a round in play (empty when it is not that seat's move). */
export function legalRoundMoves(r: KoikoiRound, seat: number): KoikoiMove[] {
  if (seat !== r.turn) return [];
  const out: KoikoiMove[] = [];
  switch (r.step) {
    case "play":
      for (const card of r.hands[seat]!) pushPlayMoves(out, seat, r.field, card);
      return out;
    case "draw":
      pushDrawMoves(out, seat, r.field, r.pile[r.pileTop]!);
      return out;
    case "decide":
      out.push(choiceMove(seat, DECISION.key, true), choiceMove(seat, DECISION.key, false));
      return out;
  }
}
