// The lots for the first elder are in every view of a live game (history.lots) but not in its record: a record game
// given them (Ruleset.startFacts / withStartFacts) shows them at every position as the live game did, and anything
// that is not lots a fair draw could give is refused.

import { describe, expect, it } from "vitest";
import { json, recordStates } from "../core/testing/start-facts";
import { recordFromMoves } from "../record";
import { lotWinner } from "./lots";
import { mushiSetup, randomPlayout } from "./playout";
import { mushiRuleset as R } from "./ruleset";
import type { MushiState } from "./state";

/** A seed whose lots needed `draws` draws (ties drawn again), found by trying seeds in order. */
function seedWithDraws(draws: number): string {
  for (let i = 0; i < 2000; i++) {
    const g = R.newGame(mushiSetup(), `lots-${i}`);
    if (g.ok && g.value.lots!.draws.length === draws) return `lots-${i}`;
  }
  throw new Error(`no seed with ${draws} draws`);
}

describe("Mushi start facts: the first elder's lots", () => {
  it.each([1, 2])("a record folded with them shows the live game's lots at every position (%i draws)", (n) => {
    const setup = mushiSetup({ rounds: 6 });
    const seed = seedWithDraws(n);
    const { moves } = randomPlayout(setup, seed, `${seed}/moves`, undefined, 40);
    const live = R.newGame(setup, seed);
    if (!live.ok) throw new Error(live.error.message);
    const facts = json(R.startFacts!(live.value));
    expect(facts).toEqual(json(R.playerView(live.value, null).history.lots));
    expect((facts as { draws: unknown[] }).draws).toHaveLength(n);

    const written = recordFromMoves(R, setup, seed, ["A", "B"], moves);
    if (!written.ok) throw new Error(written.message);
    const folded = recordStates<MushiState>(written.record, facts);
    // a deal (thrown-in ones too), then each move
    expect(folded.states.length).toBe(written.record.rounds.length + moves.length);
    for (const s of folded.states)
      for (const seat of [0, 1, null]) expect(R.playerView(s, seat).history.lots).toEqual(facts);
    // the same fold without them: the record alone does not know the lots
    expect(R.playerView(recordStates<MushiState>(written.record).states[0]!, 0).history.lots).toBeNull();
  });

  it("a given first elder has lots without draws, and they apply too", () => {
    const g = R.newGame(mushiSetup(), "given", { firstDealer: 1 });
    if (!g.ok) throw new Error(g.error.message);
    const facts = R.startFacts!(g.value);
    expect(facts).toEqual({ draws: [], elder: 1 });
    const s = R.withStartFacts!(R.newGameAwaitingDeal(mushiSetup()), facts);
    expect(s.ok && R.playerView(s.value, null).history.lots).toEqual({ draws: [], elder: 1 });
    expect(s.ok && R.expectedDealer(s.value)).toBe(1);
  });

  it("the first deal must then be the lots' elder's", () => {
    const setup = mushiSetup();
    const live = R.newGame(setup, seedWithDraws(1));
    if (!live.ok) throw new Error(live.error.message);
    const elder = live.value.lots!.elder;
    const deal = R.dealtRounds(live.value)[0]!.deal;
    const start = R.withStartFacts!(R.newGameAwaitingDeal(setup), R.startFacts!(live.value));
    if (!start.ok) throw new Error(start.error.message);
    const wrong = R.startRound(start.value, 1 - elder, deal);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok)
      expect(wrong.error).toMatchObject({
        code: "bad-dealer",
        message: `the elder of the first deal must be seat ${elder}, who won the lots`,
      });
    expect(R.startRound(start.value, elder, deal).ok).toBe(true);
  });

  it("refuses lots no fair draw gives, and lots for a game already dealt", () => {
    const fresh = R.newGameAwaitingDeal(mushiSetup());
    const tie = ["M03-2", "M03-3"]; // two chaff of one month: drawn again
    expect(lotWinner([10, 11])).toBeNull();
    const bad: [unknown, string][] = [
      [null, "the lots must be an object with draws and elder"],
      [[], "the lots must be an object with draws and elder"],
      [{ draws: [], elder: 0, extra: 1 }, 'the lots have an unknown field "extra"'],
      [{ draws: [], elder: 2 }, "the elder of the lots must be seat 0 or 1"],
      [{ draws: "M01-0", elder: 0 }, "the draws of the lots must be a list of at most 50 pairs of cards"],
      [
        { draws: Array.from({ length: 51 }, () => tie).concat([["M01-0", "M02-0"]]), elder: 0 },
        "the draws of the lots must be a list of at most 50 pairs of cards",
      ],
      [{ draws: [["M01-0"]], elder: 0 }, "draw 0 must be a pair of card codes"],
      [{ draws: [["M01-0", "M01-0"]], elder: 0 }, "draw 0 must be two different cards of the 40-card Mushi deck"],
      [{ draws: [["M01-0", "X"]], elder: 0 }, "draw 0 must be two different cards of the 40-card Mushi deck"],
      [{ draws: [["M01-0", "M06-2"]], elder: 0 }, "draw 0 must be two different cards of the 40-card Mushi deck"], // June is not in it
      [
        {
          draws: [
            ["M01-0", "M02-0"],
            ["M05-0", "M04-0"],
          ],
          elder: 1,
        },
        "draw 0 has a winner, yet the lots were drawn again",
      ],
      [{ draws: [["M01-0", "M02-0"]], elder: 1 }, "the last draw makes seat 0 elder, not seat 1"],
      [{ draws: [tie], elder: 0 }, "the last draw makes seat nobody elder, not seat 0"],
    ];
    for (const [facts, message] of bad) {
      const res = R.withStartFacts!(fresh, facts);
      expect(res.ok, JSON.stringify(facts)).toBe(false);
      if (!res.ok) expect(res.error).toEqual({ code: "bad-lots", message });
    }
    expect(R.withStartFacts!(fresh, { draws: [tie, ["M02-0", "M01-0"]], elder: 1 })).toMatchObject({ ok: true });

    const live = R.newGame(mushiSetup(), "dealt");
    if (!live.ok) throw new Error(live.error.message);
    expect(R.withStartFacts!(live.value, R.startFacts!(live.value))).toMatchObject({
      ok: false,
      error: { code: "not-at-start" },
    });
  });
});
