// KK40: seeded random games checked at every move: cards conserved, at most one seat scores a round, the winner
// deals next, an exhausted round ends with both hands empty and 8 pile cards undrawn. Also checks that no view
// holds the other hand or the pile.

import { expect } from "vitest";
import { Rng } from "../../core/rng";
import type { KoikoiState } from "../state";
import { R, setupOf } from "./kit";
import type { OptionValues } from "../../core/options";

function cardsConserved(s: KoikoiState) {
  const r = s.round!;
  const all = [...r.hands.flat(), ...r.field, ...r.pile.slice(r.pileTop), ...r.captured.flat()];
  expect(all.length).toBe(48);
  expect(new Set(all).size).toBe(48);
}

function viewHidesOthers(s: KoikoiState, seat: number) {
  const v = R.playerView(s, seat);
  // The first-dealer draws are public cards of another shuffle.
  const text = JSON.stringify({ ...v, dealerDraws: null });
  const r = s.round!;
  expect(v.hand?.length).toBe(r.hands[seat]!.length);
  for (const c of r.hands[1 - seat]!) {
    const code = `M${String((c >> 2) + 1).padStart(2, "0")}-${c & 3}`;
    if (text.includes(code)) throw new Error(`seat ${seat}'s view shows ${code} from the other hand`);
  }
}

/** Plays `games` seeded random games with every option mix given, checking the KK40 properties. */
export function randomGames(games: number, optionSets: readonly OptionValues[] = [{}]): void {
  for (let g = 0; g < games; g++) {
    const options = optionSets[g % optionSets.length]!;
    const rng = Rng.fromSeed(`kk40/${g}`);
    const start = R.newGame(setupOf(options), `kk40-game/${g}`);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.value;
    let seen = 0;
    for (let steps = 0; s.phase === "playing" && steps < 10_000; steps++) {
      cardsConserved(s);
      const seat = s.round!.turn;
      viewHidesOthers(s, seat);
      const legal = R.legalMoves(s, seat);
      expect(legal.length).toBeGreaterThan(0);
      const before = s.round!;
      const next = R.applyMove(s, legal[rng.int(legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      const summaries = R.roundSummaries(s);
      if (summaries.length > seen) {
        const sum = summaries[seen]!;
        seen = summaries.length;
        expect(sum.scores.filter((x) => x !== 0).length).toBeLessThanOrEqual(1);
        if (sum.winner !== null) expect(sum.nextDealer).toBe(sum.winner);
        else {
          // Exhausted: the last move was the second hand's last draw.
          expect(before.hands.every((h) => h.length === 0)).toBe(true);
          expect(before.pile.length - before.pileTop).toBe(9);
        }
      }
    }
    expect(s.phase).toBe("game-over");
    expect(R.roundSummaries(s)).toHaveLength((options.rounds as number | undefined) ?? 12);
    expect(R.totals(s)).toEqual([0, 1].map((i) => R.roundSummaries(s).reduce((a, x) => a + x.scores[i]!, 0)));
  }
}
