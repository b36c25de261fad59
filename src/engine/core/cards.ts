// The canonical 48-card deck (docs/rules/README.md, "The deck and the card codes"). A card is a small integer 0..47:
// id = (month - 1) * 4 + idx, so month = (id >> 2) + 1 and idx = id & 3.

export type CardId = number;
export type CardCode = string; // "M01-0" … "M12-3"
export type CardKind = "B" | "A" | "Rp" | "Rb" | "Rn" | "C";

export const CARD_COUNT = 48;

interface CardRow {
  kind: CardKind;
  sakura: number;
  sfj: number;
  mushi: number | null; // null: not in the 40-card Mushi deck
}

// One row per card in id order.
const ROWS: readonly CardRow[] = [
  { kind: "B", sakura: 20, sfj: 20, mushi: 20 },
  { kind: "Rp", sakura: 10, sfj: 5, mushi: 5 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "A", sakura: 5, sfj: 10, mushi: 10 },
  { kind: "Rp", sakura: 10, sfj: 5, mushi: 5 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "B", sakura: 20, sfj: 20, mushi: 20 },
  { kind: "Rp", sakura: 10, sfj: 5, mushi: 5 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "A", sakura: 5, sfj: 10, mushi: 10 },
  { kind: "Rn", sakura: 10, sfj: 5, mushi: 5 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "A", sakura: 5, sfj: 10, mushi: 10 },
  { kind: "Rn", sakura: 10, sfj: 5, mushi: 5 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "A", sakura: 5, sfj: 10, mushi: null },
  { kind: "Rb", sakura: 10, sfj: 5, mushi: null },
  { kind: "C", sakura: 0, sfj: 0, mushi: null },
  { kind: "C", sakura: 0, sfj: 0, mushi: null },
  { kind: "A", sakura: 5, sfj: 10, mushi: null },
  { kind: "Rn", sakura: 10, sfj: 5, mushi: null },
  { kind: "C", sakura: 0, sfj: 0, mushi: null },
  { kind: "C", sakura: 0, sfj: 0, mushi: null },
  { kind: "B", sakura: 20, sfj: 20, mushi: 20 },
  { kind: "A", sakura: 5, sfj: 10, mushi: 10 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "A", sakura: 5, sfj: 10, mushi: 10 },
  { kind: "Rb", sakura: 10, sfj: 5, mushi: 5 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "A", sakura: 5, sfj: 10, mushi: 10 },
  { kind: "Rb", sakura: 10, sfj: 5, mushi: 5 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  // Sakura counts the Rain Man as a 5-point animal.
  { kind: "B", sakura: 5, sfj: 20, mushi: 20 },
  { kind: "A", sakura: 5, sfj: 10, mushi: 10 },
  { kind: "Rn", sakura: 10, sfj: 5, mushi: 5 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "B", sakura: 20, sfj: 20, mushi: 20 },
  // The Yellow Paulownia is chaff by kind but worth 10 in Sakura.
  { kind: "C", sakura: 10, sfj: 0, mushi: 1 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
  { kind: "C", sakura: 0, sfj: 0, mushi: 1 },
];

export const ALL_CARDS: readonly CardId[] = Array.from({ length: CARD_COUNT }, (_, i) => i);

export const CARD_CODES: readonly CardCode[] = ALL_CARDS.map(
  (id) => `M${String((id >> 2) + 1).padStart(2, "0")}-${id & 3}`,
);

const CODE_TO_ID: ReadonlyMap<string, CardId> = new Map(CARD_CODES.map((code, id) => [code, id]));

export const CARD_KIND: readonly CardKind[] = ROWS.map((r) => r.kind);
export const SAKURA_VALUE: readonly number[] = ROWS.map((r) => r.sakura);
export const SFJ_VALUE: readonly number[] = ROWS.map((r) => r.sfj);
/** Mushi values (20/10/5/1); cards outside the 40-card deck are 0 here, see MUSHI_DECK_40. */
export const MUSHI_VALUE: readonly number[] = ROWS.map(
  (r) => r.mushi ?? (r.kind === "B" ? 20 : r.kind === "A" ? 10 : r.kind === "C" ? 1 : 5),
);

/** Lightning / Gaji / onifuda. */
export const LIGHTNING: CardId = 43;
export const WILLOW_MONTH = 11;
/** The five standard brights (Judge's +10 bonus, SFJ Five Brights, Mushi option). */
export const FIVE_BRIGHTS: readonly CardId[] = [0, 8, 28, 40, 44];

export const MUSHI_DECK_40: readonly CardId[] = ALL_CARDS.filter((id) => ROWS[id]!.mushi !== null);

export function monthOf(id: CardId): number {
  return (id >> 2) + 1;
}

export function idxOf(id: CardId): number {
  return id & 3;
}

/** The four cards of a month, ids ascending. */
export function cardsOfMonth(month: number): CardId[] {
  const base = (month - 1) * 4;
  return [base, base + 1, base + 2, base + 3];
}

/** The codes of `ids`, in their order (ids known to be cards). */
export function cardCodes(ids: readonly CardId[]): CardCode[] {
  return ids.map((c) => CARD_CODES[c]!);
}

export function cardCode(id: CardId): CardCode {
  const code = CARD_CODES[id];
  if (code === undefined) throw new RangeError(`no card with id ${id}`);
  return code;
}

/** The id of a card code, or undefined for anything that is not one of the 48 codes. */
export function parseCard(code: unknown): CardId | undefined {
  return typeof code === "string" ? CODE_TO_ID.get(code) : undefined;
}

/** The id of a card code that a view holds: a view carries real codes only, so anything else is a bug. */
export function cardIdOf(code: string): CardId {
  const c = parseCard(code);
  if (c === undefined) throw new RangeError(`not a card code: ${code}`);
  return c;
}

/** The id of a card code from its month and index, unchecked: for the bots' hot loops over a view's codes. */
export function uncheckedCardId(code: string): CardId {
  return ((Number(code.slice(1, 3)) - 1) << 2) + Number(code.slice(4));
}

export function cardIdsOf(codes: readonly string[]): CardId[] {
  return codes.map(cardIdOf);
}

export function isCardCode(code: unknown): code is CardCode {
  return parseCard(code) !== undefined;
}

/** Two chaff cards of the same month are interchangeable in every game. */
export function interchangeable(a: CardId, b: CardId): boolean {
  return (
    a === b ||
    (monthOf(a) === monthOf(b) &&
      CARD_KIND[a] === "C" &&
      CARD_KIND[b] === "C" &&
      a !== 45 &&
      b !== 45 &&
      a !== LIGHTNING &&
      b !== LIGHTNING)
  );
}
