// Step-by-step results of a finished round object: each seat's ante and bids, the hand shown, the pot
// taken, multiplier completions, and the total (= the round's score).

import { cardCode } from "../core/cards";
import type { RoundExplanation } from "../core/ruleset";
import type { Phrase } from "../core/phrase";
import type { RoundDetail } from "./state";

/** A stake step's name as a phrase: the ante, an auction, or a rematch's auction (game.ts labelOf's words). */
function segmentPhrase(label: string): Phrase {
  if (label === "Ante") return { key: "stake", args: { which: "ante", n: 0 } };
  const auction = /^Auction (\d)$/.exec(label);
  if (auction) return { key: "stake", args: { which: "auction", n: Number(auction[1]) } };
  const rematch = /^Rematch (\d+) auction$/.exec(label);
  return { key: "stake", args: { which: "rematch", n: rematch ? Number(rematch[1]) : 1 } };
}

/** A hand's name as a term of the SutdaHands catalog ("pair-9": the pair of month 9). */
function handTerm(key: string): NonNullable<Phrase["terms"]>[string] {
  const [, kind, n] = /^(pair|kkeut)-(\d+)$/.exec(key) ?? [];
  if (kind === "pair") return { ns: "SutdaHands", key: "pair", values: { month: Number(n) } };
  if (kind === "kkeut")
    return n === "0"
      ? { ns: "SutdaHands", key: "mangtong" }
      : n === "9"
        ? { ns: "SutdaHands", key: "gabo" }
        : { ns: "SutdaHands", key: "kkeut", values: { count: Number(n) } };
  return { ns: "SutdaHands", key };
}

export function explainDetail(d: RoundDetail): RoundExplanation {
  const n = d.scores.length;
  const sides: RoundExplanation["sides"] = [];
  for (let s = 0; s < n; s++) {
    const steps: RoundExplanation["sides"][number]["steps"] = [];
    const shown = d.shown[s];
    if (shown) {
      const m = d.multipliers[s] ?? 1;
      steps.push({
        label: `Shows ${d.handNames[s]}${m > 1 ? ` (×${m})` : ""}`,
        cards: [cardCode(shown[0]), cardCode(shown[1])],
        points: 0,
        ...(d.handKeys[s]
          ? { phrase: { key: "shows", args: { times: m }, terms: { hand: handTerm(d.handKeys[s]!) } } }
          : {}),
      });
    } else if (d.firstUp[s] !== null)
      steps.push({
        label: "First card face up, folded in the second auction",
        cards: [cardCode(d.firstUp[s]!)],
        points: 0,
        phrase: { key: "firstUpFolded" },
      });
    for (const seg of d.segments) {
      const amount = seg.amounts[s] ?? 0;
      if (amount === 0) continue;
      const stake = segmentPhrase(seg.label);
      if (d.outcome === "rematch")
        steps.push({
          label: `${seg.label}: ${amount} (stays in the pot for the rematch)`,
          points: 0,
          phrase: { key: "stakeStays", args: { ...stake.args, amount } },
        });
      else steps.push({ label: seg.label, points: -amount, phrase: stake });
    }
    const line = (label: string, key: string, points: number) => steps.push({ label, points, phrase: { key } });
    if (d.won[s]! > 0) line("Takes the pot", "takesPot", d.won[s]!);
    if (d.refunds[s]! > 0) line("Uncontested chips returned", "refunds", d.refunds[s]!);
    if (d.completionsPaid[s]! > 0)
      line("Completes the bet for the winner's multiplier", "completionsPaid", -d.completionsPaid[s]!);
    if (d.completionsReceived[s]! > 0)
      line("Multiplier completions received", "completionsReceived", d.completionsReceived[s]!);
    if (steps.length === 0 && !d.participants[s]) line("Not dealt in", "notDealtIn", 0);
    sides.push({ side: s, seats: [s], steps, total: d.scores[s]! });
  }
  return {
    round: d.round,
    sides,
    notes: [...d.notes],
    ...(d.notePhrases ? { notePhrases: [...d.notePhrases] } : {}),
  };
}
