// Judge's deal (docs/rules/judge.md; docs/record-format.md): a head for each player and two piles of
// 23 cards, dealt live or read from a record, and the sudden-death piles derived from it.

import { CARD_COUNT, cardCode, parseCard, type CardCode, type CardId } from "../core/cards";
import { isPlainObject } from "../core/plain-object";
import { err, type EngineError } from "../core/result";
import { rngFromData, type Rng } from "../core/rng";
import { shown } from "../core/shown";

export const PILE_SIZE = 23;

/** A deal as ids: heads by seat, piles by seat (top first). */
export interface JudgeDeal {
  heads: readonly [CardId, CardId];
  piles: readonly [readonly CardId[], readonly CardId[]];
}

/** The record-format deal (docs/record-format.md): `{heads: [c0, c1], piles: [[23 top first], [23]]}`. */
export interface JudgeDealJson {
  heads: [CardCode, CardCode];
  piles: [CardCode[], CardCode[]];
}

export function dealFromOrder(order: readonly CardId[]): JudgeDeal {
  return {
    heads: [order[0]!, order[1]!],
    piles: [order.slice(2, 2 + PILE_SIZE), order.slice(2 + PILE_SIZE, 2 + 2 * PILE_SIZE)],
  };
}

/** Shuffle, the top card to each player as a head (seat 0 first), then cut the 46 into two piles of 23. */
export function shuffledDeal(rng: Rng): JudgeDeal {
  const order = rng.shuffleInPlace(Array.from({ length: CARD_COUNT }, (_, i) => i));
  return dealFromOrder(order);
}

export function dealToJson(deal: JudgeDeal): JudgeDealJson {
  return {
    heads: [cardCode(deal.heads[0]), cardCode(deal.heads[1])],
    piles: [deal.piles[0].map(cardCode), deal.piles[1].map(cardCode)],
  };
}

/** Validates a record-format deal: every one of the 48 cards exactly once, 2 heads, two piles of 23. */
export function parseDeal(raw: unknown): { ok: true; deal: JudgeDeal } | { ok: false; error: EngineError } {
  if (!isPlainObject(raw))
    return err("bad-deal", 'a Judge deal must be an object {"heads": [c0, c1], "piles": [[23 cards], [23 cards]]}');
  for (const key of Object.keys(raw))
    if (key !== "heads" && key !== "piles") return err("bad-deal", `a Judge deal has no field "${key}"`);
  const seen = new Set<CardId>();
  const card = (x: unknown, where: string): CardId | EngineError => {
    const id = parseCard(x);
    if (id === undefined) return { code: "bad-deal", message: `${where}: ${shown(x)} is not a card code` };
    if (seen.has(id)) return { code: "bad-deal", message: `${where}: ${String(x)} appears twice in the deal` };
    seen.add(id);
    return id;
  };
  const { heads, piles } = raw;
  if (!Array.isArray(heads) || heads.length !== 2)
    return err("bad-deal", "heads must be a list of 2 cards (seat 0's, seat 1's)");
  const h: CardId[] = [];
  for (let i = 0; i < 2; i++) {
    const c = card(heads[i], `head ${i}`);
    if (typeof c !== "number") return { ok: false, error: c };
    h.push(c);
  }
  if (!Array.isArray(piles) || piles.length !== 2)
    return err("bad-deal", "piles must be a list of 2 piles (seat 0's, seat 1's)");
  const p: CardId[][] = [];
  for (let s = 0; s < 2; s++) {
    const pile: unknown = piles[s];
    if (!Array.isArray(pile) || pile.length !== PILE_SIZE)
      return err("bad-deal", `pile ${s} must be a list of ${PILE_SIZE} cards, top first`);
    const ids: CardId[] = [];
    for (let i = 0; i < PILE_SIZE; i++) {
      const c = card(pile[i], `pile ${s} card ${i}`);
      if (typeof c !== "number") return { ok: false, error: c };
      ids.push(c);
    }
    p.push(ids);
  }
  // 2 + 46 distinct cards of the 48: all present.
  return { ok: true, deal: { heads: [h[0]!, h[1]!], piles: [p[0]!, p[1]!] } };
}

/**
 * The sudden-death piles: the 46 non-head cards reshuffled by a generator derived from the deal
 * (rngFromData), cut into two piles of 23. Heads stay. A record with an explicit deal replays the
 * same sudden death on any engine and no extra secret is stored.
 */
export function suddenDeathPiles(deal: JudgeDeal): readonly [readonly CardId[], readonly CardId[]] {
  const cards = [...deal.piles[0], ...deal.piles[1]];
  const rng = rngFromData([...deal.heads, ...cards, "judge-sudden-death"]);
  rng.shuffleInPlace(cards);
  return [cards.slice(0, PILE_SIZE), cards.slice(PILE_SIZE)];
}
