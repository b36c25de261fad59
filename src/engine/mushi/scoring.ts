// Round scores (docs/rules/mushi.md): Score(A) = (CardPoints(A) − par) + Yaku(A) − Yaku(B), zero-sum.
// The next elder is the higher scorer; a tie keeps the elder, who is reported as the winner.

import { cardCode, type CardId } from "../core/cards";
import type { RoundExplanation } from "../core/ruleset";
import { parOf, pointsOf } from "./deck";
import { notePhrase } from "./note-phrase";
import type { MushiOptions } from "./options";
import type { Pair, RoundResult } from "./state";
import { yakuOf, type YakuDef } from "./yaku";

export interface RoundScore {
  points: Pair<number>;
  yaku: Pair<readonly YakuDef[]>;
  scores: Pair<number>;
}

const sumYaku = (ys: readonly YakuDef[]) => ys.reduce((s, y) => s + y.value, 0);

export function scoreRound(piles: Pair<readonly CardId[]>, opts: MushiOptions): RoundScore {
  const par = parOf(opts.deck);
  const points: Pair<number> = [pointsOf(piles[0]), pointsOf(piles[1])];
  const yaku: Pair<readonly YakuDef[]> = [yakuOf(piles[0], opts), yakuOf(piles[1], opts)];
  const y0 = sumYaku(yaku[0]),
    y1 = sumYaku(yaku[1]);
  const s0 = points[0] - par + y0 - y1;
  const s1 = points[1] - par + y1 - y0;
  return { points, yaku, scores: [s0, s1] };
}

/** The round winner: the higher scorer; on a tie the elder (who then stays elder). */
export function roundWinner(scores: Pair<number>, elder: number): number {
  if (scores[0] === scores[1]) return elder;
  return scores[0] > scores[1] ? 0 : 1;
}

const KIND_ORDER = ["B", "A", "R", "C"] as const;

/** The step-by-step scoring of a finished round object for result screens. */
export function explainResult(result: RoundResult, opts: MushiOptions): RoundExplanation {
  const notes = result.notes.map((n) => n.text);
  const notePhrases = result.notes.map((n) => notePhrase(n, result.dealer));
  if (result.cancelReason !== null) {
    return {
      round: result.index,
      sides: [0, 1].map((s) => ({ side: s, seats: [s], steps: [], total: 0 })),
      notes: [...notes],
      notePhrases,
    };
  }
  const par = parOf(opts.deck);
  const sides = [0, 1].map((s) => {
    const o = 1 - s;
    const pile = result.piles[s]!;
    const steps: RoundExplanation["sides"][number]["steps"] = [];
    // Card points by kind, as the cards are laid out (brights, animals, ribbons, chaff).
    for (const kind of KIND_ORDER) {
      const cards = pile.filter((c) => kindGroup(c) === kind).sort((a, b) => a - b);
      if (cards.length === 0) continue;
      const label = { B: "Brights", A: "Animals", R: "Ribbons", C: "Chaff" }[kind];
      steps.push({
        label: `${label} (${cards.length} × ${VALUE_OF_GROUP[kind]})`,
        cards: cards.map(cardCode),
        points: pointsOf(cards),
        phrase: { key: "cardKind", args: { kind, count: cards.length, value: VALUE_OF_GROUP[kind] } },
      });
    }
    steps.push({ label: `Par (half of ${2 * par})`, points: -par, phrase: { key: "par", args: { total: 2 * par } } });
    const yaku = (key: string) => ({ yaku: { ns: "MushiYaku", key } });
    for (const y of result.yaku[s]!)
      steps.push({
        label: `${yakuLabel(y.key)} (own combination)`,
        points: y.value,
        phrase: { key: "yakuOwn", terms: yaku(y.key) },
      });
    for (const y of result.yaku[o]!)
      steps.push({
        label: `${yakuLabel(y.key)} (paid to the opponent)`,
        points: -y.value,
        phrase: { key: "yakuPaid", terms: yaku(y.key) },
      });
    return { side: s, seats: [s], steps, total: result.summary.scores[s]! };
  });
  return { round: result.index, sides, notes: [...notes], notePhrases };
}

const VALUE_OF_GROUP = { B: 20, A: 10, R: 5, C: 1 } as const;

function kindGroup(c: CardId): "B" | "A" | "R" | "C" {
  // By Mushi value: 20 bright, 10 animal, 5 ribbon, 1 chaff.
  const v = pointsOf([c]);
  return v === 20 ? "B" : v === 10 ? "A" : v === 5 ? "R" : "C";
}

function yakuLabel(key: string): string {
  switch (key) {
    case "the-three":
      return "The Three";
    case "four-wisteria":
      return "Four Wisteria";
    case "four-paulownia":
      return "Four Paulownia";
    case "five-brights":
      return "Five Brights";
    default:
      return key;
  }
}
