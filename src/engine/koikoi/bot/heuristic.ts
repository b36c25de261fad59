// The Koi-Koi heuristic (the "heuristic" level, and the strong level's playout policy). Koi-Koi scores yaku only,
// so it judges a play or a draw by what it does to its own base score (the engine's yakuOf on its pile after the
// capture), then by the cards it captures (brights first), and keeps a card the opponent's yaku need off the field.
// The decision: stop, unless the yaku is small, the hand is long and the opponent is far from a yaku.

import { CARD_KIND, parseCard, type CardId } from "../../core/cards";
import { capturedBy, resolveMatch } from "../../core/fishing";
import type { KoikoiMove } from "../index";
import { configOf, type KoikoiConfig } from "../options";
import { baseScore, yakuOf } from "../yaku";
import type { Rng } from "../../core/rng";
import type { KoikoiBotInput } from "./input";

const KIND_WEIGHT: Readonly<Record<string, number>> = { B: 8, A: 4, Rp: 4, Rb: 4, Rn: 3, C: 1 };

const ids = (codes: readonly string[]): CardId[] => codes.map((c) => parseCard(c)!);

/** What the heuristic looks at: the rules, the field, both score piles, the round's month. */
export interface KoikoiSeen {
  config: KoikoiConfig;
  field: readonly CardId[];
  mine: readonly CardId[];
  theirs: readonly CardId[];
  month: number;
}

/** What one card and its captures add to `pile`'s base score (×10) and weight, less the risk of a laid card. */
function captureWorth(seen: KoikoiSeen, card: CardId, take: CardId | undefined): number {
  const cap = capturedBy(resolveMatch(seen.field, card), take);
  if (!cap.ok) return -Infinity;
  const ctx = { field: seen.field, month: seen.month };
  if (cap.taken.length === 0) {
    // A laid card may feed the opponent: worse the more it helps their yaku.
    const gain =
      baseScore(yakuOf(seen.config, [...seen.theirs, card], ctx)) - baseScore(yakuOf(seen.config, seen.theirs, ctx));
    return -KIND_WEIGHT[CARD_KIND[card]!]! - 5 * gain;
  }
  const got = [card, ...cap.taken];
  const before = baseScore(yakuOf(seen.config, seen.mine, ctx));
  const after = baseScore(yakuOf(seen.config, [...seen.mine, ...got], ctx));
  // Taking what the opponent's yaku would use counts too.
  const denied =
    baseScore(yakuOf(seen.config, [...seen.theirs, ...got], ctx)) - baseScore(yakuOf(seen.config, seen.theirs, ctx));
  return 10 * (after - before) + 3 * denied + got.reduce((a, c) => a + KIND_WEIGHT[CARD_KIND[c]!]!, 0);
}

/** What the decision looks at: the mover's base score, the opponent's yaku and calls, the mover's hand. */
export interface DecisionFacts {
  mine: number;
  theirYaku: number;
  theirCalls: number;
  hand: number;
}

/** Koi-koi (true) only when the base score is small, the hand long and the opponent far from any yaku. */
export function callKoikoi(f: DecisionFacts): boolean {
  return f.mine <= 2 && f.hand >= 5 && f.theirYaku === 0 && f.theirCalls === 0;
}

/** Decision rules measured against callKoikoi (DECISIONS.md): always stop, and a bolder rule. */
export const DECISION_RULES: Readonly<Record<string, (f: DecisionFacts) => boolean>> = {
  heuristic: callKoikoi,
  "always-stop": () => false,
  bolder: (f) => f.mine <= 4 && f.hand >= 4 && f.theirYaku === 0 && f.theirCalls === 0,
};

/** The heuristic's play or draw among `moves` (none a decision), with `noise` added to each score. */
export function koikoiMoveIndex(
  seen: KoikoiSeen,
  moves: readonly KoikoiMove[],
  turned: CardId | null,
  rng: Rng,
  noise = 0.01,
): number {
  let best = 0;
  let bestScore = -Infinity;
  moves.forEach((m, i) => {
    if ("koikoi" in m) return;
    const card = "play" in m ? parseCard(m.play)! : turned!;
    const take = m.take === undefined ? undefined : parseCard(m.take);
    const s = captureWorth(seen, card, take) + rng.next() * noise;
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  });
  return best;
}

/** The heuristic's move for a bot input (an index of its legal moves). */
export function koikoiHeuristicIndex(input: KoikoiBotInput, decide = callKoikoi): number {
  const { view, legalMoves: moves, rng, seat } = input;
  if ("koikoi" in moves[0]!) {
    const go = decide({
      mine: baseScore(view.yaku[seat]!),
      theirYaku: view.yaku[1 - seat]!.length,
      theirCalls: view.calls[1 - seat]!,
      hand: view.hand?.length ?? 0,
    });
    return moves.findIndex((m) => "koikoi" in m && m.koikoi === go);
  }
  const seen: KoikoiSeen = {
    config: configOf(input.setup.options),
    field: ids(view.field),
    mine: ids(view.captured[seat]!),
    theirs: ids(view.captured[1 - seat]!),
    month: view.month ?? 1,
  };
  const turned = view.turnedCard === null ? null : parseCard(view.turnedCard)!;
  return koikoiMoveIndex(seen, moves, turned, rng);
}
