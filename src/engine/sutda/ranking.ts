// The hand ranking of docs/rules/sutda.md (S4, FR order) with its multipliers and kkeut, and the ranking
// options of the standard Seotda hands. Special hands (ttaengjabi, amhaeng-eosa) only beat certain hands, so the winner
// of a showdown is decided over the whole set of hands (`bestHands`), not by pairwise comparison.

import { monthOf, type CardId } from "../core/cards";
import { BOAR, CRANE, CUCKOO, CURTAIN, MOON, SAKE_CUP } from "./deck";

export interface RankingRules {
  readonly gwangttaeng1318: boolean;
  readonly standardNamedOrder: boolean;
  readonly ttaengjabi: "off" | "on" | "any_3_7";
  readonly amhaengEosa: boolean;
  readonly gusa: boolean;
  readonly meongteongguriGusa: boolean;
  readonly jangsaFuneral: boolean;
}

export const S4_RULES: RankingRules = {
  gwangttaeng1318: false,
  standardNamedOrder: false,
  ttaengjabi: "off",
  amhaengEosa: false,
  gusa: false,
  meongteongguriGusa: false,
  jangsaFuneral: false,
};

export type SpecialHand = "ttaengjabi" | "amhaeng_eosa" | "gusa" | "meongteongguri_gusa";
export type HandClass = "gwangttaeng" | "pair" | "named" | "kkeut";

export interface HandValue {
  /** A stable machine key: "38-gwangttaeng", "pair-9", "jang-ttaeng", "alli", "kkeut-5", "ttaengjabi", … */
  readonly key: string;
  /** A readable name: "9 pair (9-ttaeng)", "Kkeut 9 (gabo)". */
  readonly name: string;
  readonly cls: HandClass;
  /**
   * The order value, higher wins. Special hands carry the value they score when they catch nothing
   * (ttaengjabi 0, amhaeng-eosa 1, gusa 3); `bestHands` applies their catches.
   */
  readonly rank: number;
  /** S4's bonus multiplier (×3 pairs, ×5 the 10 pair, ×10 gwang-ttaeng), 1 otherwise. */
  readonly multiplier: number;
  readonly special: SpecialHand | null;
}

// Order values. Pairs 1..9 are 90 + month; named hands 61..66; kkeut 0..9.
export const RANK_JANGSA_FUNERAL = 200;
export const RANK_38 = 130;
export const RANK_18 = 120;
export const RANK_13 = 110;
export const RANK_JANG_TTAENG = 100;
export const RANK_LOWEST_PAIR = 91;

function kkeut(sum: number, special: SpecialHand | null = null, key?: string, name?: string): HandValue {
  const k = sum % 10;
  return {
    key: key ?? `kkeut-${k}`,
    name: name ?? (k === 0 ? "Kkeut 0 (mangtong)" : k === 9 ? "Kkeut 9 (gabo)" : `Kkeut ${k}`),
    cls: "kkeut",
    rank: k,
    multiplier: 1,
    special,
  };
}

function named(key: string, name: string, rank: number): HandValue {
  return { key, name, cls: "named", rank, multiplier: 1, special: null };
}

/** A gwang-ttaeng: two brights, ×10. */
function gwangttaeng(key: string, name: string, rank: number): HandValue {
  return { key, name, cls: "gwangttaeng", rank, multiplier: 10, special: null };
}

function pair(key: string, name: string, rank: number, multiplier: number): HandValue {
  return { key, name, cls: "pair", rank, multiplier, special: null };
}

const both = (a: CardId, b: CardId, x: CardId, y: CardId) => (a === x && b === y) || (a === y && b === x);

/** The value of a two-card hand under the given ranking rules. */
export function evaluateHand(a: CardId, b: CardId, rules: RankingRules = S4_RULES): HandValue {
  const ma = monthOf(a);
  const mb = monthOf(b);
  const lo = Math.min(ma, mb);
  const hi = Math.max(ma, mb);
  if (rules.jangsaFuneral && lo === 4 && hi === 10)
    return named("jangsa", "Jangsa (10+4, the strongest hand)", RANK_JANGSA_FUNERAL);
  if (both(a, b, CURTAIN, MOON)) return gwangttaeng("38-gwangttaeng", "38 gwang-ttaeng (Curtain + Moon)", RANK_38);
  if (rules.gwangttaeng1318) {
    if (both(a, b, CRANE, MOON)) return gwangttaeng("18-gwangttaeng", "18 gwang-ttaeng (Crane + Moon)", RANK_18);
    if (both(a, b, CRANE, CURTAIN)) return gwangttaeng("13-gwangttaeng", "13 gwang-ttaeng (Crane + Curtain)", RANK_13);
  }
  if (lo === hi) {
    if (lo === 10) return pair("jang-ttaeng", "10 pair (jang-ttaeng)", RANK_JANG_TTAENG, 5);
    return pair(`pair-${lo}`, `${lo} pair (${lo}-ttaeng)`, 90 + lo, 3);
  }
  if (rules.amhaengEosa && both(a, b, CUCKOO, BOAR))
    return kkeut(11, "amhaeng_eosa", "amhaeng-eosa", "Amhaeng-eosa (Cuckoo + Boar)");
  if (
    (rules.ttaengjabi === "on" && both(a, b, CURTAIN, BOAR)) ||
    (rules.ttaengjabi === "any_3_7" && lo === 3 && hi === 7)
  )
    return kkeut(10, "ttaengjabi", "ttaengjabi", "Ttaengjabi (3+7)");
  if (rules.meongteongguriGusa && both(a, b, CUCKOO, SAKE_CUP))
    return kkeut(13, "meongteongguri_gusa", "meongteongguri-gusa", "Meongteongguri gusa (Cuckoo + Sake Cup)");
  if (rules.gusa && lo === 4 && hi === 9) return kkeut(13, "gusa", "gusa", "Gusa (4+9)");
  if (lo === 1 && hi === 2) return named("alli", "Alli (1+2)", 66);
  if (lo === 1 && hi === 4) return named("doksa", "Doksa (1+4)", 65);
  if (rules.standardNamedOrder) {
    if (lo === 1 && hi === 9) return named("gu-bbing", "Gu-bbing (1+9)", 64);
    if (lo === 1 && hi === 10) return named("jang-bbing", "Jang-bbing (10+1)", 63);
    if (lo === 4 && hi === 10) return named("jangsa", "Jangsa (10+4)", 62);
  } else {
    if (lo === 4 && hi === 10) return named("jangsa", "Jangsa (10+4)", 64);
    if (lo === 1 && hi === 10) return named("jang-bbing", "Jang-bbing (10+1)", 63);
    // "January + August, except the Moon" (S4 FR): Jan + Moon is an ordinary 9.
    if (lo === 1 && hi === 8 && a !== MOON && b !== MOON)
      return named("one-eight", "1+8 (January + August, not the Moon)", 62);
  }
  if (lo === 4 && hi === 6) return named("seryuk", "Seryuk (6+4)", 61);
  return kkeut(ma + mb);
}

/**
 * The seats holding the winning hand among `seats` (several on a tie). Amhaeng-eosa catches a 1-3 or
 * 1-8 gwang-ttaeng when that is the best hand; ttaengjabi catches a 1..9 pair when that is the best
 * hand; otherwise the highest order value wins (GH-SUTDA's multi-player resolution).
 */
export function bestHands(seats: readonly number[], values: readonly (HandValue | null)[]): number[] {
  let top = -1;
  for (const s of seats) top = Math.max(top, values[s]!.rank);
  if (top === RANK_13 || top === RANK_18) {
    const catchers = seats.filter((s) => values[s]!.special === "amhaeng_eosa");
    if (catchers.length > 0) return catchers;
  }
  if (top >= RANK_LOWEST_PAIR && top < RANK_JANG_TTAENG) {
    const catchers = seats.filter((s) => values[s]!.special === "ttaengjabi");
    if (catchers.length > 0) return catchers;
  }
  return seats.filter((s) => values[s]!.rank === top);
}

/**
 * Whether a gusa (or meongteongguri gusa) shown at the showdown forces a replay: no other hand there is
 * a pair or better (the 10 pair or better for meongteongguri), and the holder would not win alone
 * (a holder who wins anyway does not ask for the replay).
 */
export function gusaRematch(
  seats: readonly number[],
  values: readonly (HandValue | null)[],
): "gusa" | "meongteongguri_gusa" | null {
  const winners = bestHands(seats, values);
  for (const holder of seats) {
    const special = values[holder]!.special;
    if (special !== "gusa" && special !== "meongteongguri_gusa") continue;
    if (winners.length === 1 && winners[0] === holder) continue;
    const threshold = special === "gusa" ? RANK_LOWEST_PAIR : RANK_JANG_TTAENG;
    const othersTop = Math.max(...seats.filter((s) => s !== holder).map((s) => values[s]!.rank));
    if (othersTop < threshold) return special;
  }
  return null;
}
