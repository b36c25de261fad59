// Mushi moves at the API are the record-format JSON objects (docs/record-format.md "Moves"):
//   { seat, play: CARD, take?: CARD }   a card from the hand
//   { seat, draw: true, take?: CARD }   the turned-up top stock card
//   { seat, declare: "four" }           a four of a month in the hand cancels the deal
// Shapes are checked strictly: unknown keys or wrong types are an error value, never a throw.

import { cardCode, parseCard, type CardCode, type CardId } from "../core/cards";
import { err } from "../core/result";
import type { EngineError } from "../core/result";
import { shown } from "../core/shown";
import type { MushiMoveIn } from "./state";

export type MushiMove =
  | { seat: number; play: CardCode; take?: CardCode }
  | { seat: number; draw: true; take?: CardCode }
  | { seat: number; declare: "four" };

const KEYS = new Set(["seat", "play", "draw", "take", "declare"]);

export function parseMove(raw: unknown): { ok: true; move: MushiMoveIn } | { ok: false; error: EngineError } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return err("bad-move", 'a move must be an object such as {"seat":0,"play":"M03-0"}');
  const m = raw as Record<string, unknown>;
  for (const key of Object.keys(m)) if (!KEYS.has(key)) return err("bad-move", `a Mushi move has no field "${key}"`);
  const seat = m.seat;
  if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 0 || seat > 1)
    return err("bad-move", "seat must be 0 or 1");
  const kinds = ["play", "draw", "declare"].filter((k) => m[k] !== undefined);
  if (kinds.length !== 1) return err("bad-move", "a move has exactly one of play, draw and declare");
  let take: CardId | undefined;
  if (m.take !== undefined) {
    take = parseCard(m.take);
    if (take === undefined) return err("bad-move", `take must be a card code, not ${shown(m.take)}`);
  }
  if (m.play !== undefined) {
    const card = parseCard(m.play);
    if (card === undefined) return err("bad-move", `play must be a card code, not ${shown(m.play)}`);
    return { ok: true, move: { kind: "play", seat, card, take } };
  }
  if (m.draw !== undefined) {
    if (m.draw !== true) return err("bad-move", "draw must be true");
    return { ok: true, move: { kind: "draw", seat, take } };
  }
  if (m.declare !== "four") return err("bad-move", 'declare must be "four"');
  if (take !== undefined) return err("bad-move", "a declaration takes no card");
  return { ok: true, move: { kind: "declare", seat } };
}

export function playMove(seat: number, card: CardId, take?: CardId): MushiMove {
  return take === undefined ? { seat, play: cardCode(card) } : { seat, play: cardCode(card), take: cardCode(take) };
}

export function drawMove(seat: number, take?: CardId): MushiMove {
  return take === undefined ? { seat, draw: true } : { seat, draw: true, take: cardCode(take) };
}

export function declareMove(seat: number): MushiMove {
  return { seat, declare: "four" };
}
