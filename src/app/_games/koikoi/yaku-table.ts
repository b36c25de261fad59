// The Koi-Koi yaku as the rules page shows them, under the table's house rules: each with example cards and the
// points the engine itself gives those cards, so the page and the scoring cannot disagree.
import { cardsOfMonth, CARD_CODES, parseCard, type CardCode } from "~/engine/core/cards";
import type { OptionValues } from "~/engine/core/options";
import { configOf, KOIKOI_OPTION_SPECS } from "~/engine/koikoi/options";
import { stopScore } from "~/engine/koikoi/scoring";
import { yakuOf, type YakuKey } from "~/engine/koikoi/yaku";

export interface YakuRow {
  key: YakuKey;
  cards: CardCode[];
  points: number;
  /** Animal and ribbon yaku add to Tane and Tanzaku (the note says so) rather than counting cards beyond them. */
  stacking: boolean;
}

/** Every option of the table, the standard value where it names none. */
export function koikoiOptions(options: Readonly<Record<string, unknown>>): OptionValues {
  return Object.fromEntries(KOIKOI_OPTION_SPECS.map((s) => [s.name, options[s.name] ?? s.default])) as OptionValues;
}

const DRY = ["M01-0", "M03-0", "M08-0", "M12-0"];
const POETRY = ["M01-1", "M02-1", "M03-1"];
const BLUE = ["M06-1", "M09-1", "M10-1"];

function examples(stacking: boolean): [YakuKey, CardCode[]][] {
  return [
    ["goko", [...DRY, "M11-0"]],
    ["shiko", DRY],
    ["ame-shiko", ["M01-0", "M03-0", "M08-0", "M11-0"]],
    ["sanko", ["M01-0", "M03-0", "M08-0"]],
    ["inoshikacho", ["M07-0", "M10-0", "M06-0"]],
    ["tane", ["M02-0", "M04-0", "M05-0", "M08-1", "M11-1"]],
    ...(stacking ? [] : ([["akatan-aotan", [...POETRY, ...BLUE]]] as [YakuKey, CardCode[]][])),
    ["akatan", POETRY],
    ["aotan", BLUE],
    ["tanzaku", ["M04-1", "M05-1", "M07-1", "M11-2", "M01-1"]],
    ["kasu", CARD_CODES.filter((c) => /-[23]$/.test(c)).slice(0, 10)],
    ["hanami-zake", ["M03-0", "M09-0"]],
    ["tsukimi-zake", ["M08-0", "M09-0"]],
    ["tsukifuda", cardsOfMonth(1).map((c) => CARD_CODES[c]!)],
  ];
}

/** The yaku the table counts, with the points the engine gives the example cards. */
export function yakuTable(raw: Readonly<Record<string, unknown>>): YakuRow[] {
  const options = koikoiOptions(raw);
  // The viewing yaku show their own value even where the table counts them only beside another yaku.
  const config = { ...configOf(options), viewing: options.viewing_yaku === "off" ? "off" : "on" } as const;
  return examples(config.stacking).flatMap(([key, cards]) => {
    const found = yakuOf(
      config,
      cards.map((c) => parseCard(c)!),
      { field: [], month: 1 },
    ).find((y) => y.key === key);
    return found ? [{ key, cards, points: found.points, stacking: config.stacking }] : [];
  });
}

/** What a base of 7 (Sankō and a Tane of 2) scores for seat 0 under the table's rules, without and with a call by seat 1. */
export function scoringExample(raw: Readonly<Record<string, unknown>>): { plain: number; called: number } {
  const config = configOf(koikoiOptions(raw));
  const yaku = [
    { key: "sanko", points: 5 },
    { key: "tane", points: 2 },
  ] as const;
  const score = (calls: number[]) => stopScore(config, { index: 0, dealer: 0, calls, dealtField: [] }, 0, yaku).score;
  return { plain: score([0, 0]), called: score([0, 1]) };
}
