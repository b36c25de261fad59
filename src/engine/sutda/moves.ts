// Sutda moves at the API are the record-format objects (docs/record-format.md): `{seat, bet: N}` opens or
// outbids to an auction total of N, `{seat, call: true}` follows, `{seat, fold: true}` folds.

import type { AuctionAction } from "./auction";
import type { SutdaMove, SutdaState } from "./state";
import type { Phrase } from "../core/phrase";

export function parseMove(
  raw: unknown,
): { ok: true; move: SutdaMove; action: AuctionAction } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return fail("a move must be an object such as {seat, bet: N}, {seat, call: true} or {seat, fold: true}");
  const m = raw as Record<string, unknown>;
  const keys = Object.keys(m);
  for (const k of keys) if (!["seat", "bet", "call", "fold"].includes(k)) return fail(`unknown move field "${k}"`);
  if (!Number.isInteger(m.seat)) return fail("move.seat must be a seat number");
  const seat = m.seat as number;
  const kinds = keys.filter((k) => k !== "seat");
  if (kinds.length !== 1) return fail("a move has exactly one of bet, call and fold");
  if (m.bet !== undefined) {
    if (!Number.isInteger(m.bet) || (m.bet as number) < 0)
      return fail("bet must be a whole number of chips (the auction total)");
    return { ok: true, move: { seat, bet: m.bet as number }, action: { kind: "bet", total: m.bet as number } };
  }
  if (m.call !== undefined) {
    if (m.call !== true) return fail("call must be true");
    return { ok: true, move: { seat, call: true }, action: { kind: "call" } };
  }
  if (m.fold !== true) return fail("fold must be true");
  return { ok: true, move: { seat, fold: true }, action: { kind: "fold" } };
}

/** "opens with 2", "outbids to 5", "follows at 3", "follows all-in (2 of 3)", "folds". */
export function describeSutdaMove(st: SutdaState, move: SutdaMove): string {
  const a = st.round?.auction ?? null;
  if ("fold" in move) return "folds";
  if ("bet" in move) {
    if (!a || !a.opened) return `opens with ${move.bet}`;
    const all = a.bids[move.seat]! + st.stacks[move.seat]! === move.bet;
    return all ? `outbids all-in to ${move.bet}` : `outbids to ${move.bet}`;
  }
  if (!a || a.bids[move.seat] === undefined) return "follows";
  const own = a.bids[move.seat]!;
  const can = own + st.stacks[move.seat]!;
  if (can < a.high) return `follows all-in (${can} of ${a.high})`;
  return a.high === own ? `follows at ${a.high} (nothing to add)` : `follows at ${a.high}`;
}

/** describeSutdaMove as a phrase of the app's catalogs. */
export function phraseSutdaMove(st: SutdaState, move: SutdaMove): Phrase {
  const a = st.round?.auction ?? null;
  if ("fold" in move) return { key: "folds" };
  if ("bet" in move) {
    if (!a || !a.opened) return { key: "opens", args: { amount: move.bet } };
    const all = a.bids[move.seat]! + st.stacks[move.seat]! === move.bet;
    return { key: all ? "outbidsAllIn" : "outbids", args: { amount: move.bet } };
  }
  if (!a || a.bids[move.seat] === undefined) return { key: "follows" };
  const own = a.bids[move.seat]!;
  const can = own + st.stacks[move.seat]!;
  if (can < a.high) return { key: "followsAllIn", args: { amount: can, high: a.high } };
  return { key: a.high === own ? "followsNothing" : "followsAt", args: { high: a.high } };
}
