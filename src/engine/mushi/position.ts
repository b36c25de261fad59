// A mid-round position built from a description (for the rule vectors, tests and tutorials): the
// hands, table, remaining stock and captured piles as card codes. Deck cards the description does
// not place are put in a captured pile (`rest`), so every card stays accounted for.

import { cardCode, parseCard, type CardId } from "../core/cards";
import { parseOptionValues, type OptionValue } from "../core/options";
import { err, ok, type Result } from "../core/result";
import { deckOf } from "./deck";
import { initialState } from "./match";
import { MUSHI_OPTION_SPECS } from "./options";
import type { MushiState, Pair } from "./state";

export interface PositionSpec {
  options?: Record<string, OptionValue>;
  /** The elder; default 0. */
  dealer?: number;
  turn: number;
  step: "play" | "draw";
  hands: [string[], string[]];
  table: string[];
  /** The cards still in the stock, top (next to turn) first. */
  stock: string[];
  piles?: [string[], string[]];
  /** Where deck cards not listed anywhere go; default seat 1's pile. */
  rest?: 0 | 1;
  lightningUser?: number | null;
  lightningMonth?: number | null;
  willowPairOwner?: number | null;
  willowTrioPending?: boolean;
  /** Whether each seat has already played a hand card (default: true unless the seat holds 8 cards). */
  hasPlayed?: [boolean, boolean];
}

export function positionState(spec: PositionSpec): Result<MushiState> {
  const options = parseOptionValues(MUSHI_OPTION_SPECS, spec.options ?? {}, "mushi");
  if (!options.ok) return options;
  const state = initialState({ players: 2, teams: null, options: options.value }, null, null);
  const deck = deckOf(state.opts.deck);
  const seen = new Set<CardId>();
  const ids = (codes: readonly string[], what: string): Result<CardId[]> => {
    const out: CardId[] = [];
    for (const code of codes) {
      const id = parseCard(code);
      if (id === undefined || !deck.includes(id))
        return err("bad-position", `${what}: ${code} is not a card of this deck`);
      if (seen.has(id)) return err("bad-position", `${code} is placed twice`);
      seen.add(id);
      out.push(id);
    }
    return ok(out);
  };
  const h0 = ids(spec.hands[0], "hand 0");
  if (!h0.ok) return h0;
  const h1 = ids(spec.hands[1], "hand 1");
  if (!h1.ok) return h1;
  const table = ids(spec.table, "table");
  if (!table.ok) return table;
  const stock = ids(spec.stock, "stock");
  if (!stock.ok) return stock;
  const p0 = ids(spec.piles?.[0] ?? [], "pile 0");
  if (!p0.ok) return p0;
  const p1 = ids(spec.piles?.[1] ?? [], "pile 1");
  if (!p1.ok) return p1;
  const rest = deck.filter((c) => !seen.has(c));
  const piles: [CardId[], CardId[]] = [p0.value, p1.value];
  piles[spec.rest ?? 1]!.push(...rest);
  if (spec.step === "draw" && stock.value.length === 0) return err("bad-position", "a draw step needs a stock card");
  const dealer = spec.dealer ?? 0;
  const hasPlayed: Pair<boolean> = spec.hasPlayed ?? [h0.value.length < 8, h1.value.length < 8];
  return ok({
    ...state,
    phase: "playing",
    nextElder: dealer,
    dealt: [{ dealer, deal: { position: true, table: spec.table } }],
    round: {
      index: 0,
      dealer,
      hands: [h0.value, h1.value],
      table: table.value,
      stock: stock.value,
      next: 0,
      piles,
      turn: spec.turn,
      step: spec.step,
      hasPlayed,
      lightningUser: spec.lightningUser ?? null,
      lightningMonth: spec.lightningMonth ?? null,
      willowPairOwner: spec.willowPairOwner ?? null,
      willowTrioPending: spec.willowTrioPending ?? false,
      moveCount: 0,
      lastMove: null,
      notes: [],
      over: false,
    },
  });
}

/** Every card of a state's current round, by place, as codes (for tests and debugging). */
export function placesOf(
  state: MushiState,
): { hands: string[][]; table: string[]; stock: string[]; piles: string[][] } | null {
  const r = state.round;
  if (!r) return null;
  return {
    hands: r.hands.map((h) => h.map(cardCode)),
    table: r.table.map(cardCode),
    stock: r.stock.slice(r.next).map(cardCode),
    piles: r.piles.map((p) => p.map(cardCode)),
  };
}
