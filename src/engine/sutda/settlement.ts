// Settlement of a hand (docs/rules/sutda.md): the winner takes the stakes, and when the winning hand carries a
// multiplier m > 1 every showdown loser "completes the bet" with (m - 1) × their own stake. Short stacks
// (all_in_side_pots) make the pot layered: a player can win from each opponent at most what they
// staked themselves, so each layer between two stake levels is won by the best hand among the players
// still in who reached that level. One layer = the whole pot when the stakes are equal.

import { bestHands, type HandValue } from "./ranking";

export interface SettlementInput {
  /** Each seat's total stake this hand (antes and every auction, rematches included). */
  readonly stakes: readonly number[];
  /** The ante part of each stake (bids_only leaves it out of the multiplier base). */
  readonly antes: readonly number[];
  /** Seats still able to win: in at the end, not folded. */
  readonly contenders: readonly boolean[];
  /** Hands at a showdown (for the contenders), or null when one player is left (no multiplier). */
  readonly values: readonly (HandValue | null)[] | null;
  /**
   * Earlier showdowns of the hand that ended in a rematch (tie = rematch, gusa), oldest first, without the
   * players who folded since. A tie rematch replays only what was tied: a layer whose best hand among the
   * players who reached it was unique there (or tied between players who do not replay) is settled at
   * that showdown, with its hands and multipliers, as `split` would have settled it. A gusa voids its
   * showdown. The other layers go on to the next showdown, and finally to `contenders` / `values`.
   */
  readonly earlier?: readonly EarlierShowdown[];
  /** Chips each seat has left beside its stake (with its pot winnings and returned chips, what completions are paid from). */
  readonly stacks: readonly number[];
  /** The Oya at the showdown: odd chips of a split go to the tied player first in turn order after the Oya. */
  readonly oya: number;
  readonly noMultipliers: boolean;
  readonly bidsOnly: boolean;
}

export interface EarlierShowdown {
  readonly contenders: readonly boolean[];
  readonly values: readonly (HandValue | null)[];
  /** The players who replay. */
  readonly replayed: readonly boolean[];
  /** A gusa: the whole showdown is replayed. */
  readonly voided: boolean;
}

export interface PotLayer {
  /** The stake level this layer reaches. */
  readonly level: number;
  readonly amount: number;
  /** Seats that could win it; empty when nobody still in reached it (then it is returned). */
  readonly eligible: readonly number[];
  readonly winners: readonly number[];
  readonly multiplier: number;
}

export interface Settlement {
  readonly layers: readonly PotLayer[];
  /** Chips each seat takes from the pot (its own stake included when it wins it back). */
  readonly won: readonly number[];
  /** Chips returned because nobody still in could contest them. */
  readonly refunds: readonly number[];
  /** Multiplier completions paid by showdown losers / received by winners. */
  readonly completionsPaid: readonly number[];
  readonly completionsReceived: readonly number[];
  /** Completions a loser owed but could not pay (it then has nothing left and is excluded). */
  readonly shortfall: readonly number[];
  /** Chips each seat has after the hand. */
  readonly stacks: readonly number[];
}

/** Seats in turn order after the Oya: oya+1, oya+2, …, the Oya last. */
export function orderAfterOya(oya: number, n: number): number[] {
  return Array.from({ length: n }, (_, k) => (oya + 1 + k) % n);
}

/** Splits `amount` between `winners`: equal shares, the remainder to the first of them after the Oya. */
export function splitAmount(amount: number, winners: readonly number[], oya: number, n: number): Map<number, number> {
  const out = new Map<number, number>();
  if (winners.length === 0 || amount === 0) return out;
  const share = Math.floor(amount / winners.length);
  for (const w of winners) out.set(w, share);
  const rest = amount - share * winners.length;
  if (rest > 0) {
    const first = orderAfterOya(oya, n).find((s) => winners.includes(s))!;
    out.set(first, out.get(first)! + rest);
  }
  return out;
}

export function settle(input: SettlementInput): Settlement {
  const { stakes, antes, contenders, values, oya } = input;
  const n = stakes.length;
  const won = new Array<number>(n).fill(0);
  const refunds = new Array<number>(n).fill(0);
  const paid = new Array<number>(n).fill(0);
  const received = new Array<number>(n).fill(0);
  const shortfall = new Array<number>(n).fill(0);
  const stacks = input.stacks.slice();
  const levels = [...new Set(stakes.filter((x) => x > 0))].sort((x, y) => x - y);
  const layers: PotLayer[] = [];
  const debts: { loser: number; owed: number; winners: readonly number[] }[] = [];
  let prev = 0;
  for (const level of levels) {
    const width = level - prev;
    const contributors: number[] = [];
    for (let s = 0; s < n; s++) if (stakes[s]! >= level) contributors.push(s);
    const amount = width * contributors.length;
    let eligible: number[] | null = null;
    let layerValues = values;
    // The first earlier showdown that decided this layer (not tied there between players who replay).
    if (input.earlier)
      for (const e of input.earlier) {
        if (e.voided) continue;
        const found = contributors.filter((s) => e.contenders[s]);
        if (found.length === 0) continue;
        const best = bestHands(found, e.values);
        if (best.length > 1 && best.every((s) => e.replayed[s])) continue;
        eligible = found;
        layerValues = e.values;
        break;
      }
    if (eligible === null) {
      eligible = contributors.filter((s) => contenders[s]);
      // Nobody of the last showdown reached it (they folded in the rematch): the latest earlier one.
      if (eligible.length === 0 && input.earlier)
        for (let k = input.earlier.length - 1; k >= 0; k--) {
          const found = contributors.filter((s) => input.earlier![k]!.contenders[s]);
          if (found.length > 0) {
            eligible = found;
            layerValues = input.earlier[k]!.values;
            break;
          }
        }
    }
    if (eligible.length === 0) {
      for (const s of contributors) refunds[s] = refunds[s]! + width;
      layers.push({ level, amount, eligible, winners: [], multiplier: 1 });
      prev = level;
      continue;
    }
    const winners = layerValues ? bestHands(eligible, layerValues) : eligible;
    if (contributors.length === 1) {
      // Only the player's own chips (an uncalled part of a bet): they go back.
      refunds[eligible[0]!] = refunds[eligible[0]!]! + amount;
    } else for (const [w, share] of splitAmount(amount, winners, oya, n)) won[w] = won[w]! + share;
    let multiplier = 1;
    if (layerValues && !input.noMultipliers && eligible.length > 1) multiplier = layerValues[winners[0]!]!.multiplier;
    if (multiplier > 1) {
      for (const loser of eligible) {
        if (winners.includes(loser)) continue;
        const anteInLayer = Math.max(0, Math.min(antes[loser]!, level) - prev);
        const base = input.bidsOnly ? width - anteInLayer : width;
        debts.push({ loser, owed: (multiplier - 1) * base, winners });
      }
    }
    layers.push({ level, amount, eligible, winners, multiplier });
    prev = level;
  }
  // Completions are paid after the pot is shared out, from everything the loser then has: chips it
  // did not stake, its uncalled chips returned, what it won in other layers, completions it receives
  // (a loser who cannot pay in full pays everything they have). Debts are served layer by layer
  // from the bottom, in passes until nothing moves: a completion a loser receives from a higher layer
  // still pays what it owes for a lower one. (A layer's winner with m > 1 holds the best hand of every
  // higher layer it reached, so completions never run in a circle and the passes end.)
  for (let s = 0; s < n; s++) stacks[s] = stacks[s]! + won[s]! + refunds[s]!;
  for (let moved = debts.length > 0, pass = 0; moved && pass <= debts.length; pass++) {
    moved = false;
    for (const debt of debts) {
      const pay = Math.min(debt.owed, stacks[debt.loser]!);
      if (pay <= 0) continue;
      moved = true;
      debt.owed -= pay;
      stacks[debt.loser] = stacks[debt.loser]! - pay;
      paid[debt.loser] = paid[debt.loser]! + pay;
      for (const [w, share] of splitAmount(pay, debt.winners, oya, n)) {
        received[w] = received[w]! + share;
        stacks[w] = stacks[w]! + share;
      }
    }
  }
  for (const debt of debts) shortfall[debt.loser] = shortfall[debt.loser]! + debt.owed;
  return { layers, won, refunds, completionsPaid: paid, completionsReceived: received, shortfall, stacks };
}
