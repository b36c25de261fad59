// Sakura moves exactly as docs/record-format.md writes them, and their strict validation.
//
// legalMoves hands out shared frozen move objects from a cache (no allocation, no string building);
// each carries its decoded form under a private symbol so applyMove skips re-parsing it. Any other
// value (JSON from a client or a record) is validated key by key.

import { CARD_CODES, parseCard, type CardCode, type CardId } from "../core/cards";
import { shown } from "../core/shown";

export type SakuraMove =
  | { readonly seat: number; readonly play: CardCode; readonly take?: CardCode }
  | { readonly seat: number; readonly draw: true; readonly take?: CardCode }
  | { readonly seat: number; readonly hiki: number }
  /** Oi-bana: the seat's one bid (see DECISIONS.md). */
  | { readonly seat: number; readonly bet: number }
  /** `team_next_dealer = team_chooses`: the winning team names the next dealer (see DECISIONS.md). */
  | { readonly seat: number; readonly dealer: number };

export const KIND_PLAY = 0;
export const KIND_DRAW = 1;
export const KIND_HIKI = 2;
export const KIND_BET = 3;
export const KIND_DEALER = 4;

/** A move decoded to integers. `card`/`take` are card ids (-1 when absent); `value` is the month, bid or seat. */
export interface DecodedMove {
  readonly kind: number;
  readonly seat: number;
  readonly card: CardId;
  readonly take: CardId;
  readonly value: number;
}

export const MIN_BID = 1;
export const MAX_BID = 10;

const DECODED = Symbol("sakura.decoded");

function make(obj: Record<string, unknown>, d: DecodedMove): SakuraMove {
  Object.defineProperty(obj, DECODED, { value: d, enumerable: false });
  return Object.freeze(obj) as unknown as SakuraMove;
}

const playCache: (SakuraMove | undefined)[] = [];
const playTakeCache: (SakuraMove | undefined)[] = [];
const drawCache: (SakuraMove | undefined)[] = [];
const drawTakeCache: (SakuraMove | undefined)[] = [];
const hikiCache: (SakuraMove | undefined)[] = [];
const betCache: (SakuraMove | undefined)[] = [];
const dealerCache: (SakuraMove | undefined)[] = [];

export function playMove(seat: number, card: CardId): SakuraMove {
  const k = seat * 48 + card;
  return (playCache[k] ??= make({ seat, play: CARD_CODES[card] }, { kind: KIND_PLAY, seat, card, take: -1, value: 0 }));
}

export function playTakeMove(seat: number, card: CardId, take: CardId): SakuraMove {
  const k = (seat * 48 + card) * 48 + take;
  return (playTakeCache[k] ??= make(
    { seat, play: CARD_CODES[card], take: CARD_CODES[take] },
    { kind: KIND_PLAY, seat, card, take, value: 0 },
  ));
}

export function drawMove(seat: number): SakuraMove {
  return (drawCache[seat] ??= make({ seat, draw: true }, { kind: KIND_DRAW, seat, card: -1, take: -1, value: 0 }));
}

export function drawTakeMove(seat: number, take: CardId): SakuraMove {
  const k = seat * 48 + take;
  return (drawTakeCache[k] ??= make(
    { seat, draw: true, take: CARD_CODES[take] },
    { kind: KIND_DRAW, seat, card: -1, take, value: 0 },
  ));
}

export function hikiMove(seat: number, month: number): SakuraMove {
  const k = seat * 13 + month;
  return (hikiCache[k] ??= make({ seat, hiki: month }, { kind: KIND_HIKI, seat, card: -1, take: -1, value: month }));
}

export function betMove(seat: number, bid: number): SakuraMove {
  const k = seat * (MAX_BID + 1) + bid;
  return (betCache[k] ??= make({ seat, bet: bid }, { kind: KIND_BET, seat, card: -1, take: -1, value: bid }));
}

export function dealerMove(seat: number, dealer: number): SakuraMove {
  const k = seat * 8 + dealer;
  return (dealerCache[k] ??= make({ seat, dealer }, { kind: KIND_DEALER, seat, card: -1, take: -1, value: dealer }));
}

export type DecodeResult = { ok: true; move: DecodedMove } | { ok: false; message: string };

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/**
 * Decodes an untrusted move. Shape errors only (unknown keys, wrong types, out-of-range numbers);
 * legality is applyMove's business.
 */
export function decodeMove(raw: unknown, players: number): DecodeResult {
  try {
    return decode(raw, players);
  } catch {
    // Only a hostile object gets here (a getter or proxy that throws); JSON never does.
    return { ok: false, message: "a move must be a plain JSON object" };
  }
}

function decode(raw: unknown, players: number): DecodeResult {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, message: "a move must be an object" };
  const cached = (raw as { [DECODED]?: DecodedMove })[DECODED];
  if (cached !== undefined) {
    if (cached.seat >= players) return { ok: false, message: `seat must be a seat number from 0 to ${players - 1}` };
    return { ok: true, move: cached };
  }
  const m = raw as Record<string, unknown>;
  let kind = -1;
  let kinds = 0;
  for (const key in m) {
    if (!Object.prototype.hasOwnProperty.call(m, key)) continue;
    switch (key) {
      case "seat":
      case "take":
        break;
      case "play":
        kind = KIND_PLAY;
        kinds++;
        break;
      case "draw":
        kind = KIND_DRAW;
        kinds++;
        break;
      case "hiki":
        kind = KIND_HIKI;
        kinds++;
        break;
      case "bet":
        kind = KIND_BET;
        kinds++;
        break;
      case "dealer":
        kind = KIND_DEALER;
        kinds++;
        break;
      default:
        return { ok: false, message: `unknown move field "${key}"` };
    }
  }
  if (!isInt(m.seat) || m.seat < 0 || m.seat >= players)
    return { ok: false, message: `seat must be a seat number from 0 to ${players - 1}` };
  if (kinds !== 1)
    return { ok: false, message: 'a Sakura move has exactly one of "play", "draw", "hiki", "bet", "dealer"' };
  const seat = m.seat;
  let take = -1;
  if (m.take !== undefined) {
    if (kind !== KIND_PLAY && kind !== KIND_DRAW)
      return { ok: false, message: '"take" goes only with "play" or "draw"' };
    const t = parseCard(m.take);
    if (t === undefined)
      return { ok: false, message: `take must be a card code such as "M03-2", not ${shown(m.take)}` };
    take = t;
  }
  switch (kind) {
    case KIND_PLAY: {
      const card = parseCard(m.play);
      if (card === undefined)
        return { ok: false, message: `play must be a card code such as "M03-0", not ${shown(m.play)}` };
      return { ok: true, move: { kind, seat, card, take, value: 0 } };
    }
    case KIND_DRAW:
      if (m.draw !== true) return { ok: false, message: "draw must be true" };
      return { ok: true, move: { kind, seat, card: -1, take, value: 0 } };
    case KIND_HIKI:
      if (!isInt(m.hiki) || m.hiki < 1 || m.hiki > 12)
        return { ok: false, message: "hiki must be a month from 1 to 12" };
      return { ok: true, move: { kind, seat, card: -1, take: -1, value: m.hiki } };
    case KIND_BET:
      if (!isInt(m.bet) || m.bet < MIN_BID || m.bet > MAX_BID)
        return { ok: false, message: `bet must be a whole number from ${MIN_BID} to ${MAX_BID}` };
      return { ok: true, move: { kind, seat, card: -1, take: -1, value: m.bet } };
    default:
      if (!isInt(m.dealer) || m.dealer < 0 || m.dealer >= players)
        return { ok: false, message: `dealer must be a seat number from 0 to ${players - 1}` };
      return { ok: true, move: { kind, seat, card: -1, take: -1, value: m.dealer } };
  }
}

/** The canonical (cached) object of a decoded move: what legalMoves would list for it. */
export function canonicalMove(d: DecodedMove): SakuraMove {
  switch (d.kind) {
    case KIND_PLAY:
      return d.take < 0 ? playMove(d.seat, d.card) : playTakeMove(d.seat, d.card, d.take);
    case KIND_DRAW:
      return d.take < 0 ? drawMove(d.seat) : drawTakeMove(d.seat, d.take);
    case KIND_HIKI:
      return hikiMove(d.seat, d.value);
    case KIND_BET:
      return betMove(d.seat, d.value);
    default:
      return dealerMove(d.seat, d.value);
  }
}
