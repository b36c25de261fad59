// The moves of the fishing games as records write them (docs/record-format.md, "Moves"): `{seat, play, take?}`,
// `{seat, draw: true, take?}` and a game's one yes/no move `{seat, KEY: true|false}` (SFJ's replace, Koi-Koi's
// decision). Strict parsing of untrusted values, and the legal-move lists of the shared capture rule.
//
// The legal-move lists hand out shared frozen move objects (no allocation per move); each carries its parse under a
// private symbol, so applying a listed move skips parsing it again. Any other value is checked key by key.

import { CARD_CODES, parseCard, type CardCode, type CardId } from "./cards";
import type { EngineError } from "./result";
import { shown } from "./shown";

export type FishingMove =
  { seat: number; play: CardCode; take?: CardCode } | { seat: number; draw: true; take?: CardCode };

export type ParsedPlayOrDraw =
  | { kind: "play"; seat: number; card: CardId; take: CardId | undefined }
  | { kind: "draw"; seat: number; take: CardId | undefined };

/** A game's yes/no move, parsed: `key` is the game's name for it. */
export interface ParsedChoice {
  readonly kind: "choice";
  readonly seat: number;
  readonly key: string;
  readonly value: boolean;
}

export type ParsedFishingMove = ParsedPlayOrDraw | ParsedChoice;

export type MoveParse<M> = { ok: true; move: M } | { ok: false; error: EngineError };

const PARSED = Symbol("fishing.parsed");

type ListedParse = { readonly ok: true; readonly move: ParsedFishingMove };

/** `obj` frozen with its parse attached. */
function listed<M>(obj: object, move: ParsedFishingMove): M {
  const parse: ListedParse = { ok: true, move };
  Object.defineProperty(obj, PARSED, { value: parse, enumerable: false });
  return Object.freeze(obj) as M;
}

/** The parse attached to a listed move, or undefined for any other value. */
function parseOfListed(raw: object): ListedParse | undefined {
  return (raw as { [PARSED]?: ListedParse })[PARSED];
}

const playCache: (FishingMove | undefined)[] = [];
const drawCache: (FishingMove | undefined)[] = [];
const choiceCache = new Map<string, object[]>();

/** `{seat, play, take?}` (`take` -1 when absent), shared. */
function playMove(seat: number, card: CardId, take: CardId): FishingMove {
  const k = (seat * 48 + card) * 49 + take + 1;
  return (playCache[k] ??= listed<FishingMove>(
    take < 0 ? { seat, play: CARD_CODES[card]! } : { seat, play: CARD_CODES[card]!, take: CARD_CODES[take]! },
    { kind: "play", seat, card, take: take < 0 ? undefined : take },
  ));
}

/** `{seat, draw: true, take?}` (`take` -1 when absent), shared. */
function drawMove(seat: number, take: CardId): FishingMove {
  const k = seat * 49 + take + 1;
  return (drawCache[k] ??= listed<FishingMove>(
    take < 0 ? { seat, draw: true } : { seat, draw: true, take: CARD_CODES[take]! },
    {
      kind: "draw",
      seat,
      take: take < 0 ? undefined : take,
    },
  ));
}

/** `{seat, KEY: value}`, shared. */
export function choiceMove<M>(seat: number, key: string, value: boolean): M {
  let cache = choiceCache.get(key);
  if (cache === undefined) choiceCache.set(key, (cache = []));
  const k = seat * 2 + (value ? 1 : 0);
  return (cache[k] ??= listed({ seat, [key]: value }, { kind: "choice", seat, key, value })) as M;
}

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

/** A game's yes/no move: its key and what its value means ("true or false"). */
export interface ChoiceSpec {
  readonly key: string;
  readonly what: string;
}

/** A game's own yes/no move `{seat, KEY: true|false}`, strictly; null when `m` has no `key`. */
function parseChoiceMove(m: Record<string, unknown>, seat: number, spec: ChoiceSpec): MoveParse<ParsedChoice> | null {
  const key = spec.key;
  if (m[key] === undefined) return null;
  const extra = unknownKey(m, ["seat", key]);
  if (extra !== null) return badMove(`unknown field "${extra}" in this move`);
  const value = m[key];
  if (typeof value !== "boolean") return badMove(`${key} must be ${spec.what}`);
  return { ok: true, move: { kind: "choice", seat, key, value } };
}

/** The strict shape check of untrusted moves of a fishing game whose own move is `choice`. */
export function fishingMoveParser(choice: ChoiceSpec): (raw: unknown) => MoveParse<ParsedFishingMove> {
  return (raw) => parseFishingMove(raw, choice);
}

/** Strict shape check of an untrusted move of a fishing game whose own move is `choice`; never throws. */
function parseFishingMove(raw: unknown, choice: ChoiceSpec): MoveParse<ParsedFishingMove> {
  if (typeof raw === "object" && raw !== null) {
    const known = parseOfListed(raw);
    if (known !== undefined && (known.move.kind !== "choice" || known.move.key === choice.key)) return known;
  }
  const o = moveObject(raw);
  if (!o.ok) return o;
  const fishing = parsePlayOrDraw(o.m, o.seat);
  if (fishing !== null) return fishing;
  return (
    parseChoiceMove(o.m, o.seat, choice) ??
    badMove(`a move is {seat, play[, take]}, {seat, draw: true[, take]} or {seat, ${choice.key}: true|false}`)
  );
}

/**
 * The two field cards of `card`'s month when exactly two match (the player then chooses), or -1: the moves of every
 * other count need no `take`. Counted without building a resolution: the legal-move lists run it per hand card.
 */
function choiceOf(field: readonly CardId[], card: CardId): { a: CardId; b: CardId } | -1 {
  const month = card >> 2;
  let a = -1;
  let b = -1;
  for (let i = 0; i < field.length; i++) {
    const f = field[i]!;
    if (f >> 2 !== month) continue;
    if (a < 0) a = f;
    else if (b < 0) b = f;
    else return -1;
  }
  return b < 0 ? -1 : { a, b };
}

/** Pushes the legal plays of `card` from the hand: one move, or one per field card to choose from. */
export function pushPlayMoves<M>(out: (FishingMove | M)[], seat: number, field: readonly CardId[], card: CardId): void {
  const choice = choiceOf(field, card);
  if (choice === -1) out.push(playMove(seat, card, -1));
  else out.push(playMove(seat, card, choice.a), playMove(seat, card, choice.b));
}

/** Pushes the legal draws of the turned `card`: one move, or one per field card to choose from. */
export function pushDrawMoves<M>(out: (FishingMove | M)[], seat: number, field: readonly CardId[], card: CardId): void {
  const choice = choiceOf(field, card);
  if (choice === -1) out.push(drawMove(seat, -1));
  else out.push(drawMove(seat, choice.a), drawMove(seat, choice.b));
}
