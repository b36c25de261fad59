// One Bid Turn (docs/rules/sutda.md): the Oya opens, then each player still in chooses fold / follow /
// outbid, around the table, until every player still in has put in the same total for this auction
// (or is all-in). Totals are cumulative per auction. The player whose action set the final bid
// becomes Oya.

export type AuctionLabel = "auction-1" | "auction-2" | "rematch";

export interface Auction {
  readonly label: AuctionLabel;
  /** Each seat's total for this auction. */
  readonly bids: readonly number[];
  /** The current highest total. */
  readonly high: number;
  /** False until the opener has opened. */
  readonly opened: boolean;
  readonly opener: number;
  /** Whose action set the current highest total (the opener until somebody outbids). */
  readonly setter: number;
  /** Seats that still have to act in this circuit. */
  readonly pending: readonly boolean[];
  /** The seat to act. */
  readonly turn: number;
}

export interface AuctionTable {
  /** Seats still in the hand (dealt in and not folded). */
  readonly inHand: readonly boolean[];
  /** Chips each seat has not staked yet. */
  readonly stacks: readonly number[];
}

export interface AuctionRules {
  /** 1, or 0 with allow_zero_open. */
  readonly minOpen: number;
  /** short_stack = cap_table_bid. */
  readonly capTableBid: boolean;
}

export type AuctionAction = { kind: "bet"; total: number } | { kind: "call" } | { kind: "fold" };

const canAct = (t: AuctionTable, s: number) => t.inHand[s] === true && t.stacks[s]! > 0;

function countIn(t: AuctionTable): number {
  let n = 0;
  for (const x of t.inHand) if (x) n++;
  return n;
}

/**
 * The auction opened by the Oya (or, when the Oya cannot bet, the next seat clockwise that can), or
 * null when there is nothing to bid for: fewer than two players can still bet.
 */
export function startAuction(label: AuctionLabel, t: AuctionTable, oya: number): Auction | null {
  const n = t.inHand.length;
  if (countIn(t) < 2) return null;
  let actors = 0;
  for (let s = 0; s < n; s++) if (canAct(t, s)) actors++;
  if (actors < 2) return null;
  let opener = oya;
  while (!canAct(t, opener)) opener = (opener + 1) % n;
  const pending = t.inHand.map((_, s) => canAct(t, s));
  return {
    label,
    bids: new Array<number>(n).fill(0),
    high: 0,
    opened: false,
    opener,
    setter: opener,
    pending,
    turn: opener,
  };
}

/** The largest total `seat` may bid in this auction: all-in, or the poorest player's capacity with cap_table_bid. */
export function maxTotal(a: Auction, t: AuctionTable, rules: AuctionRules, seat: number): number {
  let max = a.bids[seat]! + t.stacks[seat]!;
  if (rules.capTableBid)
    for (let s = 0; s < t.inHand.length; s++) if (t.inHand[s]) max = Math.min(max, a.bids[s]! + t.stacks[s]!);
  return max;
}

/** The totals `seat` may bet now (open or outbid), or null when it may not bet. */
export function betRange(
  a: Auction,
  t: AuctionTable,
  rules: AuctionRules,
  seat: number,
): { min: number; max: number } | null {
  const max = maxTotal(a, t, rules, seat);
  if (!a.opened) return { min: Math.min(rules.minOpen, max), max };
  // Outbidding needs somebody left who could answer it.
  let others = false;
  for (let s = 0; s < t.inHand.length; s++) if (s !== seat && canAct(t, s)) others = true;
  if (!others || max <= a.high) return null;
  return { min: a.high + 1, max };
}

export interface AuctionStep {
  readonly auction: Auction;
  readonly inHand: readonly boolean[];
  readonly stacks: readonly number[];
  /** Chips the seat put in with this action. */
  readonly paid: number;
  /** The auction is over (everyone matched or all-in, or one player is left). */
  readonly done: boolean;
}

/** Applies one action of the seat to act; an error message when it is not legal. */
export function applyAuctionAction(
  a: Auction,
  t: AuctionTable,
  rules: AuctionRules,
  action: AuctionAction,
): { ok: true; step: AuctionStep } | { ok: false; message: string } {
  const seat = a.turn;
  const bids = a.bids.slice();
  const stacks = t.stacks.slice();
  let inHand = t.inHand;
  let high = a.high;
  let setter = a.setter;
  let paid = 0;
  const pending = a.pending.slice();
  if (action.kind === "fold") {
    if (!a.opened) return { ok: false, message: "the Oya opens the auction with a bid and cannot fold before opening" };
    inHand = t.inHand.slice();
    (inHand as boolean[])[seat] = false;
    pending[seat] = false;
  } else if (action.kind === "call") {
    if (!a.opened) return { ok: false, message: "nothing to follow yet: the Oya opens the auction with a bid" };
    paid = Math.min(high - bids[seat]!, stacks[seat]!);
    bids[seat] = bids[seat]! + paid;
    stacks[seat] = stacks[seat]! - paid;
    pending[seat] = false;
  } else {
    const range = betRange(a, t, rules, seat);
    const total = action.total;
    if (!range) return { ok: false, message: `no outbid is possible now (the bid is ${high}); follow or fold` };
    if (total < range.min || total > range.max) {
      const what = a.opened ? `outbid the current ${high}` : "open";
      return { ok: false, message: `to ${what} the total must be from ${range.min} to ${range.max}, not ${total}` };
    }
    paid = total - bids[seat]!;
    bids[seat] = total;
    stacks[seat] = stacks[seat]! - paid;
    high = total;
    setter = seat;
    for (let s = 0; s < pending.length; s++) pending[s] = s !== seat && inHand[s] === true && stacks[s]! > 0;
  }
  // All-in players have nothing more to say.
  for (let s = 0; s < pending.length; s++) if (pending[s] && !(inHand[s] && stacks[s]! > 0)) pending[s] = false;
  const n = bids.length;
  let left = 0;
  for (const x of inHand) if (x) left++;
  let turn = -1;
  if (left >= 2)
    for (let k = 1; k <= n; k++) {
      const s = (seat + k) % n;
      if (pending[s]) {
        turn = s;
        break;
      }
    }
  const auction: Auction = {
    label: a.label,
    bids,
    high,
    opened: true,
    opener: a.opener,
    setter,
    pending,
    turn: turn < 0 ? seat : turn,
  };
  return { ok: true, step: { auction, inHand, stacks, paid, done: turn < 0 } };
}

/**
 * The bet totals legalMoves lists. Every total when there are at most 8; otherwise a ladder that keeps
 * random play meaningful: the three smallest, double the current bid, half the pot and the pot on top
 * of it, and all-in (applyMove accepts every legal total, listed or not).
 */
export function betLadder(min: number, max: number, high: number, pot: number): number[] {
  if (max - min + 1 <= 8) return Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const base = Math.max(high, 1);
  const candidates = [min, min + 1, min + 2, base * 2, high + Math.ceil(pot / 2), high + pot, max];
  return [...new Set(candidates.filter((x) => x >= min && x <= max))].sort((x, y) => x - y);
}
