// Moves at the API are record-format JSON (docs/record-format.md, Koi-Koi): `{seat, play, take?}`,
// `{seat, draw: true, take?}`, `{seat, koikoi: true | false}`. Strict parsing and the legal-move lists.

import {
  badMove,
  moveObject,
  parsePlayOrDraw,
  pushDrawMoves,
  pushPlayMoves,
  unknownKey,
  type FishingMove,
  type MoveParse,
  type ParsedPlayOrDraw,
} from "../core/fishing-moves";
import type { KoikoiRound } from "./state";

export type KoikoiMove = FishingMove | { seat: number; koikoi: boolean };

export type ParsedMove = ParsedPlayOrDraw | { kind: "decide"; seat: number; koikoi: boolean };

const DECIDE_KEYS = ["seat", "koikoi"];

/** Strict shape check of an untrusted move; never throws. */
export function parseMove(raw: unknown): MoveParse<ParsedMove> {
  const o = moveObject(raw);
  if (!o.ok) return o;
  const { m, seat } = o;
  const fishing = parsePlayOrDraw(m, seat);
  if (fishing !== null) return fishing;
  if (m.koikoi !== undefined) {
    const extra = unknownKey(m, DECIDE_KEYS);
    if (extra !== null) return badMove(`unknown field "${extra}" in this move`);
    if (typeof m.koikoi !== "boolean") return badMove("koikoi must be true (continue) or false (stop)");
    return { ok: true, move: { kind: "decide", seat, koikoi: m.koikoi } };
  }
  return badMove("a move is {seat, play[, take]}, {seat, draw: true[, take]} or {seat, koikoi: true|false}");
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
