// Sutda's house-rule options as data (docs/rules/sutda.md; `ante` and `stack` from docs/record-format.md),
// the derived configuration the engine reads, and the deck/option cross-checks of validateSetup.

import { cardCode, type CardId } from "../core/cards";
import { cardLabel } from "../core/card-names";
import type { OptionSpec, OptionValues, PresetSpec } from "../core/options";
import { ok, refuse, type Result, type SetupRefusal } from "../core/result";
import { BOAR, CRANE, CUCKOO, CURTAIN, deckMask, MOON, SAKE_CUP, type DeckName } from "./deck";
import type { RankingRules } from "./ranking";

const OFF_ON = [
  { value: "off", label: "Off" },
  { value: "on", label: "On" },
] as const;

export const SUTDA_OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: "deck",
    label: "Deck",
    help: "Rulebook deck: the two chaff (kasu) cards of months 1-10, with the Curtain and the Moon in place of a March and an August chaff. Standard: the two best cards of each month 1-10 (Korean Seotda). All 40: every card of months 1-10.",
    kind: "enum",
    values: [
      { value: "s4_kasu", label: "Rulebook chaff deck (20 cards)" },
      { value: "standard20", label: "Standard Seotda deck (20 cards)" },
      { value: "all40", label: "All 40 cards of months 1-10" },
    ],
    default: "s4_kasu",
  },
  {
    name: "ante",
    label: "Ante",
    help: "The fixed starting bid every player stakes at the start of each hand.",
    kind: "integer",
    min: 0,
    max: 1_000_000,
    default: 1,
    suggested: [1, 2, 5],
  },
  {
    name: "stack",
    label: "Starting chips",
    help: "The chips every player starts the game with (at least the ante).",
    kind: "integer",
    min: 1,
    max: 100_000_000,
    default: 100,
    suggested: [20, 50, 100, 200],
  },
  {
    name: "end",
    label: "Game end",
    help: "Last player standing: play until one player holds every chip. A number of hands: stop after that many settled hands (rematches do not count), the largest stack wins. The Bank exhausted: stop as soon as any player has lost every chip, the largest stack wins.",
    kind: "enum",
    values: [
      { value: "last_player_standing", label: "Last player standing" },
      { value: "rounds_N", label: "A number of hands" },
      { value: "shared_bank_empty", label: "Until the Bank is exhausted (first bankruptcy)" },
    ],
    default: "last_player_standing",
  },
  {
    name: "rounds",
    label: "Number of hands",
    help: "How many settled hands the game lasts when it ends after a number of hands.",
    kind: "integer",
    min: 1,
    max: 10_000,
    default: 10,
    suggested: [5, 10, 20],
    dependsOn: { option: "end", values: ["rounds_N"] },
  },
  {
    name: "allow_zero_open",
    label: "Zero opening bid",
    help: "Whether the Oya may open an auction with 0 (a check). Otherwise the opening bid is at least 1.",
    kind: "boolean",
    default: false,
  },
  {
    name: "next_dealer",
    label: "Next dealer",
    help: "Last Oya: the player who became Oya in the last auction deals next (the rulebook). Showdown winner: the hand's winner deals next, the same dealer after a split.",
    kind: "enum",
    values: [
      { value: "last_oya", label: "Last Oya (rulebook)" },
      { value: "showdown_winner", label: "Winner of the hand (standard Seotda)" },
    ],
    default: "last_oya",
  },
  {
    name: "short_stack",
    label: "Short stacks",
    help: "All-in with side pots: a player who cannot follow goes all-in and can win from each opponent at most what they staked. Cap the table bid: an auction's bid may never exceed what the poorest player still in can pay.",
    kind: "enum",
    values: [
      { value: "all_in_side_pots", label: "All-in with side pots" },
      { value: "cap_table_bid", label: "Cap the bid at the poorest player" },
    ],
    default: "all_in_side_pots",
  },
  {
    name: "multiplier_base",
    label: "Multiplier base",
    help: "What a loser multiplies when the winner holds a pair (x3), the 10 pair (x5) or a gwang-ttaeng (x10): the whole stake (ante and bids) or the bids only.",
    kind: "enum",
    values: [
      { value: "total_stake", label: "Whole stake (ante + bids)" },
      { value: "bids_only", label: "Bids only" },
    ],
    default: "total_stake",
  },
  {
    name: "no_multipliers",
    label: "No multipliers",
    help: "Standard Seotda: the winner simply takes the pot; losers never complete their bets.",
    kind: "enum",
    values: OFF_ON,
    default: "off",
  },
  {
    name: "tie",
    label: "Ties",
    help: "Split: tied winners share the pot, the odd chips going to the tied player first in turn order after the Oya. Rematch: the tied players replay for the pot with one auction.",
    kind: "enum",
    values: [
      { value: "split", label: "Split the pot" },
      { value: "rematch", label: "Rematch between the tied players" },
    ],
    default: "split",
  },
  {
    name: "gwangttaeng_13_18",
    label: "1-8 and 1-3 gwang-ttaeng",
    help: "Crane + Moon (1-8) and Crane + Curtain (1-3) rank just below 38 gwang-ttaeng, 1-8 above 1-3 (x10). Needs a deck with the Crane.",
    kind: "enum",
    values: OFF_ON,
    default: "off",
  },
  {
    name: "standard_named_order",
    label: "Standard named hands",
    help: "Korean order of the named hands: Alli > Doksa > Gu-bbing (1+9) > Jang-bbing (1+10) > Jangsa (10+4) > Seryuk; January + August is then an ordinary 9.",
    kind: "enum",
    values: OFF_ON,
    default: "off",
  },
  {
    name: "ttaengjabi",
    label: "Ttaengjabi (3+7)",
    help: "3+7 beats every pair from 1 to 9 and loses to the 10 pair and the gwang-ttaengs; otherwise it scores 0. On: Curtain + Boar (needs the Boar). Any 3 + 7: any March card with any July card (works with every deck).",
    kind: "enum",
    values: [
      { value: "off", label: "Off" },
      { value: "on", label: "Curtain + Boar" },
      { value: "any_3_7", label: "Any 3 + any 7" },
    ],
    default: "off",
  },
  {
    name: "amhaeng_eosa",
    label: "Amhaeng-eosa (4+7 animals)",
    help: "Cuckoo + Boar beats the 1-3 and 1-8 gwang-ttaengs and loses to 38; otherwise it scores 1. Needs a deck with the animals.",
    kind: "enum",
    values: OFF_ON,
    default: "off",
  },
  {
    name: "gusa",
    label: "Gusa (4+9)",
    help: "A player showing any 4 + any 9 at the showdown has the hand replayed (same pot, one auction) when no other hand there is a pair or better and the 4+9 would not win alone.",
    kind: "enum",
    values: OFF_ON,
    default: "off",
  },
  {
    name: "meongteongguri_gusa",
    label: "Meongteongguri gusa (4+9 animals)",
    help: "Cuckoo + Sake Cup forces a replay when no other hand at the showdown is the 10 pair or better and it would not win alone. Needs a deck with the animals.",
    kind: "enum",
    values: OFF_ON,
    default: "off",
  },
  {
    name: "jangsa_funeral",
    label: "Jangsa funeral",
    help: "Variant where Jangsa (10+4) is the strongest hand of all.",
    kind: "enum",
    values: OFF_ON,
    default: "off",
  },
];

export const SUTDA_PRESETS: readonly PresetSpec[] = [
  {
    name: "standard_seotda",
    label: "Standard Seotda",
    help: "Korean Seotda as commonly played: standard deck and hand order, the special hands, rematch on ties, the winner deals, no multipliers.",
    values: {
      deck: "standard20",
      standard_named_order: "on",
      gwangttaeng_13_18: "on",
      ttaengjabi: "on",
      amhaeng_eosa: "on",
      gusa: "on",
      meongteongguri_gusa: "on",
      tie: "rematch",
      next_dealer: "showdown_winner",
      no_multipliers: "on",
    },
  },
];

/** Everything the engine reads from the options, typed. */
export interface SutdaConfig {
  readonly players: number;
  readonly deck: DeckName;
  readonly ante: number;
  readonly stack: number;
  readonly end: "last_player_standing" | "rounds_N" | "shared_bank_empty";
  readonly rounds: number;
  readonly minOpen: number;
  readonly nextDealer: "last_oya" | "showdown_winner";
  readonly capTableBid: boolean;
  readonly bidsOnly: boolean;
  readonly noMultipliers: boolean;
  readonly tieRematch: boolean;
  readonly ranking: RankingRules;
}

export function configOf(players: number, o: OptionValues): SutdaConfig {
  return {
    players,
    deck: o.deck as DeckName,
    ante: o.ante as number,
    stack: o.stack as number,
    end: o.end as SutdaConfig["end"],
    rounds: o.rounds as number,
    minOpen: o.allow_zero_open === true ? 0 : 1,
    nextDealer: o.next_dealer as SutdaConfig["nextDealer"],
    capTableBid: o.short_stack === "cap_table_bid",
    bidsOnly: o.multiplier_base === "bids_only",
    noMultipliers: o.no_multipliers === "on",
    tieRematch: o.tie === "rematch",
    ranking: {
      gwangttaeng1318: o.gwangttaeng_13_18 === "on",
      standardNamedOrder: o.standard_named_order === "on",
      ttaengjabi: o.ttaengjabi as RankingRules["ttaengjabi"],
      amhaengEosa: o.amhaeng_eosa === "on",
      gusa: o.gusa === "on",
      meongteongguriGusa: o.meongteongguri_gusa === "on",
      jangsaFuneral: o.jangsa_funeral === "on",
    },
  };
}

/** The cards each deck-dependent option needs (docs/rules/sutda.md, "Standard Seotda hands"). */
function requiredCards(o: OptionValues): { option: string; value: string; cards: CardId[] }[] {
  const out: { option: string; value: string; cards: CardId[] }[] = [];
  if (o.gwangttaeng_13_18 === "on")
    out.push({ option: "gwangttaeng_13_18", value: "on", cards: [CRANE, CURTAIN, MOON] });
  if (o.ttaengjabi === "on") out.push({ option: "ttaengjabi", value: "on", cards: [CURTAIN, BOAR] });
  if (o.amhaeng_eosa === "on") out.push({ option: "amhaeng_eosa", value: "on", cards: [CUCKOO, BOAR] });
  if (o.meongteongguri_gusa === "on")
    out.push({ option: "meongteongguri_gusa", value: "on", cards: [CUCKOO, SAKE_CUP] });
  return out;
}

/** Cross-option rules: the deck must hold the cards a ranking option names; the stack must cover the ante. */
export function checkOptions(o: OptionValues): Result<true, SetupRefusal> {
  const deck = o.deck as DeckName;
  const mask = deckMask(deck);
  for (const req of requiredCards(o)) {
    const missing = req.cards.filter((c) => !mask[c]);
    if (missing.length > 0) {
      const names = missing.map((c) => `the ${cardLabel(c)} (${cardCode(c)})`).join(" and ");
      const hint = req.option === "ttaengjabi" ? `; use ttaengjabi = "any_3_7", or` : "; choose";
      return refuse(
        "option-needs-deck",
        `option ${req.option} = "${req.value}" needs ${names}, which the ${deck} deck does not have${hint} deck = "standard20" or "all40"`,
        { key: "needsDeck", args: { option: req.option, value: req.value, deck }, cards: { cards: missing } },
      );
    }
  }
  if ((o.stack as number) < (o.ante as number))
    return refuse(
      "bad-option",
      `the starting stack (${String(o.stack)}) must be at least the ante (${String(o.ante)})`,
      {
        key: "stackBelowAnte",
        args: { stack: o.stack as number, ante: o.ante as number },
      },
    );
  return ok(true);
}
