// Moves at the API are record-format JSON (docs/record-format.md): `{seat, play, take?}`,
// `{seat, draw: true, take?}`, `{seat, replace}`. This file parses untrusted values strictly and
// lists the legal moves.

import { CARD_CODES, parseCard, type CardCode, type CardId } from "../core/cards";
import { resolveMatch } from "../core/fishing";
import type { EngineError } from "../core/result";
import { shown } from "../core/shown";
import { STEP_DRAW, STEP_PLAY, STEP_REPLACE, type SfjRound } from "./state";
import type { SfjConfig } from "./options";

export type SfjMove =
  | { seat: number; play: CardCode; take?: CardCode }
  | { seat: number; draw: true; take?: CardCode }
  | { seat: number; replace: boolean };

export type ParsedMove =
  | { kind: "play"; seat: number; card: CardId; take: CardId | undefined }
  | { kind: "draw"; seat: number; take: CardId | undefined }
  | { kind: "replace"; seat: number; replace: boolean };

type Parsed = { ok: true; move: ParsedMove } | { ok: false; error: EngineError };

const bad = (code: string, message: string): Parsed => ({ ok: false, error: { code, message } });

function parseTake(raw: unknown): CardId | undefined | null {
  if (raw === undefined) return undefined;
  const id = parseCard(raw);
  return id === undefined ? null : id;
}

const PLAY_KEYS = ["seat", "play", "take"];
const DRAW_KEYS = ["seat", "draw", "take"];
const REPLACE_KEYS = ["seat", "replace"];

/** The first key of `m` not in `allowed`, or null. */
function unknownKey(m: object, allowed: readonly string[]): string | null {
  for (const k in m) if (Object.prototype.hasOwnProperty.call(m, k) && !allowed.includes(k)) return k;
  return null;
}

/** Strict shape check of an untrusted move; never throws. (No closures: this is on the hot path.) */
export function parseMove(raw: unknown): Parsed {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return bad("bad-move", "a move must be an object");
  const m = raw as Record<string, unknown>;
  const seat = m.seat;
  if (typeof seat !== "number" || !Number.isInteger(seat)) return bad("bad-move", "a move needs an integer seat");
  let extra: string | null;
  if (m.play !== undefined) {
    if ((extra = unknownKey(m, PLAY_KEYS)) !== null) return bad("bad-move", `unknown field "${extra}" in this move`);
    const card = parseCard(m.play);
    if (card === undefined) return bad("bad-move", `play must be a card code such as "M03-0"; got ${shown(m.play)}`);
    const take = parseTake(m.take);
    if (take === null) return bad("bad-move", `take must be a card code; got ${shown(m.take)}`);
    return { ok: true, move: { kind: "play", seat, card, take } };
  }
  if (m.draw !== undefined) {
    if ((extra = unknownKey(m, DRAW_KEYS)) !== null) return bad("bad-move", `unknown field "${extra}" in this move`);
    if (m.draw !== true) return bad("bad-move", "draw must be true");
    const take = parseTake(m.take);
    if (take === null) return bad("bad-move", `take must be a card code; got ${shown(m.take)}`);
    return { ok: true, move: { kind: "draw", seat, take } };
  }
  if (m.replace !== undefined) {
    if ((extra = unknownKey(m, REPLACE_KEYS)) !== null) return bad("bad-move", `unknown field "${extra}" in this move`);
    if (typeof m.replace !== "boolean") return bad("bad-move", "replace must be true or false");
    return { ok: true, move: { kind: "replace", seat, replace: m.replace } };
  }
  return bad("bad-move", "a move is {seat, play[, take]}, {seat, draw: true[, take]} or {seat, replace: true|false}");
}

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
      out.push({ seat, replace: true }, { seat, replace: false });
      return out;
    case STEP_PLAY: {
      const hand = round.hands[seat]!;
      const field = round.field;
      const mustMatch = config.mustPlayMatching && handHasMatch(hand, field);
      for (let i = 0; i < hand.length; i++) {
        const card = hand[i]!;
        const res = resolveMatch(field, card);
        if (mustMatch && res.kind === "none") continue;
        const play = CARD_CODES[card]!;
        if (res.kind === "choice")
          out.push(
            { seat, play, take: CARD_CODES[res.options[0]]! },
            { seat, play, take: CARD_CODES[res.options[1]]! },
          );
        else out.push({ seat, play });
      }
      return out;
    }
    case STEP_DRAW: {
      const res = resolveMatch(round.field, round.pile[round.pileTop]!);
      if (res.kind === "choice")
        out.push(
          { seat, draw: true, take: CARD_CODES[res.options[0]]! },
          { seat, draw: true, take: CARD_CODES[res.options[1]]! },
        );
      else out.push({ seat, draw: true });
      return out;
    }
  }
}
