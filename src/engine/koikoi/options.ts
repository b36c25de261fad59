// Koi-Koi house rules as data (docs/rules/koikoi.md), and their parsed, engine-friendly form.

import type { OptionSpec, OptionValues } from "../core/options";

const onOff = (on: string, off: string) => [
  { value: "on", label: on },
  { value: "off", label: off },
];

export const KOIKOI_OPTION_SPECS: readonly OptionSpec[] = [
  {
    kind: "enum",
    name: "bright_points",
    label: "Bright yaku values",
    help: "Nintendo's values (Gokō 10, Shikō 8, Ame-shikō 7, Sankō 5), or the common ones (Gokō 15, Sankō 6).",
    values: [
      { value: "nintendo", label: "Nintendo: 10 / 8 / 7 / 5" },
      { value: "common", label: "Common: 15 / 8 / 7 / 6" },
    ],
    default: "nintendo",
  },
  {
    kind: "enum",
    name: "yaku_groups",
    label: "Yaku groups",
    help: "Exclusive: at most one animal yaku and one ribbon yaku, the best, with +1 per extra card. Stacking (the older yaku): Inoshikachō, Akatan and Aotan are a flat 5 and add to Tane and Tanzaku.",
    values: [
      { value: "exclusive", label: "Exclusive groups with increments" },
      { value: "stacking", label: "Stacking flat sets (older yaku)" },
    ],
    default: "exclusive",
  },
  {
    kind: "enum",
    name: "sake_cup",
    label: "The Sake Cup",
    help: "Whether the Sake Cup counts as an animal and also as chaff, as an animal only, or as whichever of the two scores more.",
    values: [
      { value: "animal_and_chaff", label: "Animal and chaff" },
      { value: "animal_only", label: "Animal only" },
      { value: "animal_or_chaff", label: "Animal or chaff, whichever scores more" },
    ],
    default: "animal_and_chaff",
  },
  {
    kind: "enum",
    name: "viewing_yaku",
    label: "Viewing yaku",
    help: "Hanami-zake (Curtain + Sake Cup) and Tsukimi-zake (Moon + Sake Cup): always counted, never, or only alongside another yaku.",
    values: [
      { value: "on", label: "Counted" },
      { value: "off", label: "Not counted" },
      { value: "limited", label: "Only with another yaku" },
    ],
    default: "on",
  },
  {
    kind: "enum",
    name: "viewing_weather",
    label: "Rain cancels viewing",
    help: "When on, Hanami-zake is void while a Willow card is on the field, and Tsukimi-zake while a Paulownia card is.",
    values: onOff("On", "Off"),
    default: "off",
  },
  {
    kind: "enum",
    name: "tsukifuda",
    label: "Tsukifuda",
    help: "When on, all four cards of the round's month (round 1 is Pine, round 2 Plum…) make a 4-point yaku.",
    values: onOff("On", "Off"),
    default: "off",
  },
  {
    kind: "enum",
    name: "seven_point_double",
    label: "Double at 7 points",
    help: "When on, a base score of 7 or more is doubled.",
    values: onOff("On", "Off"),
    default: "on",
  },
  {
    kind: "enum",
    name: "koikoi_bonus",
    label: "Koi-koi multiplier",
    help: "What the koi-koi calls of the round do to the winner's score.",
    values: [
      { value: "opponent_x2", label: "×2 if the opponent called koi-koi" },
      { value: "own_x2", label: "×2 if the winner called koi-koi" },
      { value: "any_x2", label: "×2 if either player called koi-koi" },
      { value: "opponent_count", label: "×(1 + the opponent's calls)" },
      { value: "off", label: "No multiplier" },
    ],
    default: "opponent_x2",
  },
  {
    kind: "enum",
    name: "koikoi_trigger",
    label: "When the koi-koi decision is offered",
    help: "After a koi-koi call, the decision comes back for a new or improved yaku, or only for a new one.",
    values: [
      { value: "new_or_improved", label: "A new or improved yaku" },
      { value: "new_only", label: "A new yaku only" },
    ],
    default: "new_or_improved",
  },
  {
    kind: "integer",
    name: "koikoi_min",
    label: "Minimum score to call koi-koi",
    help: "A player whose base score is below this when a yaku is made stops automatically. 0: no minimum.",
    min: 0,
    max: 50,
    default: 0,
    suggested: [0, 3],
  },
  {
    kind: "enum",
    name: "lucky_hands",
    label: "Lucky hands",
    help: "A dealt hand with four cards of a month (Teshi) or four pairs (Kuttsuki): it wins 6 points at once, or the deal is thrown in.",
    values: [
      { value: "win_6", label: "Win 6 points" },
      { value: "misdeal", label: "Throw the deal in" },
    ],
    default: "win_6",
  },
  {
    kind: "enum",
    name: "lucky_hands_stack",
    label: "Teshi and Kuttsuki together",
    help: "A hand that is both Teshi and Kuttsuki scores 6 (off) or 12 (on).",
    values: onOff("12 points", "6 points"),
    default: "off",
    dependsOn: { option: "lucky_hands", values: ["win_6"] },
  },
  {
    kind: "enum",
    name: "both_lucky",
    label: "Both hands lucky",
    help: "When both players hold a lucky hand: the round is drawn, or the dealer wins with theirs.",
    values: [
      { value: "draw", label: "Drawn round" },
      { value: "dealer_wins", label: "The dealer wins" },
    ],
    default: "draw",
    dependsOn: { option: "lucky_hands", values: ["win_6"] },
  },
  {
    kind: "enum",
    name: "field_four_of_a_kind",
    label: "Four of a month on the field",
    help: "All four cards of a month dealt to the field: the deal is thrown in, or the dealer wins 6 points at once.",
    values: [
      { value: "redeal", label: "Redeal" },
      { value: "dealer_wins_6", label: "The dealer wins 6" },
    ],
    default: "redeal",
  },
  {
    kind: "enum",
    name: "field_four_pairs",
    label: "Four pairs on the field",
    help: "Four pairs dealt to the field: the deal is thrown in, or played.",
    values: [
      { value: "redeal", label: "Redeal" },
      { value: "no_redeal", label: "Play it" },
    ],
    default: "redeal",
  },
  {
    kind: "enum",
    name: "drawn_round",
    label: "Drawn round",
    help: "When both hands run out without a stop (or both hands are lucky): nobody scores, or the dealer scores 6 or 1 (oya-ken) and deals again.",
    values: [
      { value: "no_score", label: "Nobody scores" },
      { value: "oya_ken_6", label: "The dealer scores 6" },
      { value: "oya_ken_1", label: "The dealer scores 1" },
    ],
    default: "no_score",
  },
  {
    kind: "enum",
    name: "drawn_round_dealer",
    label: "Dealer after a drawn round",
    help: "Who deals after a drawn round in which nobody scores.",
    values: [
      { value: "stays", label: "The same dealer" },
      { value: "passes", label: "The other player" },
    ],
    default: "stays",
    dependsOn: { option: "drawn_round", values: ["no_score"] },
  },
  {
    kind: "enum",
    name: "field_brights",
    label: "Brights on the field multiply",
    help: "When on, the winner's score is multiplied by 1 + the number of brights dealt to the field.",
    values: [
      { value: "off", label: "Off" },
      { value: "multiply", label: "Multiply" },
    ],
    default: "off",
  },
  {
    kind: "enum",
    name: "rounds",
    label: "Game length",
    help: "A year (12 rounds), a half-year (6) or a season (3).",
    values: [
      { value: 12, label: "12 rounds" },
      { value: 6, label: "6 rounds" },
      { value: 3, label: "3 rounds" },
    ],
    default: 12,
  },
];

export type KoikoiBonus = "opponent_x2" | "own_x2" | "any_x2" | "opponent_count" | "off";

export interface KoikoiConfig {
  readonly commonBrights: boolean;
  readonly stacking: boolean;
  readonly sakeCup: "animal_and_chaff" | "animal_only" | "animal_or_chaff";
  readonly viewing: "on" | "off" | "limited";
  readonly weather: boolean;
  readonly tsukifuda: boolean;
  readonly sevenDouble: boolean;
  readonly bonus: KoikoiBonus;
  readonly newOnly: boolean;
  readonly koikoiMin: number;
  readonly luckyMisdeal: boolean;
  readonly luckyStack: boolean;
  readonly bothLuckyDealerWins: boolean;
  readonly fieldFourDealerWins: boolean;
  readonly fieldPairsRedeal: boolean;
  /** Oya-ken points of a drawn round (0: nobody scores). */
  readonly oyaKen: number;
  readonly drawnDealerPasses: boolean;
  readonly fieldBrights: boolean;
  readonly rounds: number;
}

/** The engine's form of checked option values (every option present). */
export function configOf(o: OptionValues): KoikoiConfig {
  return {
    commonBrights: o.bright_points === "common",
    stacking: o.yaku_groups === "stacking",
    sakeCup: o.sake_cup as KoikoiConfig["sakeCup"],
    viewing: o.viewing_yaku as KoikoiConfig["viewing"],
    weather: o.viewing_weather === "on",
    tsukifuda: o.tsukifuda === "on",
    sevenDouble: o.seven_point_double === "on",
    bonus: o.koikoi_bonus as KoikoiBonus,
    newOnly: o.koikoi_trigger === "new_only",
    koikoiMin: o.koikoi_min as number,
    luckyMisdeal: o.lucky_hands === "misdeal",
    luckyStack: o.lucky_hands_stack === "on",
    bothLuckyDealerWins: o.both_lucky === "dealer_wins",
    fieldFourDealerWins: o.field_four_of_a_kind === "dealer_wins_6",
    fieldPairsRedeal: o.field_four_pairs === "redeal",
    oyaKen: o.drawn_round === "oya_ken_6" ? 6 : o.drawn_round === "oya_ken_1" ? 1 : 0,
    drawnDealerPasses: o.drawn_round_dealer === "passes",
    fieldBrights: o.field_brights === "multiply",
    rounds: o.rounds as number,
  };
}
