// Sakura's house rules as data (docs/rules/sakura.md plus first_dealer_tiebreak, yaku_labels, basa_chu,
// oibana_stake) and the typed config the engine reads on its hot paths (no string compares there).

import type { OptionSpec, OptionValues, PresetSpec } from "../core/options";

const onlyWithGaji = { option: "gaji", values: ["on"] } as const;

export const SAKURA_OPTION_SPECS: readonly OptionSpec[] = [
  {
    kind: "integer",
    name: "rounds",
    label: "Rounds",
    help: "How many rounds make a game. The rulebook plays 12 (one per month) or 6; any number can be agreed. Cancelled deals do not count.",
    min: 1,
    max: 120,
    default: 12,
    suggested: [12, 6, 4],
  },
  {
    kind: "enum",
    name: "match_scoring",
    label: "Game scoring",
    help: "Cumulative: the highest total of round scores wins the game. Victories (Paradise Factors): each round won counts one victory and the most victories wins.",
    values: [
      { value: "cumulative", label: "Cumulative points" },
      { value: "victories", label: "Round victories" },
    ],
    default: "cumulative",
  },
  {
    kind: "enum",
    name: "basa_chu",
    label: "Basa / Chu",
    help: "Double and triple victories for a big winning margin over the runner-up: Chu for 50 or more, Basa for 100 or more (Shira Basa if nobody made a yaku). Used with victory scoring and to multiply the Oi-bana stake.",
    values: [
      { value: "off", label: "Off" },
      { value: "basa_only", label: "Basa only (margin 100+: double)" },
      { value: "chu_only", label: "Chu only (margin 50+: double)" },
      { value: "both", label: "Both (Chu double, Basa triple)" },
    ],
    default: "off",
  },
  {
    kind: "enum",
    name: "yaku_effect",
    label: "Yaku effect",
    help: "What a 50-point yaku does. Standard: every opponent loses 50 for each yaku you hold. Variants: the holder gains 50, or each opponent pays 50 to the holder.",
    values: [
      { value: "opponents_minus_50", label: "Opponents lose 50 (standard)" },
      { value: "holder_plus_50", label: "Holder gains 50" },
      { value: "transfer_50", label: "Each opponent pays 50 to the holder" },
    ],
    default: "opponents_minus_50",
  },
  {
    kind: "enum",
    name: "gaji",
    label: "Gaji (wild Lightning)",
    help: "The Lightning (Willow chaff) played from the hand captures any one field card, and the rest of that month left on the field at the end goes to its user. Off: the Lightning is an ordinary Willow chaff.",
    values: [
      { value: "on", label: "On" },
      { value: "off", label: "Off" },
    ],
    default: "on",
  },
  {
    kind: "enum",
    name: "gaji_on_initial_field",
    label: "Gaji dealt to the field",
    help: "If the Lightning is dealt face up to the field: it stays there as a Willow card (only a Willow can capture it), or it is discarded from the round as a dead card.",
    values: [
      { value: "stays", label: "Stays on the field" },
      { value: "discarded", label: "Discarded (dead card)" },
    ],
    default: "stays",
    dependsOn: onlyWithGaji,
  },
  {
    kind: "boolean",
    name: "gaji_wild_when_drawn",
    label: "Gaji is wild when drawn",
    help: "Off: a Lightning turned from the draw pile is an ordinary Willow card. On: it must capture a field card of the drawer's choice, as when played from the hand.",
    default: false,
    dependsOn: onlyWithGaji,
  },
  {
    kind: "boolean",
    name: "gaji_may_be_discarded",
    label: "Gaji may be laid without capturing",
    help: "Off: a Gaji played from the hand must capture a field card when there is one. On: its player may also leave it on the field.",
    default: false,
    dependsOn: onlyWithGaji,
  },
  {
    kind: "enum",
    name: "gaji_november_restriction",
    label: "November restriction",
    help: "Once another player has played or turned a Willow card (not the Lightning) this round, the Gaji is no longer wild: it only captures Willow cards, like an ordinary Willow.",
    values: [
      { value: "on", label: "On (rulebook)" },
      { value: "off", label: "Off" },
    ],
    default: "on",
    dependsOn: onlyWithGaji,
  },
  {
    kind: "enum",
    name: "blocked_gaji",
    label: "Gaji blocked by a hiki",
    help: "When the Gaji targets a card of another player's hiki, that player takes the four cards at once. Then the Gaji player picks another target or leaves the Gaji on the field, or (house rule) takes the Gaji back and plays another card.",
    values: [
      { value: "retarget_or_leave", label: "Retarget or leave it on the field" },
      { value: "return_to_hand", label: "Back to the hand, play another card" },
    ],
    default: "retarget_or_leave",
    dependsOn: onlyWithGaji,
  },
  {
    kind: "enum",
    name: "leftover_cards",
    label: "Cards left on the field",
    help: "At the end of a round the Gaji user takes the cards of the Gaji's month left on the field and the rest are dead; or (variant) the Gaji user takes every card left on the field.",
    values: [
      { value: "gaji_month_only", label: "Gaji month to the Gaji user, rest dead" },
      { value: "all_to_gaji_user", label: "All to the Gaji user" },
    ],
    default: "gaji_month_only",
    dependsOn: onlyWithGaji,
  },
  {
    kind: "enum",
    name: "hiki",
    label: "Hiki",
    help: "A hiki captures all four cards of a month at once. Any split: the hand and the field together hold the four, with at least one in the hand. Field triple only: three on the field and the fourth in the hand. Single turn (as on Board Game Arena): three on the field and one in the hand, or three in the hand and one on the field.",
    values: [
      { value: "declared_any_split", label: "Declared, any split of hand and field" },
      { value: "field_triple_only", label: "Three on the field only" },
      { value: "bga_single_turn", label: "Single turn: 3 on the field + 1, or 3 in hand + 1" },
    ],
    default: "declared_any_split",
  },
  {
    kind: "boolean",
    name: "must_play_matching_if_able",
    label: "Must play a matching card",
    help: "On: a player holding a card that matches the field must capture with it (or play the Gaji, or declare a hiki) instead of laying a non-matching card.",
    default: false,
  },
  {
    kind: "enum",
    name: "dealt_hand_teshi",
    label: "Teshi / Kuttsuki",
    help: "A dealt hand with four cards of one month (Teshi) or four pairs (Kuttsuki) wins the round at once for 6 points. Off: four of a month in the hand is an ordinary hiki.",
    values: [
      { value: "auto_win_6", label: "Wins the round for 6 (rulebook)" },
      { value: "off", label: "Off" },
    ],
    default: "auto_win_6",
  },
  {
    kind: "enum",
    name: "field_four_of_a_kind",
    label: "Four of a month on the field",
    help: "If the field is dealt four cards of one month: the deal is cancelled and the same dealer deals again, or the dealer captures the four and play starts.",
    values: [
      { value: "redeal", label: "Redeal (rulebook)" },
      { value: "dealer_captures", label: "The dealer captures them" },
    ],
    default: "redeal",
  },
  {
    kind: "enum",
    name: "field_four_pairs",
    label: "Four pairs on the field",
    help: "If the field is dealt four pairs of months (three of a month count as one pair, four as two): the deal is cancelled and the same dealer deals again, or play goes on.",
    values: [
      { value: "redeal", label: "Redeal (rulebook)" },
      { value: "ignore", label: "Ignore" },
    ],
    default: "redeal",
  },
  {
    kind: "enum",
    name: "two_player_end",
    label: "Two-player round end",
    help: "With two players the hands run out before the draw pile: keep taking draw-only turns until the pile is empty, or end the round when the hands are empty (8 cards stay undrawn).",
    values: [
      { value: "exhaust_pile", label: "Draw the pile out" },
      { value: "stop_when_hands_empty", label: "Stop when the hands are empty" },
    ],
    default: "exhaust_pile",
  },
  {
    kind: "enum",
    name: "team_next_dealer",
    label: "Next dealer in a winning team",
    help: "Which member of the winning team deals next: the first in turn order from the current dealer (a winning dealer keeps dealing), the team's choice, or the team's members in turn.",
    values: [
      { value: "earliest_in_turn_order", label: "First in turn order" },
      { value: "team_chooses", label: "The team chooses" },
      { value: "rotate_within_team", label: "Rotate within the team" },
    ],
    default: "earliest_in_turn_order",
  },
  {
    kind: "enum",
    name: "first_dealer_tiebreak",
    label: "First dealer tie",
    help: "Everyone draws a card and the earliest month deals first. On a tie the tied players draw again, or the higher card value wins (equal values draw again).",
    values: [
      { value: "redraw", label: "Tied players draw again" },
      { value: "higher_value_wins", label: "Higher card value wins" },
    ],
    default: "redraw",
  },
  {
    kind: "enum",
    name: "direction",
    label: "Direction of play",
    help: "Which way turns go round the table. It only changes how the seats are laid out on screen: turns always pass to the next seat number.",
    values: [
      { value: "clockwise", label: "Clockwise (rulebook)" },
      { value: "counterclockwise", label: "Counter-clockwise (FudaWiki)" },
    ],
    default: "clockwise",
  },
  {
    kind: "enum",
    name: "yaku_labels",
    label: "Yaku labels",
    help: "How yaku are named on screen: the iroha syllables of the Hanafuda Hawaii cards, the Paradise Factors numbers 1 to 8, or descriptive names.",
    values: [
      { value: "iroha", label: "Iroha (い ろ は …)" },
      { value: "pf_numbers", label: "Numbers (Paradise Factors)" },
      { value: "names", label: "Names" },
    ],
    default: "iroha",
  },
  {
    kind: "enum",
    name: "oibana",
    label: "Oi-bana",
    help: "Oi-bana (3 to 6 players): everyone is dealt 8 cards and bids once; the two highest bidders play a two-player round and the loser pays the winner the stake.",
    values: [
      { value: "off", label: "Off" },
      { value: "on", label: "On" },
    ],
    default: "off",
  },
  {
    kind: "enum",
    name: "oibana_stake",
    label: "Oi-bana stake",
    help: "Which bid the loser of an Oi-bana round pays the winner: the loser's own bid, the winner's bid, or the higher of the two.",
    values: [
      { value: "loser_bid", label: "The loser's bid" },
      { value: "winner_bid", label: "The winner's bid" },
      { value: "higher_bid", label: "The higher bid" },
    ],
    default: "loser_bid",
    dependsOn: { option: "oibana", values: ["on"] },
  },
];

export const SAKURA_PRESETS: readonly PresetSpec[] = [
  {
    name: "hawaii_fudawiki",
    label: "Hanafuda Hawaii (FudaWiki)",
    help: "The rules of the FudaWiki page: counter-clockwise play, no Teshi, the dealer captures four of a month on the field, four pairs ignored, no November restriction on the Gaji.",
    values: {
      direction: "counterclockwise",
      dealt_hand_teshi: "off",
      field_four_of_a_kind: "dealer_captures",
      field_four_pairs: "ignore",
      gaji_november_restriction: "off",
    },
  },
];

export const HIKI_ANY_SPLIT = 0;
export const HIKI_FIELD_TRIPLE = 1;
export const HIKI_BGA = 2;

export const YAKU_OPPONENTS_MINUS = 0;
export const YAKU_HOLDER_PLUS = 1;
export const YAKU_TRANSFER = 2;

export const BASA_CHU_OFF = 0;
export const BASA_ONLY = 1;
export const CHU_ONLY = 2;
export const BASA_CHU_BOTH = 3;

export const NEXT_DEALER_EARLIEST = 0;
export const NEXT_DEALER_TEAM_CHOOSES = 1;
export const NEXT_DEALER_ROTATE = 2;

export const STAKE_LOSER = 0;
export const STAKE_WINNER = 1;
export const STAKE_HIGHER = 2;

export type YakuLabelStyle = "iroha" | "pf_numbers" | "names";

/** The options decoded once per game, so the hot paths compare numbers and booleans. */
export interface SakuraRules {
  readonly rounds: number;
  readonly victories: boolean;
  readonly basaChu: number;
  readonly yakuEffect: number;
  readonly gaji: boolean;
  readonly gajiInitialDiscard: boolean;
  readonly gajiWildDrawn: boolean;
  readonly gajiMayDiscard: boolean;
  readonly november: boolean;
  readonly blockedReturnToHand: boolean;
  readonly leftoverAll: boolean;
  readonly hiki: number;
  readonly mustMatch: boolean;
  readonly teshi: boolean;
  readonly fieldFourDealerCaptures: boolean;
  readonly fieldPairsRedeal: boolean;
  readonly stopWhenHandsEmpty: boolean;
  readonly teamNextDealer: number;
  readonly tiebreakHigher: boolean;
  readonly clockwise: boolean;
  readonly yakuLabels: YakuLabelStyle;
  readonly oibana: boolean;
  readonly oibanaStake: number;
}

function pick<T>(value: unknown, table: Record<string, T>, fallback: T): T {
  return typeof value === "string" && value in table ? table[value]! : fallback;
}

/** Decodes parsed option values (every key present, see parseOptionValues). */
export function decodeRules(o: OptionValues): SakuraRules {
  return {
    rounds: typeof o.rounds === "number" ? o.rounds : 12,
    victories: o.match_scoring === "victories",
    basaChu: pick(
      o.basa_chu,
      { off: BASA_CHU_OFF, basa_only: BASA_ONLY, chu_only: CHU_ONLY, both: BASA_CHU_BOTH },
      BASA_CHU_OFF,
    ),
    yakuEffect: pick(
      o.yaku_effect,
      { opponents_minus_50: YAKU_OPPONENTS_MINUS, holder_plus_50: YAKU_HOLDER_PLUS, transfer_50: YAKU_TRANSFER },
      YAKU_OPPONENTS_MINUS,
    ),
    gaji: o.gaji !== "off",
    gajiInitialDiscard: o.gaji_on_initial_field === "discarded",
    gajiWildDrawn: o.gaji_wild_when_drawn === true,
    gajiMayDiscard: o.gaji_may_be_discarded === true,
    november: o.gaji_november_restriction !== "off",
    blockedReturnToHand: o.blocked_gaji === "return_to_hand",
    leftoverAll: o.leftover_cards === "all_to_gaji_user",
    hiki: pick(
      o.hiki,
      { declared_any_split: HIKI_ANY_SPLIT, field_triple_only: HIKI_FIELD_TRIPLE, bga_single_turn: HIKI_BGA },
      HIKI_ANY_SPLIT,
    ),
    mustMatch: o.must_play_matching_if_able === true,
    teshi: o.dealt_hand_teshi !== "off",
    fieldFourDealerCaptures: o.field_four_of_a_kind === "dealer_captures",
    fieldPairsRedeal: o.field_four_pairs !== "ignore",
    stopWhenHandsEmpty: o.two_player_end === "stop_when_hands_empty",
    teamNextDealer: pick(
      o.team_next_dealer,
      {
        earliest_in_turn_order: NEXT_DEALER_EARLIEST,
        team_chooses: NEXT_DEALER_TEAM_CHOOSES,
        rotate_within_team: NEXT_DEALER_ROTATE,
      },
      NEXT_DEALER_EARLIEST,
    ),
    tiebreakHigher: o.first_dealer_tiebreak === "higher_value_wins",
    clockwise: o.direction !== "counterclockwise",
    yakuLabels: pick<YakuLabelStyle>(
      o.yaku_labels,
      { iroha: "iroha", pf_numbers: "pf_numbers", names: "names" },
      "iroha",
    ),
    oibana: o.oibana === "on",
    oibanaStake: pick(
      o.oibana_stake,
      { loser_bid: STAKE_LOSER, winner_bid: STAKE_WINNER, higher_bid: STAKE_HIGHER },
      STAKE_LOSER,
    ),
  };
}
