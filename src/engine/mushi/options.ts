// Mushi house rules as data (docs/rules/mushi.md, names without the `mushi.` prefix), and their typed form.

import type { OptionSpec, OptionValues, PresetSpec } from "../core/options";

export const MUSHI_OPTION_SPECS: readonly OptionSpec[] = [
  {
    kind: "enum",
    name: "deck",
    label: "Deck",
    help: "40 cards (default): Peony and Bush Clover are removed, the cards total 230 and each side scores against 115. 48 cards: the full pack totals 264, the par is 132 and play goes on with draw-only turns until the stock is empty (not recommended).",
    values: [
      { value: 40, label: "40 cards (no Peony, no Bush Clover), par 115" },
      { value: 48, label: "48 cards, par 132, play until the stock is empty" },
    ],
    default: 40,
  },
  {
    kind: "enum",
    name: "table_misdeal",
    label: "Four of a month or the three Willows on the table",
    help: "What happens when the deal puts four cards of one month, or the Rain Man, Swallow and Willow ribbon, on the table. Redeal (the standard rule): the deal is thrown in and the same elder deals again. Elder captures (a variant some play): the elder takes the four at once, and the three Willows go to whoever takes the Lightning.",
    values: [
      { value: "redeal", label: "Thrown in, the same elder redeals" },
      { value: "elder_captures", label: "Elder takes the four; the three Willows go to whoever takes the Lightning" },
    ],
    default: "redeal",
  },
  {
    kind: "enum",
    name: "table_four_pairs",
    label: "Four pairs on the table",
    help: "Whether a table of four pairs (four months with two cards each; three of a month count as one pair, four as two) is thrown in and redealt by the same elder. The standard rules say nothing of it; FudaWiki lists it as an optional house rule.",
    values: [
      { value: "no_redeal", label: "Play on" },
      { value: "redeal", label: "Thrown in, the same elder redeals" },
    ],
    default: "no_redeal",
  },
  {
    kind: "enum",
    name: "hand_four_of_a_kind",
    label: "Four of a month in a hand",
    help: "May cancel (the standard rule): a player dealt all four cards of a month may declare them at their first turn, before playing a card, and the same elder redeals. Play on: no declaration; the hand is played normally.",
    values: [
      { value: "may_cancel", label: "The holder may declare it and cancel the deal" },
      { value: "play_on", label: "Play on" },
    ],
    default: "may_cancel",
  },
  {
    kind: "enum",
    name: "last_lightning",
    label: "Lightning as the last stock card",
    help: "When the Lightning is the last card of the stock (the younger hand turns it). Takes itself (the standard rule): the player simply takes it. Captures remaining rain (a variant some play): it also takes the Willow cards left on the table. Captures all remaining (FudaWiki): it takes every card left on the table. The same rule applies to a Lightning still lying on the table when the stock runs out.",
    values: [
      { value: "takes_itself", label: "The player takes it alone" },
      { value: "captures_remaining_rain", label: "It takes the Willow cards left on the table" },
      { value: "captures_all_remaining", label: "It takes every card left on the table" },
    ],
    default: "takes_itself",
  },
  {
    kind: "enum",
    name: "five_brights",
    label: "Five Brights",
    help: "Five Brights (Crane, Curtain, Moon, Rain Man, Phoenix) comes from eastern Japan and is not part of the standard game. On: it is a 30-point combination as in FudaWiki, paid by the opponent like the others.",
    values: [
      { value: "off", label: "Not a combination (standard)" },
      { value: "on_30", label: "A combination worth 30" },
    ],
    default: "off",
  },
  {
    kind: "enum",
    name: "rounds",
    label: "Game length",
    help: "12 rounds (default) or 6 rounds; thrown-in deals do not count. Target: the game ends after the round in which a player's running total reaches the target score (the other player is then at minus that much).",
    values: [
      { value: 12, label: "12 rounds" },
      { value: 6, label: "6 rounds" },
      { value: "target", label: "Until a player reaches a target score" },
    ],
    default: 12,
  },
  {
    kind: "integer",
    name: "target",
    label: "Target score",
    help: "With the target game length: the game ends after the first round that leaves a player's running total at or above this score; that player wins.",
    min: 1,
    max: 10000,
    default: 100,
    suggested: [50, 100, 200],
    dependsOn: { option: "rounds", values: ["target"] },
  },
];

export const MUSHI_PRESETS: readonly PresetSpec[] = [
  {
    name: "fudawiki",
    label: "FudaWiki (Osaka Mushi)",
    help: "The rules as FudaWiki gives them: Five Brights worth 30 and a last-card Lightning that takes every card left on the table. (FudaWiki leaves four pairs on the table to agreement: set it separately.)",
    values: { five_brights: "on_30", last_lightning: "captures_all_remaining" },
  },
  {
    name: "short",
    label: "Half a year",
    help: "A shorter game of 6 rounds, every other rule as in the standard game.",
    values: { rounds: 6 },
  },
];

export type LastLightning = "takes_itself" | "captures_remaining_rain" | "captures_all_remaining";

/** The options in typed form, read once per game. */
export interface MushiOptions {
  deck: 40 | 48;
  tableMisdeal: "redeal" | "elder_captures";
  tableFourPairs: "no_redeal" | "redeal";
  handFour: "may_cancel" | "play_on";
  lastLightning: LastLightning;
  fiveBrights: boolean;
  /** Number of counted rounds, or "target". */
  rounds: 12 | 6 | "target";
  target: number;
}

/** Typed options from parsed option values (every option present, values already validated). */
export function mushiOptions(values: OptionValues): MushiOptions {
  return {
    deck: values.deck === 48 ? 48 : 40,
    tableMisdeal: values.table_misdeal === "elder_captures" ? "elder_captures" : "redeal",
    tableFourPairs: values.table_four_pairs === "redeal" ? "redeal" : "no_redeal",
    handFour: values.hand_four_of_a_kind === "play_on" ? "play_on" : "may_cancel",
    lastLightning:
      values.last_lightning === "captures_remaining_rain" || values.last_lightning === "captures_all_remaining"
        ? values.last_lightning
        : "takes_itself",
    fiveBrights: values.five_brights === "on_30",
    rounds: values.rounds === 6 ? 6 : values.rounds === "target" ? "target" : 12,
    target: typeof values.target === "number" ? values.target : 100,
  };
}
