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
const BOAR_DEER_BUTTERFLIES: readonly CardId[] = [24, 36, 20];
const POETRY_RIBBONS: readonly CardId[] = [1, 5, 9];
const BLUE_RIBBONS: readonly CardId[] = [21, 33, 37];

const WILLOW = 11;
const PAULOWNIA = 12;

const isAnimal = (c: CardId) => CARD_KIND[c] === "A";
const isRibbon = (c: CardId) => CARD_KIND[c]!.startsWith("R");
const isChaff = (c: CardId) => CARD_KIND[c] === "C";

function brightYaku(config: KoikoiConfig, has: (c: CardId) => boolean): Yaku | null {
  const dry = DRY_BRIGHTS.filter(has).length;
  const rain = has(RAIN_MAN);
  if (dry === 4) return rain ? { key: "goko", points: config.commonBrights ? 15 : 10 } : { key: "shiko", points: 8 };
  if (dry === 3) return rain ? { key: "ame-shiko", points: 7 } : { key: "sanko", points: config.commonBrights ? 6 : 5 };
  return null;
}

function animalYaku(config: KoikoiConfig, has: (c: CardId) => boolean, animals: number): Yaku[] {
  const ino = BOAR_DEER_BUTTERFLIES.every(has);
  const tane = animals >= 5 ? { key: "tane" as const, points: 1 + animals - 5 } : null;
  if (config.stacking) return [...(ino ? [{ key: "inoshikacho" as const, points: 5 }] : []), ...(tane ? [tane] : [])];
  if (ino) return [{ key: "inoshikacho", points: 5 + animals - 3 }];
  return tane ? [tane] : [];
}

function ribbonYaku(config: KoikoiConfig, has: (c: CardId) => boolean, ribbons: number): Yaku[] {
  const aka = POETRY_RIBBONS.every(has);
  const ao = BLUE_RIBBONS.every(has);
  const tan = ribbons >= 5 ? { key: "tanzaku" as const, points: 1 + ribbons - 5 } : null;
  if (config.stacking) {
    const out: Yaku[] = [];
    if (aka) out.push({ key: "akatan", points: 5 });
    if (ao) out.push({ key: "aotan", points: 5 });
    if (tan) out.push(tan);
    return out;
  }
  if (aka && ao) return [{ key: "akatan-aotan", points: 10 + ribbons - 6 }];
  if (aka) return [{ key: "akatan", points: 5 + ribbons - 3 }];
  if (ao) return [{ key: "aotan", points: 5 + ribbons - 3 }];
  return tan ? [tan] : [];
}

function viewingYaku(config: KoikoiConfig, has: (c: CardId) => boolean, ctx: YakuContext): Yaku[] {
  if (config.viewing === "off" || !has(SAKE_CUP)) return [];
  const onField = (month: number) => config.weather && ctx.field.some((c) => (c >> 2) + 1 === month);
  const out: Yaku[] = [];
  if (has(CURTAIN) && !onField(WILLOW)) out.push({ key: "hanami-zake", points: 5 });
  if (has(MOON) && !onField(PAULOWNIA)) out.push({ key: "tsukimi-zake", points: 5 });
  return out;
}

/** The yaku of `pile` with the Sake Cup counted as an animal and/or as a chaff card as given. */
function yakuCounting(
  config: KoikoiConfig,
  pile: readonly CardId[],
  ctx: YakuContext,
  cupAnimal: boolean,
  cupChaff: boolean,
): Yaku[] {
  const held = new Uint8Array(48);
  for (const c of pile) held[c] = 1;
  const has = (c: CardId) => held[c] === 1;
  const cup = has(SAKE_CUP);
  const animals = pile.filter((c) => isAnimal(c) && c !== SAKE_CUP).length + (cup && cupAnimal ? 1 : 0);
  const ribbons = pile.filter(isRibbon).length;
  const chaff = pile.filter(isChaff).length + (cup && cupChaff ? 1 : 0);
  const out: Yaku[] = [];
  const bright = brightYaku(config, has);
  if (bright) out.push(bright);
  out.push(...animalYaku(config, has, animals), ...ribbonYaku(config, has, ribbons));
  if (chaff >= 10) out.push({ key: "kasu", points: 1 + chaff - 10 });
  const viewing = viewingYaku(config, has, ctx);
  if (config.tsukifuda && cardsOfMonth(ctx.month).every(has)) out.push({ key: "tsukifuda", points: 4 });
  // Limited viewing: the viewing yaku count only beside another yaku.
  if (config.viewing === "limited" && out.length === 0) return out;
  return [...out, ...viewing];
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
