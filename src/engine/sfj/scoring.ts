// Round scoring (docs/rules/sfj.md): card points − breakeven, plus each-opponent-pays roles. Zero-sum.

import { cardCode, type CardId } from "../core/cards";
import type { Phrase } from "../core/phrase";
import type { RoundExplanation, RoundSummary } from "../core/ruleset";
import type { SfjConfig } from "./options";
import { ROLE_DEFS, rolesOf, type RoleKey } from "./roles";
import { plural } from "../core/plural";

export interface SfjRoundResult {
  /** Card points per seat. */
  readonly points: readonly number[];
  readonly roles: readonly (readonly RoleKey[])[];
  /** Role receipts per seat: Σ over own roles of pay × (n − 1). */
  readonly receipts: readonly number[];
  /** Role payments per seat: Σ over the other seats' roles of pay. */
  readonly payments: readonly number[];
  readonly scores: readonly number[];
  readonly winner: number;
  readonly nextDealer: number;
}

export function cardPoints(config: SfjConfig, cards: readonly CardId[]): number {
  let s = 0;
  for (const c of cards) s += config.values[c]!;
  return s;
}

/** Points per seat and roles per seat → round scores (the F-vectors' core). */
export function settle(
  config: SfjConfig,
  points: readonly number[],
  roles: readonly (readonly RoleKey[])[],
): { receipts: number[]; payments: number[]; scores: number[] } {
  const n = points.length;
  const own = roles.map((rs) => rs.reduce((s, k) => s + ROLE_DEFS[k].pay, 0));
  const all = own.reduce((s, v) => s + v, 0);
  const receipts = own.map((v) => v * (n - 1));
  const payments = own.map((v) => all - v);
  const scores = points.map((p, i) => p - config.breakeven + receipts[i]! - payments[i]!);
  return { receipts, payments, scores };
}

/** The highest score wins; ties go to the tied seat earliest in turn order from the dealer. */
export function roundWinner(scores: readonly number[], dealer: number): number {
  const n = scores.length;
  let best = dealer;
  for (let k = 1; k < n; k++) {
    const s = (dealer + k) % n;
    if (scores[s]! > scores[best]!) best = s;
  }
  return best;
}

export function scoreRound(
  config: SfjConfig,
  captured: readonly (readonly CardId[])[],
  dealer: number,
): SfjRoundResult {
  const n = captured.length;
  const points = captured.map((c) => cardPoints(config, c));
  const roles = captured.map((c) => rolesOf(config, c));
  const { receipts, payments, scores } = settle(config, points, roles);
  return {
    points,
    roles,
    receipts,
    payments,
    scores,
    winner: roundWinner(scores, dealer),
    nextDealer: (dealer + 1) % n,
  };
}

export function summaryOf(result: SfjRoundResult): RoundSummary {
  return {
    scores: [...result.scores],
    yaku: result.roles.map((r) => [...r]),
    winner: result.winner,
    nextDealer: result.nextDealer,
  };
}

/** Step-by-step scoring of a finished round for the result screens. */
export function explain(
  config: SfjConfig,
  roundIndex: number,
  captured: readonly (readonly CardId[])[],
  result: SfjRoundResult,
  notes: readonly { text: string; phrase: Phrase }[],
): RoundExplanation {
  const n = captured.length;
  const total = config.values.reduce((s, v) => s + v, 0);
  const role = (key: RoleKey) => ({ role: { ns: "SfjRoles", key } });
  const sides = captured.map((cards, seat) => {
    const sorted = [...cards].sort((a, b) => a - b);
    const steps: RoundExplanation["sides"][number]["steps"] = [
      {
        label: "Card points",
        cards: sorted.map(cardCode),
        points: result.points[seat]!,
        phrase: { key: "cardPoints" },
      },
      {
        label: `Breakeven (${total} / ${plural(n, "player")})`,
        points: -config.breakeven,
        phrase: { key: "breakeven", args: { total, players: n } },
      },
    ];
    for (const key of result.roles[seat]!) {
      const def = ROLE_DEFS[key];
      steps.push({
        label: `${def.label}: ${def.pay} from each of ${plural(n - 1, "opponent")}`,
        points: def.pay * (n - 1),
        phrase: { key: "roleWon", args: { pay: def.pay, count: n - 1 }, terms: role(key) },
      });
    }
    for (let other = 0; other < n; other++) {
      if (other === seat) continue;
      for (const key of result.roles[other]!) {
        const def = ROLE_DEFS[key];
        steps.push({
          label: `Pays ${def.label} to seat ${other}`,
          points: -def.pay,
          phrase: { key: "rolePaid", args: { seat: other }, terms: role(key) },
        });
      }
    }
    return { side: seat, seats: [seat], steps, total: result.scores[seat]! };
  });
  return { round: roundIndex, sides, notes: notes.map((n) => n.text), notePhrases: notes.map((n) => n.phrase) };
}
