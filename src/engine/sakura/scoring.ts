// Round scoring (docs/rules/sakura.md), the round winner and next dealer, victories with
// Basa/Chu and the Oi-bana payment. Pure functions over numbers, so the Sakura test vectors
// can test them directly.

import {
  BASA_CHU_BOTH,
  BASA_ONLY,
  CHU_ONLY,
  NEXT_DEALER_EARLIEST,
  NEXT_DEALER_ROTATE,
  STAKE_HIGHER,
  STAKE_LOSER,
  YAKU_HOLDER_PLUS,
  YAKU_TRANSFER,
} from "./options";
import { YAKU_POINTS } from "./yaku";

/**
 * RoundScore per side: captured value, then the yaku effect. Standard: −50 for every yaku held by
 * any opponent. holder_plus_50: +50 per own yaku. transfer_50: each opponent pays 50 to the holder.
 */
export function roundScores(values: readonly number[], yakuCounts: readonly number[], effect: number): number[] {
  const total = yakuCounts.reduce((a, b) => a + b, 0);
  const opponents = values.length - 1;
  return values.map((v, i) => {
    const own = yakuCounts[i]!;
    const theirs = total - own;
    if (effect === YAKU_HOLDER_PLUS) return v + YAKU_POINTS * own;
    if (effect === YAKU_TRANSFER) return v + YAKU_POINTS * own * opponents - YAKU_POINTS * theirs;
    return v - YAKU_POINTS * theirs;
  });
}

/**
 * The winning side: the highest score; ties go to the tied side earliest in `order` (the sides in
 * turn order counting from the dealer, the dealer's side first).
 */
export function roundWinner(scores: readonly number[], order: readonly number[]): number {
  let best = order[0]!;
  for (const side of order) if (scores[side]! > scores[best]!) best = side;
  return best;
}

/** The sides in turn order from the dealer (each side once, where its first seat appears). */
export function sidesFromDealer(dealer: number, seats: readonly number[], sideOf: readonly number[]): number[] {
  const n = sideOf.length;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (dealer + k) % n;
    if (!seats.includes(seat)) continue;
    const side = sideOf[seat]!;
    if (!out.includes(side)) out.push(side);
  }
  return out;
}

export type VictoryLabel = "basa" | "shira-basa" | "chu" | null;

/**
 * Victories for the round winner: 1, or a double/triple victory for a margin over the
 * runner-up of 50+ (Chu) or 100+ (Basa; Shira Basa when nobody formed a yaku).
 */
export function victoryAward(
  scores: readonly number[],
  winner: number,
  anyYaku: boolean,
  basaChu: number,
): { victories: number; label: VictoryLabel } {
  let runnerUp = -Infinity;
  scores.forEach((s, i) => {
    if (i !== winner && s > runnerUp) runnerUp = s;
  });
  const margin = runnerUp === -Infinity ? 0 : scores[winner]! - runnerUp;
  const basa: VictoryLabel = anyYaku ? "basa" : "shira-basa";
  if ((basaChu === BASA_ONLY || basaChu === BASA_CHU_BOTH) && margin >= 100)
    return { victories: basaChu === BASA_CHU_BOTH ? 3 : 2, label: basa };
  if ((basaChu === CHU_ONLY || basaChu === BASA_CHU_BOTH) && margin >= 50) return { victories: 2, label: "chu" };
  return { victories: 1, label: null };
}

/** The Oi-bana stake the loser pays (`oibana_stake`), before the Basa/Chu multiplier. */
export function oibanaStake(winnerBid: number, loserBid: number, rule: number): number {
  if (rule === STAKE_LOSER) return loserBid;
  if (rule === STAKE_HIGHER) return Math.max(winnerBid, loserBid);
  return winnerBid;
}

/**
 * The next dealer after a team win (`team_next_dealer`, not team_chooses): the member
 * earliest in turn order from the current dealer, or the member after the team's last dealer.
 */
export function teamNextDealer(
  rule: number,
  dealer: number,
  team: readonly number[],
  lastDealerOfTeam: number,
  players: number,
): number {
  const earliest = () => {
    for (let k = 0; k < players; k++) if (team.includes((dealer + k) % players)) return (dealer + k) % players;
    return team[0]!;
  };
  if (rule === NEXT_DEALER_EARLIEST || lastDealerOfTeam < 0) return earliest();
  if (rule === NEXT_DEALER_ROTATE) {
    for (let k = 1; k <= players; k++)
      if (team.includes((lastDealerOfTeam + k) % players)) return (lastDealerOfTeam + k) % players;
  }
  return earliest();
}
