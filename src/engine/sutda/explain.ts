// Step-by-step results of a finished round object: each seat's ante and bids, the hand shown, the pot
// taken, multiplier completions, and the total (= the round's score).

import { cardCode } from "../core/cards";
import type { RoundExplanation } from "../core/ruleset";
import type { RoundDetail } from "./state";

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
      });
    } else if (d.firstUp[s] !== null)
      steps.push({
        label: "First card face up, folded in the second auction",
        cards: [cardCode(d.firstUp[s]!)],
        points: 0,
      });
    for (const seg of d.segments) {
      const amount = seg.amounts[s] ?? 0;
      if (amount === 0) continue;
      if (d.outcome === "rematch")
        steps.push({ label: `${seg.label}: ${amount} (stays in the pot for the rematch)`, points: 0 });
      else steps.push({ label: seg.label, points: -amount });
    }
    if (d.won[s]! > 0) steps.push({ label: "Takes the pot", points: d.won[s]! });
    if (d.refunds[s]! > 0) steps.push({ label: "Uncontested chips returned", points: d.refunds[s]! });
    if (d.completionsPaid[s]! > 0)
      steps.push({ label: "Completes the bet for the winner's multiplier", points: -d.completionsPaid[s]! });
    if (d.completionsReceived[s]! > 0)
      steps.push({ label: "Multiplier completions received", points: d.completionsReceived[s]! });
    if (steps.length === 0 && !d.participants[s]) steps.push({ label: "Not dealt in", points: 0 });
    sides.push({ side: s, seats: [s], steps, total: d.scores[s]! });
  }
  return { round: d.round, sides, notes: [...d.notes] };
}
