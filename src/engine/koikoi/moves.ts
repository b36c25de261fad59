// Moves at the API are record-format JSON (docs/record-format.md, Koi-Koi): `{seat, play, take?}`,
// `{seat, draw: true, take?}`, `{seat, koikoi: true | false}`. Strict parsing and the legal-move lists.

import {
  badMove,
  moveObject,
  parsePlayOrDraw,
  pushDrawMoves,
  pushPlayMoves,
  parseChoiceMove,
  type FishingMove,
  type MoveParse,
  type ParsedPlayOrDraw,
} from "../core/fishing-moves";
import type { KoikoiRound } from "./state";

export type KoikoiMove = FishingMove | { seat: number; koikoi: boolean };

export type ParsedMove = ParsedPlayOrDraw | { kind: "decide"; seat: number; koikoi: boolean };

/** Strict shape check of an untrusted move; never throws. */
export function parseMove(raw: unknown): MoveParse<ParsedMove> {
  const o = moveObject(raw);
  if (!o.ok) return o;
  const fishing = parsePlayOrDraw(o.m, o.seat);
  if (fishing !== null) return fishing;
  const decide = parseChoiceMove(o.m, "koikoi", "true (continue) or false (stop)");
  if (decide === null)
    return badMove("a move is {seat, play[, take]}, {seat, draw: true[, take]} or {seat, koikoi: true|false}");
  return decide.ok ? { ok: true, move: { kind: "decide", seat: o.seat, koikoi: decide.move } } : decide;
}

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
      out.push({ seat, koikoi: true }, { seat, koikoi: false });
      return out;
  }
}
