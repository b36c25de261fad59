// Moves at the API are record-format JSON (docs/record-format.md): `{seat, play, take?}`,
// `{seat, draw: true, take?}`, `{seat, replace}`. This file parses untrusted values strictly and
// lists the legal moves.

import type { CardId } from "../core/cards";
import { resolveMatch } from "../core/fishing";
import { choiceMove, fishingMoveParser, pushDrawMoves, pushPlayMoves, type FishingMove } from "../core/fishing-moves";
import { STEP_DRAW, STEP_PLAY, STEP_REPLACE, type SfjRound } from "./state";
import type { SfjConfig } from "./options";

export type SfjMove = FishingMove | { seat: number; replace: boolean };

const REPLACE = { key: "replace", what: "true or false" };

/** Strict shape check of an untrusted move; never throws. A `choice` is the four-of-a-month replace choice. */
export const parseMove = fishingMoveParser(REPLACE);

/** Does any card of `hand` match a table card? (For `must_play_matching_if_able`.) */
export function handHasMatch(hand: readonly CardId[], field: readonly CardId[]): boolean {
  let months = 0;
  for (let i = 0; i < field.length; i++) months |= 1 << (field[i]! >> 2);
  for (let i = 0; i < hand.length; i++) if (months & (1 << (hand[i]! >> 2))) return true;
  return false;
}

/** The legal moves of `seat` in a round in play (empty when it is not that seat's move). */
export function legalRoundMoves(config: SfjConfig, round: SfjRound, seat: number): SfjMove[] {
  if (seat !== round.turn) return [];
  const out: SfjMove[] = [];
  switch (round.step) {
    case STEP_REPLACE:
      out.push(choiceMove(seat, REPLACE.key, true), choiceMove(seat, REPLACE.key, false));
      return out;
    case STEP_PLAY: {
      const hand = round.hands[seat]!;
      const field = round.field;
      const mustMatch = config.mustPlayMatching && handHasMatch(hand, field);
      for (let i = 0; i < hand.length; i++) {
        const card = hand[i]!;
        if (mustMatch && resolveMatch(field, card).kind === "none") continue;
        pushPlayMoves(out, seat, field, card);
      }
      return out;
    }
    case STEP_DRAW:
      pushDrawMoves(out, seat, round.field, round.pile[round.pileTop]!);
      return out;
  }
}
