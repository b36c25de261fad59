// The play and draw moves of the fishing games as records write them (docs/record-format.md, "Moves"):
// `{seat, play, take?}` and `{seat, draw: true, take?}`. Strict parsing of untrusted values, and the legal-move
// lists of the shared capture rule. A game's own moves (SFJ's replace, Koi-Koi's decision) are its business.

import { CARD_CODES, parseCard, type CardCode, type CardId } from "./cards";
import { resolveMatch } from "./fishing";
import type { EngineError } from "./result";
import { shown } from "./shown";

export type FishingMove =
  { seat: number; play: CardCode; take?: CardCode } | { seat: number; draw: true; take?: CardCode };

export type ParsedPlayOrDraw =
  | { kind: "play"; seat: number; card: CardId; take: CardId | undefined }
  | { kind: "draw"; seat: number; take: CardId | undefined };

export type MoveParse<M> = { ok: true; move: M } | { ok: false; error: EngineError };

export const badMove = (message: string): { ok: false; error: EngineError } => ({
  ok: false,
  error: { code: "bad-move", message },
});

const PLAY_KEYS = ["seat", "play", "take"];
const DRAW_KEYS = ["seat", "draw", "take"];

/** The first key of `m` not in `allowed`, or null. */
export function unknownKey(m: object, allowed: readonly string[]): string | null {
  for (const k in m) if (Object.prototype.hasOwnProperty.call(m, k) && !allowed.includes(k)) return k;
  return null;
}

function parseTake(raw: unknown): CardId | undefined | null {
  if (raw === undefined) return undefined;
  const id = parseCard(raw);
  return id === undefined ? null : id;
}

/** The object and integer seat of an untrusted move, or the error. */
export function moveObject(
  raw: unknown,
): { ok: true; m: Record<string, unknown>; seat: number } | { ok: false; error: EngineError } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return badMove("a move must be an object");
  const m = raw as Record<string, unknown>;
  const seat = m.seat;
  if (typeof seat !== "number" || !Number.isInteger(seat)) return badMove("a move needs an integer seat");
  return { ok: true, m, seat };
}

/**
 * A play or a draw (strictly: no other keys); null when `m` has neither `play` nor `draw`. Never throws, and has
 * no closures: it is on the hot path.
 */
export function parsePlayOrDraw(m: Record<string, unknown>, seat: number): MoveParse<ParsedPlayOrDraw> | null {
  let extra: string | null;
  if (m.play !== undefined) {
    if ((extra = unknownKey(m, PLAY_KEYS)) !== null) return badMove(`unknown field "${extra}" in this move`);
    const card = parseCard(m.play);
    if (card === undefined) return badMove(`play must be a card code such as "M03-0"; got ${shown(m.play)}`);
    const take = parseTake(m.take);
    if (take === null) return badMove(`take must be a card code; got ${shown(m.take)}`);
    return { ok: true, move: { kind: "play", seat, card, take } };
  }
  if (m.draw !== undefined) {
    if ((extra = unknownKey(m, DRAW_KEYS)) !== null) return badMove(`unknown field "${extra}" in this move`);
    if (m.draw !== true) return badMove("draw must be true");
    const take = parseTake(m.take);
    if (take === null) return badMove(`take must be a card code; got ${shown(m.take)}`);
    return { ok: true, move: { kind: "draw", seat, take } };
  }
  return null;
}

/**
 * A game's own yes/no move `{seat, KEY: true|false}` (SFJ's replace, Koi-Koi's decision), strictly; null when `m`
 * has no `key`.
 */
export function parseChoiceMove(m: Record<string, unknown>, key: string, what: string): MoveParse<boolean> | null {
  if (m[key] === undefined) return null;
  const extra = unknownKey(m, ["seat", key]);
  if (extra !== null) return badMove(`unknown field "${extra}" in this move`);
  if (typeof m[key] !== "boolean") return badMove(`${key} must be ${what}`);
  return { ok: true, move: m[key] };
}

/** Pushes the legal plays of `card` from the hand: one move, or one per field card to choose from. */
export function pushPlayMoves<M>(out: (FishingMove | M)[], seat: number, field: readonly CardId[], card: CardId): void {
  const res = resolveMatch(field, card);
  const play = CARD_CODES[card]!;
  if (res.kind === "choice")
    out.push({ seat, play, take: CARD_CODES[res.options[0]]! }, { seat, play, take: CARD_CODES[res.options[1]]! });
  else out.push({ seat, play });
}

/** Pushes the legal draws of the turned `card`: one move, or one per field card to choose from. */
export function pushDrawMoves<M>(out: (FishingMove | M)[], seat: number, field: readonly CardId[], card: CardId): void {
  const res = resolveMatch(field, card);
  if (res.kind === "choice")
    out.push(
      { seat, draw: true, take: CARD_CODES[res.options[0]]! },
      { seat, draw: true, take: CARD_CODES[res.options[1]]! },
    );
  else out.push({ seat, draw: true });
}
