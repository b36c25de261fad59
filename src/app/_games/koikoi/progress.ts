// The Koi-Koi yaku a score pile is on its way to: the cards it holds of each, how many the yaku needs, and whether it
// can still be made (enough of its cards are not in the opponent's pile). Shown from half way, as the other fishing
// games show their yaku and roles in progress.
import {
  ALL_CARDS,
  CARD_CODES,
  CARD_KIND,
  cardsOfMonth,
  parseCard,
  type CardCode,
  type CardId,
} from "~/engine/core/cards";
import type { OptionValues } from "~/engine/core/options";
import { YAKU_NAMES } from "~/engine/koikoi/scoring";
import {
  BLUE_RIBBONS,
  BOAR_DEER_BUTTERFLIES,
  CURTAIN,
  MOON,
  POETRY_RIBBONS,
  SAKE_CUP,
  type Yaku,
  type YakuKey,
} from "~/engine/koikoi/yaku";
import type { YakuInProgress } from "~/app/_components/game/fishing-model";

const DRY_BRIGHTS: readonly CardId[] = [0, CURTAIN, MOON, 44];
const BRIGHT_KEYS: readonly YakuKey[] = ["goko", "shiko", "ame-shiko", "sanko"];

interface Target {
  key: YakuKey;
  /** The cards that count toward it. */
  counts: (c: CardId) => boolean;
  need: number;
  /** Held yaku that already include this one (it is shown no more). */
  covered: readonly YakuKey[];
}

const setOf = (cards: readonly CardId[]) => (c: CardId) => cards.includes(c);

function targets(options: OptionValues, month: number | null): Target[] {
  const stacking = options.yaku_groups === "stacking";
  const cupChaff = options.sake_cup !== "animal_only";
  const animal = (c: CardId) => CARD_KIND[c] === "A";
  const ribbon = (c: CardId) => CARD_KIND[c]!.startsWith("R");
  const chaff = (c: CardId) => CARD_KIND[c] === "C" || (cupChaff && c === SAKE_CUP);
  const out: Target[] = [
    { key: "sanko", counts: setOf(DRY_BRIGHTS), need: 3, covered: BRIGHT_KEYS },
    { key: "inoshikacho", counts: setOf(BOAR_DEER_BUTTERFLIES), need: 3, covered: ["inoshikacho"] },
    { key: "tane", counts: animal, need: 5, covered: stacking ? ["tane"] : ["tane", "inoshikacho"] },
    { key: "akatan", counts: setOf(POETRY_RIBBONS), need: 3, covered: ["akatan", "akatan-aotan"] },
    { key: "aotan", counts: setOf(BLUE_RIBBONS), need: 3, covered: ["aotan", "akatan-aotan"] },
    {
      key: "tanzaku",
      counts: ribbon,
      need: 5,
      covered: stacking ? ["tanzaku"] : ["tanzaku", "akatan", "aotan", "akatan-aotan"],
    },
    { key: "kasu", counts: chaff, need: 10, covered: ["kasu"] },
  ];
  if (options.viewing_yaku !== "off")
    out.push(
      { key: "hanami-zake", counts: setOf([CURTAIN, SAKE_CUP]), need: 2, covered: ["hanami-zake"] },
      { key: "tsukimi-zake", counts: setOf([MOON, SAKE_CUP]), need: 2, covered: ["tsukimi-zake"] },
    );
  if (options.tsukifuda === "on" && month !== null)
    out.push({ key: "tsukifuda", counts: setOf(cardsOfMonth(month)), need: 4, covered: ["tsukifuda"] });
  return out;
}

const ids = (codes: readonly CardCode[]) => codes.map((c) => parseCard(c)!);

/** Each side's yaku in progress: at least half of the cards, not yet held (nor a better yaku of its group). */
export function koikoiProgress(
  options: OptionValues,
  month: number | null,
  captured: readonly (readonly CardCode[])[],
  held: readonly (readonly Yaku[])[],
): YakuInProgress[][] {
  const piles = captured.map(ids);
  const all = targets(options, month);
  return piles.map((pile, s) => {
    const other = piles[1 - s] ?? [];
    const keys = new Set((held[s] ?? []).map((y) => y.key));
    return all.flatMap((t) => {
      if (t.covered.some((k) => keys.has(k))) return [];
      const have = pile.filter(t.counts);
      if (have.length === 0 || have.length * 2 < t.need) return [];
      const free = ALL_CARDS.filter((c) => t.counts(c) && !pile.includes(c) && !other.includes(c)).length;
      return [
        {
          label: YAKU_NAMES[t.key],
          name: { ns: "Yaku" as const, key: t.key },
          have: have.map((c) => CARD_CODES[c]!),
          need: t.need,
          live: have.length + free >= t.need,
        },
      ];
    });
  });
}
