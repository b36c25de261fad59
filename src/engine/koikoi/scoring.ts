// Round scoring (docs/rules/koikoi.md, "Round scoring", "Drawn rounds", "Next dealer"): only the winner scores;
// a stop scores base × (2 at 7 or more) × the koi-koi multiplier × the field-brights multiplier; lucky hands, a
// field four and oya-ken score fixed points.

import { FIVE_BRIGHTS, type CardId } from "../core/cards";
import { MONTH_NAMES } from "../core/card-names";
import type { Phrase } from "../core/phrase";
import { plural } from "../core/plural";
import type { RoundExplanation, RoundSummary } from "../core/ruleset";
import type { LuckyKey } from "./deal";
import type { KoikoiConfig } from "./options";
import type { FinishedRound } from "./state";
import { baseScore, yakuExtra, type Yaku, type YakuKey } from "./yaku";

/** How a round ended. */
export type RoundEnd =
  /** A stop: shōbu, or an automatic stop on the last hand card or below `koikoi_min`. */
  | { kind: "stop"; winner: number; yaku: readonly Yaku[]; auto: "last-card" | "minimum" | null }
  /** Lucky hands: the holder wins; no winner when both hands are lucky and the round is drawn. */
  | { kind: "lucky"; winner: number | null; keys: readonly LuckyKey[] }
  /** A field four of a month under `dealer_wins_6`. */
  | { kind: "field-four"; month: number }
  /** Both hands ran out without a stop. */
  | { kind: "exhausted" };

/** What the round's scoring needs to know of it. */
export interface RoundFacts {
  readonly index: number;
  readonly dealer: number;
  readonly calls: readonly number[];
  readonly dealtField: readonly CardId[];
}

export const YAKU_NAMES: Readonly<Record<YakuKey | LuckyKey, string>> = {
  goko: "Gokō (five brights)",
  shiko: "Shikō (four brights)",
  "ame-shiko": "Ame-shikō (rainy four brights)",
  sanko: "Sankō (three brights)",
  inoshikacho: "Inoshikachō (boar, deer, butterflies)",
  tane: "Tane (animals)",
  "akatan-aotan": "Akatan-Aotan (red and blue poetry ribbons)",
  akatan: "Akatan (red poetry ribbons)",
  aotan: "Aotan (blue ribbons)",
  tanzaku: "Tanzaku (ribbons)",
  kasu: "Kasu (chaff)",
  "hanami-zake": "Hanami-zake (flower viewing)",
  "tsukimi-zake": "Tsukimi-zake (moon viewing)",
  tsukifuda: "Tsukifuda (the month's four cards)",
  teshi: "Teshi (four of a month in hand)",
  kuttsuki: "Kuttsuki (four pairs in hand)",
};

/** The koi-koi multiplier K of `winner`'s stop. */
export function koikoiMultiplier(config: KoikoiConfig, calls: readonly number[], winner: number): number {
  const own = calls[winner]!;
  const opp = calls[1 - winner]!;
  switch (config.bonus) {
    case "opponent_x2":
      return opp > 0 ? 2 : 1;
    case "own_x2":
      return own > 0 ? 2 : 1;
    case "any_x2":
      return own + opp > 0 ? 2 : 1;
    case "opponent_count":
      return 1 + opp;
    case "off":
      return 1;
  }
}

/** The field-brights multiplier F: 1, or 1 + the brights dealt to the field. */
export function fieldMultiplier(config: KoikoiConfig, dealtField: readonly CardId[]): number {
  return config.fieldBrights ? 1 + dealtField.filter((c) => FIVE_BRIGHTS.includes(c)).length : 1;
}

type Step = RoundExplanation["sides"][number]["steps"][number];

/** A yaku's or a lucky hand's line: the yaku by its name in the Yaku catalog, a lucky hand by its own words. */
function yakuStep(key: YakuKey | LuckyKey, points: number): Step {
  const phrase: Phrase =
    key === "teshi" || key === "kuttsuki"
      ? { key: "luckyHand", args: { which: key } }
      : { key: "yakuName", terms: { name: { ns: "Yaku", key } } };
  return { label: YAKU_NAMES[key], points, phrase };
}

/** A yaku's line; one that grows with its cards says how: "Boar-Deer-Butterfly: 5 + 2 extra animals = 7". */
function heldYakuStep(y: Yaku): Step {
  const parts = yakuExtra(y);
  if (!parts) return yakuStep(y.key, y.points);
  const { base, extra, cards } = parts;
  return {
    label: `${YAKU_NAMES[y.key]}: ${base} + ${plural(extra, `extra ${cards === "chaff" ? "chaff card" : cards}`)} = ${y.points}`,
    points: y.points,
    phrase: {
      key: "yakuExtraCards",
      args: { base, extra, cards, points: y.points },
      terms: { name: { ns: "Yaku", key: y.key } },
    },
  };
}

/** The seat whose koi-koi calls make the multiplier of `winner`'s stop (the opponent's unless only the winner counts). */
function multiplyingCall(
  config: KoikoiConfig,
  calls: readonly number[],
  winner: number,
): { why: "one" | "both"; seat: number } {
  const own = (calls[winner] ?? 0) > 0;
  const opp = (calls[1 - winner] ?? 0) > 0;
  if (config.bonus === "own_x2") return { why: "one", seat: winner };
  if (config.bonus === "any_x2")
    return own && opp ? { why: "both", seat: winner } : { why: "one", seat: own ? winner : 1 - winner };
  return { why: "one", seat: 1 - winner };
}

/** A stop's score and its steps (each step's points are what it adds, so they sum to the score). */
export function stopScore(
  config: KoikoiConfig,
  facts: RoundFacts,
  winner: number,
  yaku: readonly Yaku[],
): { score: number; steps: Step[] } {
  const steps: Step[] = yaku.map(heldYakuStep);
  let score = baseScore(yaku);
  // each doubling says the score it doubles and what it makes, so a player can follow the sum
  if (config.sevenDouble && score >= 7) {
    steps.push({
      label: `Doubled for 7 points or more: ${score} × 2 = ${score * 2}`,
      points: score,
      phrase: { key: "sevenDoubleSum", args: { before: score, after: score * 2 } },
    });
    score *= 2;
  }
  const k = koikoiMultiplier(config, facts.calls, winner);
  if (k > 1) {
    const { why, seat } = multiplyingCall(config, facts.calls, winner);
    // only counted calls say how many: under a ×2 bonus a second call changes nothing
    const calls = config.bonus === "opponent_count" ? (facts.calls[seat] ?? 1) : 1;
    const who =
      why === "both"
        ? "Both players called koi-koi"
        : `Seat ${seat} called koi-koi${calls > 1 ? ` ${plural(calls, "time")}` : ""}`;
    steps.push({
      label: `${who}: ${score} × ${k} = ${score * k}`,
      points: score * (k - 1),
      phrase: { key: "koikoiCallSum", args: { why, seat, calls, times: k, before: score, after: score * k } },
    });
    score *= k;
  }
  const f = fieldMultiplier(config, facts.dealtField);
  if (f > 1) {
    steps.push({
      label: `${f - 1} bright${f > 2 ? "s" : ""} dealt to the field: ${score} × ${f} = ${score * f}`,
      points: score * (f - 1),
      phrase: { key: "fieldBrightsSum", args: { brights: f - 1, times: f, before: score, after: score * f } },
    });
    score *= f;
  }
  return { score, steps };
}

interface Outcome {
  winner: number | null;
  points: number;
  keys: string[];
  steps: Step[];
  nextDealer: number;
  notes: string[];
  notePhrases: Phrase[];
}

function drawnOutcome(config: KoikoiConfig, dealer: number, lucky: boolean): Outcome {
  const why = lucky ? "Both hands are lucky hands" : "Both hands ran out without a stop";
  const args = { why: lucky ? "lucky" : "exhausted", points: config.oyaKen };
  if (config.oyaKen > 0)
    return {
      winner: dealer,
      points: config.oyaKen,
      keys: [],
      steps: [{ label: "Oya-ken: the dealer's privilege", points: config.oyaKen, phrase: { key: "oyaKen" } }],
      nextDealer: dealer,
      notes: [`${why}: the round is drawn, and the dealer scores ${config.oyaKen} (oya-ken).`],
      notePhrases: [{ key: "drawnOyaKen", args }],
    };
  const nextDealer = config.drawnDealerPasses ? 1 - dealer : dealer;
  return {
    winner: null,
    points: 0,
    keys: [],
    steps: [],
    nextDealer,
    notes: [`${why}: the round is drawn and nobody scores.`],
    notePhrases: [{ key: "drawn", args }],
  };
}

function outcomeOf(config: KoikoiConfig, facts: RoundFacts, end: RoundEnd): Outcome {
  switch (end.kind) {
    case "stop": {
      const { score, steps } = stopScore(config, facts, end.winner, end.yaku);
      const how =
        end.auto === "last-card"
          ? "stopped automatically with the last hand card"
          : end.auto === "minimum"
            ? "stopped automatically below the koi-koi minimum"
            : "stopped (shōbu)";
      // a caller stopped first by the opponent: its yaku score nothing, and its side of the scoring would say no why
      const loser = 1 - end.winner;
      const lost = (facts.calls[loser] ?? 0) > 0;
      return {
        winner: end.winner,
        points: score,
        keys: end.yaku.map((y) => y.key),
        steps,
        nextDealer: end.winner,
        notes: [
          `Seat ${end.winner} ${how}.`,
          ...(lost ? [`Seat ${loser} had called koi-koi: their yaku score nothing.`] : []),
        ],
        notePhrases: [
          {
            key: "stopped",
            args: { seat: end.winner, how: end.auto === "last-card" ? "last" : (end.auto ?? "shobu") },
          },
          ...(lost ? [{ key: "koikoiLost", args: { seat: loser } }] : []),
        ],
      };
    }
    case "lucky": {
      if (end.winner === null) return drawnOutcome(config, facts.dealer, true);
      const points = 6 * end.keys.length;
      return {
        winner: end.winner,
        points,
        keys: [...end.keys],
        steps: end.keys.map((k) => yakuStep(k, 6)),
        nextDealer: end.winner,
        notes: [`Seat ${end.winner} holds a lucky hand and wins at once.`],
        notePhrases: [{ key: "luckyWins", args: { seat: end.winner } }],
      };
    }
    case "field-four":
      return {
        winner: facts.dealer,
        points: 6,
        keys: [],
        steps: [
          {
            label: `All four ${MONTH_NAMES[end.month - 1]} cards on the field`,
            points: 6,
            phrase: { key: "fieldFour", args: { month: end.month } },
          },
        ],
        nextDealer: facts.dealer,
        notes: [`The field holds all four ${MONTH_NAMES[end.month - 1]} cards: the dealer wins at once.`],
        notePhrases: [{ key: "fieldFourWins", args: { month: end.month } }],
      };
    case "exhausted":
      return drawnOutcome(config, facts.dealer, false);
  }
}

/** The finished round: its summary (docs/record-format.md) and its explanation. */
export function finishRound(config: KoikoiConfig, facts: RoundFacts, end: RoundEnd): FinishedRound {
  const o = outcomeOf(config, facts, end);
  const summary: RoundSummary = {
    scores: [0, 1].map((s) => (s === o.winner ? o.points : 0)),
    yaku: [0, 1].map((s) => (s === o.winner ? o.keys : [])),
    winner: o.winner,
    nextDealer: o.nextDealer,
  };
  const explanation: RoundExplanation = {
    round: facts.index,
    sides: [0, 1].map((s) => ({
      side: s,
      seats: [s],
      steps: s === o.winner ? o.steps : [],
      total: summary.scores[s]!,
    })),
    notes: o.notes,
    notePhrases: o.notePhrases,
  };
  return { summary, explanation };
}
