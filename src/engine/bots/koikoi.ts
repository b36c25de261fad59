// The Koi-Koi bot. Koi-Koi scores yaku only, so the bot judges a play or a draw by what it does to its own base
// score (the engine's yakuOf on its pile after the capture), then by the cards it captures (brights first), and
// keeps a card the opponent's yaku need off the field. The decision: stop, unless the yaku is small, the hand is
// long and the opponent is far from a yaku. The strong level plays as the heuristic one (no search yet).

import { CARD_KIND, parseCard, type CardId } from "../core/cards";
import { capturedBy, resolveMatch } from "../core/fishing";
import type { KoikoiMove, KoikoiView } from "../koikoi";
import { configOf, type KoikoiConfig } from "../koikoi/options";
import { baseScore, yakuOf } from "../koikoi/yaku";
import type { KoikoiBotInput } from "./types";

const KIND_WEIGHT: Readonly<Record<string, number>> = { B: 8, A: 4, Rp: 4, Rb: 4, Rn: 3, C: 1 };

const ids = (codes: readonly string[]): CardId[] => codes.map((c) => parseCard(c)!);

interface Seen {
  config: KoikoiConfig;
  field: CardId[];
  mine: CardId[];
  theirs: CardId[];
  month: number;
}

/** What one card and its captures add to `pile`'s base score (×10) and weight, less the risk of a laid card. */
function captureWorth(seen: Seen, card: CardId, take: CardId | undefined): number {
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

/** Stop, unless the base score is small, the hand long and the opponent far from any yaku. */
function decide(view: KoikoiView, seat: number): boolean {
  const mine = baseScore(view.yaku[seat]!);
  const theirs = view.yaku[1 - seat]!.length;
  const hand = view.hand?.length ?? 0;
  return mine <= 2 && hand >= 5 && theirs === 0 && view.calls[1 - seat] === 0;
}

export function chooseKoikoi(input: KoikoiBotInput): KoikoiMove {
  const { view, legalMoves: moves, rng, seat } = input;
  if (input.level === "random" || moves.length === 1) return moves[rng.int(moves.length)]!;
  const first = moves[0]!;
  if ("koikoi" in first) return { seat, koikoi: decide(view, seat) };
  const seen: Seen = {
    config: configOf(input.setup.options),
    field: ids(view.field),
    mine: ids(view.captured[seat]!),
    theirs: ids(view.captured[1 - seat]!),
    month: view.month ?? 1,
  };
  let best = 0;
  let bestScore = -Infinity;
  moves.forEach((m, i) => {
    if ("koikoi" in m) return;
    const card = "play" in m ? parseCard(m.play)! : parseCard(view.turnedCard)!;
    const take = m.take === undefined ? undefined : parseCard(m.take);
    const s = captureWorth(seen, card, take) + rng.next() * 0.01;
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  });
  return moves[best]!;
}
