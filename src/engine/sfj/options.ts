// SFJ house rules as data (docs/rules/sfj.md), and their parsed, engine-friendly form.

import { CARD_KIND, SFJ_VALUE } from "../core/cards";
import type { OptionSpec, OptionValues, PresetSpec } from "../core/options";
import type { Phrase } from "../core/phrase";

/** The two-card sets a Tea Party can be made of when `tea_party_sets = custom`. */
export const TEA_SET_VALUES = ["curtain_cup", "moon_cup", "off"] as const;
export type TeaSet = (typeof TEA_SET_VALUES)[number];

const teaSetValues = [
  { value: "curtain_cup", label: "Cherry Curtain + Sake Cup (flower viewing)" },
  { value: "moon_cup", label: "Full Moon + Sake Cup (moon viewing)" },
  { value: "off", label: "Not played (this set pays nothing)" },
] as const;

/** The choice of one Tea Party role's cards, offered with custom Tea Party sets. */
function teaSetOption(name: string, label: string, help: string, defaultSet: TeaSet): OptionSpec {
  return {
    kind: "enum",
    name,
    label,
    help,
    values: teaSetValues,
    default: defaultSet,
    dependsOn: { option: "tea_party_sets", values: ["custom"] },
  };
}

export const SFJ_OPTION_SPECS: readonly OptionSpec[] = [
  {
    kind: "boolean",
    name: "must_play_matching_if_able",
    label: "Must play a matching card if able",
    help: "When on, a player holding a card that matches a table card must play one of those cards. When off (the rulebook), any hand card may be played; a card that matches always captures.",
    default: false,
  },
  {
    kind: "enum",
    name: "two_matches_choice",
    label: "Two matching table cards",
    help: "When a played or drawn card matches two table cards, the player chooses which one to take. The rulebook says no more; this is the only rule offered.",
    values: [{ value: "player_chooses", label: "The player chooses" }],
    default: "player_chooses",
  },
  {
    kind: "boolean",
    name: "bright_roles_stack",
    label: "Five Brights also pays Four Brights",
    help: "When off (default), Five Brights pays 25 per opponent and Four Brights is not paid on top. When on, a player with all five brights is paid both (25 + 20).",
    default: false,
  },
  {
    kind: "enum",
    name: "tea_party_sets",
    label: "Tea Party sets",
    help: "Which cards make the two Tea Party roles (5 per opponent each). Flower and moon viewing: Black tea & cake is Curtain + Cup, Japanese tea & sweets is Moon + Cup. Custom: the table picks each set's cards (or turns it off) with the two options below.",
    values: [
      { value: "hanami_tsukimi", label: "Flower and moon viewing (Curtain + Cup, Moon + Cup)" },
      { value: "custom", label: "Custom: choose the cards of each set" },
    ],
    default: "hanami_tsukimi",
  },
  teaSetOption(
    "black_tea_and_cake",
    "Black tea & cake is made of",
    'With custom Tea Party sets: the two cards of the "Black tea & cake" role, or off.',
    "curtain_cup",
  ),
  teaSetOption(
    "japanese_tea_and_sweets",
    "Japanese tea & sweets is made of",
    'With custom Tea Party sets: the two cards of the "Japanese tea & sweets" role, or off. It must differ from Black tea & cake unless one of them is off.',
    "moon_cup",
  ),
  {
    kind: "enum",
    name: "chaff_value",
    label: "Value of a 0-point card",
    help: "0 (the rulebook): the cards total 240 and the breakeven is 120 / 80 / 60 for 2 / 3 / 4 players. 1 (standard Hana-awase): the 24 chaff cards are worth 1 each, the total is 264 and the breakeven 132 / 88 / 66.",
    values: [
      { value: 0, label: "0 points (rulebook: total 240)" },
      { value: 1, label: "1 point (Hana-awase: total 264)" },
    ],
    default: 0,
  },
  {
    kind: "enum",
    name: "rounds",
    label: "Rounds",
    help: "12 rounds (a year, default) or 6 (half a year). The dealer moves one seat clockwise every round.",
    values: [
      { value: 12, label: "12 rounds (a year)" },
      { value: 6, label: "6 rounds (half a year)" },
    ],
    default: 12,
  },
];

export const SFJ_PRESETS: readonly PresetSpec[] = [
  {
    name: "half_year",
    label: "Half a year",
    help: "A shorter game of 6 rounds, every other rule as in the standard game.",
    values: { rounds: 6 },
  },
  {
    name: "hana_awase_values",
    label: "Hana-awase card values",
    help: "Chaff worth 1 point as in standard Hana-awase (total 264, breakeven 132 / 88 / 66).",
    values: { chaff_value: 1 },
  },
];

/** Options parsed once into the form the engine uses on every move. */
export interface SfjConfig {
  readonly players: number;
  readonly mustPlayMatching: boolean;
  readonly brightRolesStack: boolean;
  /** The cards of "Black tea & cake" and of "Japanese tea & sweets" (each a pair), or null when off. */
  readonly blackTea: readonly [number, number] | null;
  readonly japaneseTea: readonly [number, number] | null;
  readonly chaffValue: number;
  readonly rounds: number;
  /** Card value per id under these options. */
  readonly values: readonly number[];
  /** The total of all card values divided by the players. */
  readonly breakeven: number;
}

const CURTAIN = 8;
const MOON = 28;
const CUP = 32;

function teaCards(set: TeaSet): readonly [number, number] | null {
  return set === "curtain_cup" ? [CURTAIN, CUP] : set === "moon_cup" ? [MOON, CUP] : null;
}

/** Checks the cross-option rules; returns the error sentence, with its phrase, or null. */
export function crossOptionError(options: OptionValues): { message: string; phrase: Phrase } | null {
  const rounds = options.rounds;
  if (rounds !== 6 && rounds !== 12)
    return {
      message: `option "rounds" must be 12 or 6; got ${JSON.stringify(rounds)}`,
      phrase: { key: "twelveOrSixRounds" },
    };
  const custom = options.tea_party_sets === "custom";
  const black = options.black_tea_and_cake ?? "curtain_cup";
  const japanese = options.japanese_tea_and_sweets ?? "moon_cup";
  if (!custom && (black !== "curtain_cup" || japanese !== "moon_cup"))
    return {
      message: 'options "black_tea_and_cake" and "japanese_tea_and_sweets" apply only with "tea_party_sets": "custom"',
      phrase: { key: "teaSetsCustomOnly" },
    };
  if (custom && black !== "off" && black === japanese)
    return {
      message: 'the two Tea Party sets must use different cards (or set one of them "off")',
      phrase: { key: "teaSetsDiffer" },
    };
  return null;
}

export function configOf(players: number, options: OptionValues): SfjConfig {
  const chaffValue = options.chaff_value === 1 ? 1 : 0;
  const values = SFJ_VALUE.map((v, id) => (CARD_KIND[id] === "C" ? chaffValue : v));
  const total = values.reduce((s, v) => s + v, 0);
  const custom = options.tea_party_sets === "custom";
  return {
    players,
    mustPlayMatching: options.must_play_matching_if_able === true,
    brightRolesStack: options.bright_roles_stack === true,
    blackTea: custom ? teaCards((options.black_tea_and_cake ?? "curtain_cup") as TeaSet) : [CURTAIN, CUP],
    japaneseTea: custom ? teaCards((options.japanese_tea_and_sweets ?? "moon_cup") as TeaSet) : [MOON, CUP],
    chaffValue,
    rounds: options.rounds === 6 ? 6 : 12,
    values,
    breakeven: total / players,
  };
}
