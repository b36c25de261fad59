// The eight Sakura yaku's marks: the iroha letter and the Paradise Factors number that label them, and their names'
// terms in the RulesSakura catalog. Without the engine's English names (yaku.ts), so that a board labels its yaku
// without shipping them: the page names a yaku from the catalogs.
import type { YakuLabelStyle } from "./options";

export type YakuKey = "i" | "ro" | "ha" | "ni" | "ho" | "he" | "to" | "chi";

/** Each yaku's iroha letter and Paradise Factors number (Hanafuda Hawaii swaps 5 and 6). */
export const YAKU_MARKS: Record<YakuKey, { readonly iroha: string; readonly pf: number }> = {
  i: { iroha: "い", pf: 1 },
  ro: { iroha: "ろ", pf: 2 },
  ha: { iroha: "は", pf: 3 },
  ni: { iroha: "に", pf: 4 },
  ho: { iroha: "ほ", pf: 6 },
  he: { iroha: "へ", pf: 5 },
  to: { iroha: "と", pf: 7 },
  chi: { iroha: "ち", pf: 8 },
};

/** A yaku's name in the RulesSakura catalog (its mark and its cards), for the "names" style of labels. */
export const YAKU_TERMS: Record<YakuKey, string> = {
  i: "drinking",
  ro: "spring",
  ha: "poetry",
  ni: "blue",
  ho: "butterflies",
  he: "plain",
  to: "cuckoo",
  chi: "boar",
};

/** A yaku's label under the `yaku_labels` styles that mark it: "#2", "ろ (Ro)". */
export function yakuMark(key: YakuKey, style: Exclude<YakuLabelStyle, "names">): string {
  const m = YAKU_MARKS[key];
  if (style === "pf_numbers") return `#${m.pf}`;
  return `${m.iroha} (${key.charAt(0).toUpperCase()}${key.slice(1)})`;
}
