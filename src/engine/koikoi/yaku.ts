// Yaku (docs/rules/koikoi.md, "Yaku"): what a score pile holds at a yaku check, key by key with its points.
// Groups: brights (one yaku), animals and ribbons (one yaku each, the best, with increments; or stacking flat
// sets), and the others (all stack).

import { CARD_KIND, cardsOfMonth, type CardId } from "../core/cards";
import type { KoikoiConfig } from "./options";

export type YakuKey =
  | "goko"
  | "shiko"
  | "ame-shiko"
  | "sanko"
  | "inoshikacho"
  | "tane"
  | "akatan-aotan"
  | "akatan"
  | "aotan"
  | "tanzaku"
  | "kasu"
  | "hanami-zake"
  | "tsukimi-zake"
  | "tsukifuda";

export interface Yaku {
  readonly key: YakuKey;
  readonly points: number;
}

/** What a yaku check sees besides the pile: the field (rain cancels viewing) and the round's month (tsukifuda). */
export interface YakuContext {
  readonly field: readonly CardId[];
  readonly month: number;
}

export const CURTAIN = 8;
export const MOON = 28;
export const RAIN_MAN = 40;
export const SAKE_CUP = 32;
const DRY_BRIGHTS: readonly CardId[] = [0, CURTAIN, MOON, 44];
export const BOAR_DEER_BUTTERFLIES: readonly CardId[] = [24, 36, 20];
export const POETRY_RIBBONS: readonly CardId[] = [1, 5, 9];
export const BLUE_RIBBONS: readonly CardId[] = [21, 33, 37];

const WILLOW = 11;
const PAULOWNIA = 12;

/** The cards of `list` held (`held[c]` is 1 for a card in the pile). */
function heldCount(held: Uint8Array, list: readonly CardId[]): number {
  let n = 0;
  for (let i = 0; i < list.length; i++) n += held[list[i]!]!;
  return n;
}

function brightYaku(config: KoikoiConfig, held: Uint8Array): Yaku | null {
  const dry = heldCount(held, DRY_BRIGHTS);
  const rain = held[RAIN_MAN] === 1;
  if (dry === 4) return rain ? { key: "goko", points: config.commonBrights ? 15 : 10 } : { key: "shiko", points: 8 };
  if (dry === 3) return rain ? { key: "ame-shiko", points: 7 } : { key: "sanko", points: config.commonBrights ? 6 : 5 };
  return null;
}

function animalYaku(config: KoikoiConfig, held: Uint8Array, animals: number, out: Yaku[]): void {
  const ino = heldCount(held, BOAR_DEER_BUTTERFLIES) === 3;
  const tane = animals >= 5 ? { key: "tane" as const, points: 1 + animals - 5 } : null;
  if (config.stacking) {
    if (ino) out.push({ key: "inoshikacho", points: 5 });
    if (tane) out.push(tane);
  } else if (ino) out.push({ key: "inoshikacho", points: 5 + animals - 3 });
  else if (tane) out.push(tane);
}

function ribbonYaku(config: KoikoiConfig, held: Uint8Array, ribbons: number, out: Yaku[]): void {
  const aka = heldCount(held, POETRY_RIBBONS) === 3;
  const ao = heldCount(held, BLUE_RIBBONS) === 3;
  const tan = ribbons >= 5 ? { key: "tanzaku" as const, points: 1 + ribbons - 5 } : null;
  if (config.stacking) {
    if (aka) out.push({ key: "akatan", points: 5 });
    if (ao) out.push({ key: "aotan", points: 5 });
    if (tan) out.push(tan);
  } else if (aka && ao) out.push({ key: "akatan-aotan", points: 10 + ribbons - 6 });
  else if (aka) out.push({ key: "akatan", points: 5 + ribbons - 3 });
  else if (ao) out.push({ key: "aotan", points: 5 + ribbons - 3 });
  else if (tan) out.push(tan);
}

/** Is a card of `month` on the field (rain cancelling a viewing yaku)? */
function monthOnField(field: readonly CardId[], month: number): boolean {
  for (let i = 0; i < field.length; i++) if ((field[i]! >> 2) + 1 === month) return true;
  return false;
}

function viewingYaku(config: KoikoiConfig, held: Uint8Array, ctx: YakuContext): Yaku[] {
  if (config.viewing === "off" || held[SAKE_CUP] !== 1) return [];
  const out: Yaku[] = [];
  if (held[CURTAIN] === 1 && !(config.weather && monthOnField(ctx.field, WILLOW)))
    out.push({ key: "hanami-zake", points: 5 });
  if (held[MOON] === 1 && !(config.weather && monthOnField(ctx.field, PAULOWNIA)))
    out.push({ key: "tsukimi-zake", points: 5 });
  return out;
}

const ANIMAL = 1;
const RIBBON = 2;
const CHAFF = 3;
/** The card kinds as small integers, for the counting pass. */
const KIND = Uint8Array.from(CARD_KIND, (k) =>
  k === "A" ? ANIMAL : k === "C" ? CHAFF : k.startsWith("R") ? RIBBON : 0,
);
/** The counting pass's scratch: one call at a time (the engine is synchronous), cleared before each. */
const HELD = new Uint8Array(48);

/**
 * The yaku of `pile` with the Sake Cup counted as an animal and/or as a chaff card as given. One pass over the pile
 * and no closures: the engine runs it after every draw.
 */
function yakuCounting(
  config: KoikoiConfig,
  pile: readonly CardId[],
  ctx: YakuContext,
  cupAnimal: boolean,
  cupChaff: boolean,
): Yaku[] {
  const held = HELD;
  held.fill(0);
  let animals = 0;
  let ribbons = 0;
  let chaff = 0;
  for (let i = 0; i < pile.length; i++) {
    const c = pile[i]!;
    held[c] = 1;
    const kind = KIND[c];
    if (kind === ANIMAL) {
      if (c !== SAKE_CUP) animals++;
    } else if (kind === CHAFF) chaff++;
    else if (kind === RIBBON) ribbons++;
  }
  const cup = held[SAKE_CUP] === 1;
  if (cup && cupAnimal) animals++;
  if (cup && cupChaff) chaff++;
  const out: Yaku[] = [];
  const bright = brightYaku(config, held);
  if (bright) out.push(bright);
  animalYaku(config, held, animals, out);
  ribbonYaku(config, held, ribbons, out);
  if (chaff >= 10) out.push({ key: "kasu", points: 1 + chaff - 10 });
  const viewing = viewingYaku(config, held, ctx);
  if (config.tsukifuda && heldCount(held, cardsOfMonth(ctx.month)) === 4) out.push({ key: "tsukifuda", points: 4 });
  // Limited viewing: the viewing yaku count only beside another yaku.
  if (config.viewing === "limited" && out.length === 0) return out;
  for (const v of viewing) out.push(v);
  return out;
}

/** The kinds of card a growing yaku counts beyond its least set. */
export type ExtraCards = "animal" | "ribbon" | "chaff";

/** The yaku that grow by a point a card beyond their least set (the formulas above): their least points and cards. */
const GROWING: Partial<Record<YakuKey, { base: number; cards: ExtraCards }>> = {
  inoshikacho: { base: 5, cards: "animal" },
  tane: { base: 1, cards: "animal" },
  "akatan-aotan": { base: 10, cards: "ribbon" },
  akatan: { base: 5, cards: "ribbon" },
  aotan: { base: 5, cards: "ribbon" },
  tanzaku: { base: 1, cards: "ribbon" },
  kasu: { base: 1, cards: "chaff" },
};

/**
 * How a growing yaku's points are made: its least points and the cards beyond its least set, one point each (Boar-
 * Deer-Butterfly with five animals: 5 + 2). Null for a yaku of fixed points, and for one held at its least.
 */
export function yakuExtra(y: Yaku): { base: number; extra: number; cards: ExtraCards } | null {
  const g = GROWING[y.key];
  return g && y.points > g.base ? { base: g.base, extra: y.points - g.base, cards: g.cards } : null;
}

export const baseScore = (yaku: readonly Yaku[]): number => yaku.reduce((a, y) => a + y.points, 0);

/** Every yaku `pile` holds at a check, in table order. `animal_or_chaff` takes the better count, the animal on a tie. */
export function yakuOf(config: KoikoiConfig, pile: readonly CardId[], ctx: YakuContext): Yaku[] {
  switch (config.sakeCup) {
    case "animal_and_chaff":
      return yakuCounting(config, pile, ctx, true, true);
    case "animal_only":
      return yakuCounting(config, pile, ctx, true, false);
    case "animal_or_chaff": {
      const asAnimal = yakuCounting(config, pile, ctx, true, false);
      const asChaff = yakuCounting(config, pile, ctx, false, true);
      return baseScore(asChaff) > baseScore(asAnimal) ? asChaff : asAnimal;
    }
  }
}

/**
 * Does `now` offer the koi-koi decision against the yaku held at the player's last call (§ "The koi-koi decision"):
 * a key not held then, or (unless `new_only`) a key worth more than then.
 */
export function offersDecision(config: KoikoiConfig, now: readonly Yaku[], atLastCall: readonly Yaku[]): boolean {
  return now.some((y) => {
    const before = atLastCall.find((b) => b.key === y.key);
    return before === undefined || (!config.newOnly && y.points > before.points);
  });
}
