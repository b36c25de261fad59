// The eight Sakura yaku (docs/rules/sakura.md): three-card sets worth 50 each, record keys i ro ha ni ho he to chi.

import { parseCard, type CardId } from "../core/cards";
import type { YakuLabelStyle } from "./options";
import { YAKU_MARKS, yakuMark, type YakuKey } from "./yaku-marks";

export { YAKU_TERMS, type YakuKey } from "./yaku-marks";

export interface YakuDef {
  readonly key: YakuKey;
  readonly iroha: string;
  /** Paradise Factors number (Hanafuda Hawaii swaps 5 and 6). */
  readonly pf: number;
  readonly name: string;
  readonly cards: readonly [CardId, CardId, CardId];
}

const c = (code: string): CardId => parseCard(code)!;

/** The yaku `key` with its marks (yaku-marks.ts). */
const marked = (key: YakuKey) => ({ key, ...YAKU_MARKS[key] });

export const YAKU: readonly YakuDef[] = [
  { ...marked("i"), name: "Drinking (Curtain, Moon, Sake Cup)", cards: [c("M03-0"), c("M08-0"), c("M09-0")] },
  { ...marked("ro"), name: "Spring (Crane, Warbler, Curtain)", cards: [c("M01-0"), c("M02-0"), c("M03-0")] },
  { ...marked("ha"), name: "Three poetry ribbons", cards: [c("M01-1"), c("M02-1"), c("M03-1")] },
  { ...marked("ni"), name: "Three blue ribbons", cards: [c("M06-1"), c("M09-1"), c("M10-1")] },
  { ...marked("ho"), name: "Butterflies, Sake Cup, Deer", cards: [c("M06-0"), c("M09-0"), c("M10-0")] },
  { ...marked("he"), name: "Three plain ribbons (no Willow)", cards: [c("M04-1"), c("M05-1"), c("M07-1")] },
  { ...marked("to"), name: "Cuckoo, Bridge, Boar", cards: [c("M04-0"), c("M05-0"), c("M07-0")] },
  { ...marked("chi"), name: "Boar, Geese, Deer", cards: [c("M07-0"), c("M08-1"), c("M10-0")] },
];

export const YAKU_POINTS = 50;

/** The yaku a set of captured cards holds, given as a membership test. */
export function yakuOf(has: (card: CardId) => boolean): YakuKey[] {
  const out: YakuKey[] = [];
  for (const y of YAKU) if (has(y.cards[0]) && has(y.cards[1]) && has(y.cards[2])) out.push(y.key);
  return out;
}

/** The yaku of a list of cards. */
export function yakuOfCards(cards: readonly CardId[]): YakuKey[] {
  const set = new Set(cards);
  return yakuOf((x) => set.has(x));
}

export function yakuDef(key: YakuKey): YakuDef {
  return YAKU.find((y) => y.key === key)!;
}

/** The on-screen label of a yaku under the `yaku_labels` option. */
export function yakuLabel(key: YakuKey, style: YakuLabelStyle): string {
  return style === "names" ? yakuDef(key).name : yakuMark(key, style);
}
