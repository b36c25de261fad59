// The deal (docs/rules/koikoi.md, "Deal" and "Checks before play"): 8 cards to each hand, 8 to the field, 24 in
// the pile, dealt in packets of four; then the field and hand checks that throw a deal in, end the round at once,
// or let it be played.

import { ALL_CARDS, type CardId } from "../core/cards";
import { fishingDealToJson, parseFishingDeal, type FishingDeal, type FishingDealJson } from "../core/deal-json";
import { Rng } from "../core/rng";
import type { KoikoiConfig } from "./options";

export const SIZES = { hand: 8, field: 8, pile: 24 } as const;

export type KoikoiDeal = FishingDeal;
export type KoikoiDealJson = FishingDealJson;
export const dealToJson = fishingDealToJson;

/**
 * The packet deal of a deck `d` (top first): ko d0–3 + d12–15, field d4–7 + d16–19, dealer d8–11 + d20–23, the pile
 * d24–47 top first.
 */
export function packetDeal(d: readonly CardId[], dealer: number): KoikoiDeal {
  const ko = [...d.slice(0, 4), ...d.slice(12, 16)];
  const field = [...d.slice(4, 8), ...d.slice(16, 20)];
  const own = [...d.slice(8, 12), ...d.slice(20, 24)];
  const hands = dealer === 0 ? [own, ko] : [ko, own];
  return { hands, field, pile: d.slice(24) };
}

export function parseDeal(raw: unknown) {
  return parseFishingDeal(raw, 2, SIZES);
}

/** The scratch of `monthCounts`: one check at a time (the engine is synchronous). */
const COUNTS = new Uint8Array(12);

/** Cards per month (index month − 1), in the shared scratch: read it before the next count. */
function monthCounts(cards: readonly CardId[]): Uint8Array {
  COUNTS.fill(0);
  for (let i = 0; i < cards.length; i++) COUNTS[cards[i]! >> 2]!++;
  return COUNTS;
}

/** A month all four of whose cards are among `cards`, or 0. */
export function fourOfAMonth(cards: readonly CardId[]): number {
  const n = monthCounts(cards);
  for (let m = 0; m < 12; m++) if (n[m] === 4) return m + 1;
  return 0;
}

/** Four pairs: the sum over months of ⌊cards of that month / 2⌋ is at least 4. */
export function fourPairs(cards: readonly CardId[]): boolean {
  const n = monthCounts(cards);
  let pairs = 0;
  for (let m = 0; m < 12; m++) pairs += n[m]! >> 1;
  return pairs >= 4;
}

/** Kuttsuki: every month of the 8-card hand occurs an even number of times (a four is two pairs). */
export function isKuttsuki(hand: readonly CardId[]): boolean {
  const n = monthCounts(hand);
  for (let m = 0; m < 12; m++) if (n[m]! % 2 !== 0) return false;
  return true;
}

export type LuckyKey = "teshi" | "kuttsuki";

/** The lucky-hand keys of a hand as scored: teshi, kuttsuki, or both when they stack. */
export function luckyHand(config: KoikoiConfig, hand: readonly CardId[]): LuckyKey[] {
  const teshi = fourOfAMonth(hand) > 0;
  const kuttsuki = isKuttsuki(hand);
  if (teshi && kuttsuki) return config.luckyStack ? ["teshi", "kuttsuki"] : ["teshi"];
  return teshi ? ["teshi"] : kuttsuki ? ["kuttsuki"] : [];
}

/** What the checks before play make of a deal, in their order. */
export type DealOutcome =
  | { kind: "play" }
  /** Thrown in: the same dealer deals again; it is not a round. */
  | { kind: "thrown-in"; reason: string }
  /** The dealer wins 6 at once (a field four under `dealer_wins_6`). */
  | { kind: "field-four"; month: number }
  /** Lucky hands: the winner and their keys, or no winner (both lucky, a drawn round). */
  | { kind: "lucky"; winner: number | null; keys: LuckyKey[]; lucky: readonly LuckyKey[][] };

export function checkDeal(config: KoikoiConfig, deal: KoikoiDeal, dealer: number): DealOutcome {
  const month = fourOfAMonth(deal.field);
  if (month > 0)
    return config.fieldFourDealerWins
      ? { kind: "field-four", month }
      : { kind: "thrown-in", reason: "the field holds all four cards of a month" };
  if (config.fieldPairsRedeal && fourPairs(deal.field))
    return { kind: "thrown-in", reason: "the field holds four pairs" };
  const lucky = deal.hands.map((h) => luckyHand(config, h));
  const holders = [0, 1].filter((s) => lucky[s]!.length > 0);
  if (holders.length === 0) return { kind: "play" };
  if (config.luckyMisdeal) return { kind: "thrown-in", reason: "a hand is a lucky hand (Teshi or Kuttsuki)" };
  if (holders.length === 2 && !config.bothLuckyDealerWins) return { kind: "lucky", winner: null, keys: [], lucky };
  const winner = holders.length === 2 ? dealer : holders[0]!;
  return { kind: "lucky", winner, keys: lucky[winner]!, lucky };
}

/** Shuffles and deals until the checks keep the deal (a thrown-in deal is dealt again by the same dealer). */
export function playableDeal(rng: Rng, config: KoikoiConfig, dealer: number): KoikoiDeal {
  for (;;) {
    const deal = packetDeal(rng.shuffleInPlace(ALL_CARDS.slice()), dealer);
    if (checkDeal(config, deal, dealer).kind !== "thrown-in") return deal;
  }
}

/** The deal a record's `"seed"` stands for: the first playable deal of that seed's shuffles. */
export function dealFromSeedString(seed: string, config: KoikoiConfig, dealer: number): KoikoiDeal {
  return playableDeal(Rng.fromSeed(seed), config, dealer);
}
