// Judge's house-rule options (docs/rules/judge.md, "Options and defaults") as data, and their typed form.

import type { OptionSpec, OptionValues } from "../core/options";

export const TIE_HIT_VS_DEF = ["hit_wins", "defence_wins"] as const;
export const UNANSWERED_MISTAKE = ["pot", "later_wins"] as const;
export const NO_ACTION = ["pot", "earlier_wins"] as const;
export const FINAL_POT = ["discarded", "split_evenly", "to_higher_score"] as const;
export const MATCH_TIE = ["draw", "sudden_death_replay"] as const;
export const FALSE_START = ["ignored", "opponent_wins_round"] as const;

/** The options of one match, typed (parsed from the record's / table's option values). */
export interface JudgeOptions {
  tieHitVsDef: (typeof TIE_HIT_VS_DEF)[number];
  unansweredMistake: (typeof UNANSWERED_MISTAKE)[number];
  noAction: (typeof NO_ACTION)[number];
  finalPot: (typeof FINAL_POT)[number];
  tie: (typeof MATCH_TIE)[number];
  falseStart: (typeof FALSE_START)[number];
  /** ε: two effective times closer than this (or equal) are a tie. */
  epsilonMs: number;
  /** W: the main window after the reveal. */
  windowMs: number;
  /** R: after a mistaken action at t, the window lasts at least until t + R. */
  extensionMs: number;
}

export const DEFAULT_JUDGE_OPTIONS: JudgeOptions = {
  tieHitVsDef: "hit_wins",
  unansweredMistake: "pot",
  noAction: "pot",
  finalPot: "discarded",
  tie: "draw",
  falseStart: "ignored",
  epsilonMs: 10,
  windowMs: 1500,
  extensionMs: 800,
};

export const JUDGE_OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: "tie_hit_vs_def",
    kind: "enum",
    label: "Hit and defence at the same moment",
    help: "When the later month's hit and the earlier month's defence land within the tie margin: the hit wins (the defence must land first), or the defence holds and the pickets go to the pot.",
    values: [
      { value: "hit_wins", label: "The hit wins" },
      { value: "defence_wins", label: "The defence holds (pot)" },
    ],
    default: "hit_wins",
  },
  {
    name: "unanswered_mistake",
    kind: "enum",
    label: "Mistaken hit left unanswered",
    help: "The earlier month hits by mistake and the later month does nothing: the pickets go to the pot, or the later month wins the round anyway.",
    values: [
      { value: "pot", label: "Pot" },
      { value: "later_wins", label: "The later month wins" },
    ],
    default: "pot",
  },
  {
    name: "no_action",
    kind: "enum",
    label: "Nobody acts",
    help: "Neither player acts before the window closes (different months): the pickets go to the pot, or the earlier month wins the round. A same-month round where nobody acts is always a pot.",
    values: [
      { value: "pot", label: "Pot" },
      { value: "earlier_wins", label: "The earlier month wins" },
    ],
    default: "pot",
  },
  {
    name: "final_pot",
    kind: "enum",
    label: "Pot left after the last round",
    help: "Cards still in the pot after round 23: discarded, split evenly (each player takes back the pickets they turned), or given to the player with the higher score (discarded if the scores are level).",
    values: [
      { value: "discarded", label: "Discarded" },
      { value: "split_evenly", label: "Split evenly" },
      { value: "to_higher_score", label: "To the higher score" },
    ],
    default: "discarded",
  },
  {
    name: "tie",
    kind: "enum",
    label: "Level final scores",
    help: "A level final score is a draw, or is settled by sudden death: the 46 cards are reshuffled into two new piles and picket rounds go on until one is won; its winner wins the match (scores unchanged). If 23 sudden-death rounds are all undecided, the match is a draw.",
    values: [
      { value: "draw", label: "Draw" },
      { value: "sudden_death_replay", label: "Sudden death" },
    ],
    default: "draw",
  },
  {
    name: "false_start",
    kind: "enum",
    label: "False start",
    help: "An action sent before the player could have seen the reveal: ignored (the player may still act), or the opponent wins the round. Applied by the live server before it records the round.",
    values: [
      { value: "ignored", label: "Ignored" },
      { value: "opponent_wins_round", label: "The opponent wins the round" },
    ],
    default: "ignored",
  },
  {
    name: "epsilon_ms",
    kind: "integer",
    label: "Tie margin (ms)",
    help: "Two actions whose effective times are closer than this many milliseconds count as simultaneous and use the tie rules.",
    min: 0,
    max: 100,
    default: 10,
    suggested: [0, 10, 20],
  },
  {
    name: "window_ms",
    kind: "integer",
    label: "Reaction window (ms)",
    help: "How long after the reveal the players may act. Actions later than the window (or its extension after a mistake) do not count.",
    min: 1000,
    max: 3000,
    default: 1500,
    suggested: [1000, 1500, 2000, 3000],
  },
  {
    name: "mistake_extension_ms",
    kind: "integer",
    label: "Extension after a mistake (ms)",
    help: "After a mistaken action (the earlier month hits, or the later month defends) the window stays open at least this long so the opponent can answer.",
    min: 0,
    max: 3000,
    default: 800,
    suggested: [800],
  },
];

/** Typed options from parsed option values (every key present, values already validated). */
export function judgeOptions(values: OptionValues): JudgeOptions {
  const d = DEFAULT_JUDGE_OPTIONS;
  const pick = <T extends string>(name: string, allowed: readonly T[], def: T): T => {
    const v = values[name];
    return typeof v === "string" && (allowed as readonly string[]).includes(v) ? (v as T) : def;
  };
  const int = (name: string, def: number): number => {
    const v = values[name];
    return typeof v === "number" && Number.isFinite(v) ? v : def;
  };
  return {
    tieHitVsDef: pick("tie_hit_vs_def", TIE_HIT_VS_DEF, d.tieHitVsDef),
    unansweredMistake: pick("unanswered_mistake", UNANSWERED_MISTAKE, d.unansweredMistake),
    noAction: pick("no_action", NO_ACTION, d.noAction),
    finalPot: pick("final_pot", FINAL_POT, d.finalPot),
    tie: pick("tie", MATCH_TIE, d.tie),
    falseStart: pick("false_start", FALSE_START, d.falseStart),
    epsilonMs: int("epsilon_ms", d.epsilonMs),
    windowMs: int("window_ms", d.windowMs),
    extensionMs: int("mistake_extension_ms", d.extensionMs),
  };
}
