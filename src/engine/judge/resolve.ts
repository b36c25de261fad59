// The complete decision table of docs/rules/judge.md, "A picket round": one picket round's outcome from the two
// pickets' months and each seat's single timed action (or none). Pure and allocation-light: it runs once
// per picket round in the engine and many times per tick in the live server's early-close check.

import type { JudgeOptions } from "./options";

export type Act = "hit" | "defend";

/** One seat's action: what it did and its effective time in ms after the reveal. */
export interface TimedAction {
  act: Act;
  ms: number;
}

/** Actions by seat; null = NONE (no action before the window closed). */
export type SeatActions = readonly [TimedAction | null, TimedAction | null];

/**
 * The decision-table row that decided a round: "1".."9" (with "3a"/"3b") for different months,
 * "S1".."S4" for the same month.
 */
export type RowId = "1" | "2" | "3a" | "3b" | "4" | "5" | "6" | "7" | "8" | "9" | "S1" | "S2" | "S3" | "S4";

export const ROW_IDS: readonly RowId[] = ["1", "2", "3a", "3b", "4", "5", "6", "7", "8", "9", "S1", "S2", "S3", "S4"];

export interface Resolution {
  /** The seat that wins the round, or null: both pickets go to the pot. */
  winner: 0 | 1 | null;
  row: RowId;
  /** The seat with the later month, null for the same month. */
  later: 0 | 1 | null;
  /** True when the ε tie rule decided (row 3 within ε, or row S1 within ε). */
  tie: boolean;
}

export type ResolveOptions = Pick<JudgeOptions, "tieHitVsDef" | "unansweredMistake" | "noAction" | "epsilonMs">;

/** Two effective times are a tie when equal or closer than ε (test vector J9: 350 vs 360 with ε = 10 is not). */
export function isTie(a: number, b: number, epsilonMs: number): boolean {
  return a === b || Math.abs(a - b) < epsilonMs;
}

/** Month 1..12 of a card id (0..47). */
export function monthOfCard(card: number): number {
  return (card >> 2) + 1;
}

/**
 * The seat holding the later month, or null for the same month.
 * `months` are the two pickets' months (1..12), by seat.
 */
export function laterSeat(months: readonly [number, number]): 0 | 1 | null {
  return months[0] === months[1] ? null : months[0] > months[1] ? 0 : 1;
}

/** A mistaken action: the earlier month hits, or the later month defends. Same month: none. */
export function isMistake(later: 0 | 1 | null, seat: 0 | 1, act: Act): boolean {
  if (later === null) return false;
  return seat === later ? act === "defend" : act === "hit";
}

const POT = null;

/** Resolves one picket round by the decision tables. */
export function resolvePicket(
  months: readonly [number, number],
  actions: SeatActions,
  opts: ResolveOptions,
): Resolution {
  const later = laterSeat(months);
  if (later === null) return resolveSameMonth(actions, opts.epsilonMs);
  const earlier: 0 | 1 = later === 0 ? 1 : 0;
  const l = actions[later];
  const e = actions[earlier];
  const r = (winner: 0 | 1 | null, row: RowId, tie = false): Resolution => ({ winner, row, later, tie });
  if (l?.act === "hit") {
    if (e === null) return r(later, "1");
    if (e.act === "hit") return r(later, "2");
    // e defends: the defence must land strictly before the hit; a tie follows tie_hit_vs_def.
    if (isTie(e.ms, l.ms, opts.epsilonMs))
      return opts.tieHitVsDef === "hit_wins" ? r(later, "3b", true) : r(POT, "3a", true);
    return e.ms < l.ms ? r(POT, "3a") : r(later, "3b");
  }
  if (l?.act === "defend") {
    if (e === null) return r(earlier, "4");
    if (e.act === "defend") return r(earlier, "5");
    return r(POT, "6");
  }
  // L did nothing.
  if (e === null) return r(opts.noAction === "earlier_wins" ? earlier : POT, "9");
  if (e.act === "hit") return r(opts.unansweredMistake === "later_wins" ? later : POT, "7");
  return r(POT, "8");
}

function resolveSameMonth(actions: SeatActions, epsilonMs: number): Resolution {
  const [a, b] = actions;
  const r = (winner: 0 | 1 | null, row: RowId, tie = false): Resolution => ({ winner, row, later: null, tie });
  const aHit = a?.act === "hit";
  const bHit = b?.act === "hit";
  if (aHit && bHit) {
    if (isTie(a.ms, b.ms, epsilonMs)) return r(POT, "S1", true);
    return r(a.ms < b.ms ? 0 : 1, "S1");
  }
  if (aHit) return r(0, "S2");
  if (bHit) return r(1, "S2");
  if (a?.act === "defend" && b?.act === "defend") return r(POT, "S3");
  return r(POT, "S4");
}

/**
 * The end of the action window (ms after the reveal) given the actions so far: W, extended
 * to at least t + R after each mistaken action at t that was itself inside the window. Actions are
 * taken in time order; `bad` names the first seat whose action came after the window had closed.
 */
export function windowEnd(
  later: 0 | 1 | null,
  actions: SeatActions,
  opts: Pick<JudgeOptions, "windowMs" | "extensionMs">,
): { end: number; bad: 0 | 1 | null } {
  let end = opts.windowMs;
  const [a, b] = actions;
  const order: (0 | 1)[] = a && b ? (b.ms < a.ms ? [1, 0] : [0, 1]) : a ? [0] : b ? [1] : [];
  for (const seat of order) {
    const x = actions[seat]!;
    if (x.ms > end) return { end, bad: seat };
    if (isMistake(later, seat, x.act)) end = Math.max(end, x.ms + opts.extensionMs);
  }
  return { end, bad: null };
}
