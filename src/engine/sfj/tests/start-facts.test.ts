// The first-dealer draws are in every view of a live game (dealerDraws) but not in its record: a record game given
// them (Ruleset.startFacts / withStartFacts) shows them at every position as the live game did, its first deal must be
// the dealer they gave (the highest card), and anything that is not draws a fair deck could give is refused.

import { describe, expect, it } from "vitest";
import {
  expectAcceptedDraws,
  expectDrawsAtEveryPosition,
  expectFirstDealByDrawWinner,
  expectNoFactsOnceDealt,
  expectRefusedDraws,
} from "../../core/testing/start-facts";
import { R, setupOf } from "./kit";

describe("SFJ start facts: the first-dealer draws", () => {
  it.each([
    [2, 1],
    [2, 2],
    [4, 1],
    [3, 3],
  ])(
    "a record folded with them shows the live game's draws at every position (%i players, %i attempts)",
    (players, attempts) => {
      expectDrawsAtEveryPosition(R, setupOf(players), attempts, 70, (v) => v.dealerDraws);
    },
  );

  it("the first deal must then be the draw's winner's; a given first dealer has no draws", () => {
    const setup = setupOf(3);
    expectFirstDealByDrawWinner(R, setup);

    const given = R.newGame(setup, "given", { firstDealer: 1 });
    if (!given.ok) throw new Error(given.error.message);
    expect(R.startFacts!(given.value)).toEqual({ draws: [], dealer: 1 });
    const g = R.withStartFacts!(R.newGameAwaitingDeal(setup), { draws: [], dealer: 1 });
    expect(g.ok && R.playerView(g.value, null).dealerDraws).toEqual([]);
    expect(g.ok && R.startRound(g.value, 0, R.dealtRounds(given.value)[0]!.deal)).toMatchObject({
      ok: false,
      error: { message: "the dealer of the first deal must be seat 1, who was named to deal first, not 0" },
    });
  });

  it("refuses draws no fair deck gives under the rule, and draws for a game already dealt", () => {
    const fresh = R.newGameAwaitingDeal(setupOf(3));
    const d = (seat: number, card: string) => ({ seat, card });
    const bad: [unknown, string][] = [
      [null, "the first-dealer draws must be an object with draws and dealer"],
      [{ draws: [], dealer: 0, x: 1 }, 'the first-dealer draws have an unknown field "x"'],
      [{ draws: [], dealer: 3 }, "the first dealer must be a seat from 0 to 2"],
      [{ draws: {}, dealer: 0 }, "the first-dealer draws must be a list of at most 50 attempts"],
      [
        { draws: [[d(0, "M01-0"), d(1, "M02-0")]], dealer: 0 },
        "attempt 1 of the first-dealer draw must have 3 draws, by seats 0, 1, 2",
      ],
      [
        { draws: [[d(0, "M01-0"), d(2, "M02-0"), d(1, "M03-0")]], dealer: 0 },
        "attempt 1 of the first-dealer draw must have 3 draws, by seats 0, 1, 2",
      ],
      [
        { draws: [[d(0, "M01-0"), d(1, "nope"), d(2, "M03-2")]], dealer: 0 },
        'attempt 1 of the first-dealer draw: seat 1 drew "nope", which is not a card',
      ],
      [
        { draws: [[d(0, "M01-0"), d(1, "M02-2"), d(2, "M01-0")]], dealer: 0 },
        "attempt 1 of the first-dealer draw: M01-0 was drawn twice",
      ],
      // the highest value deals (the Crane, 20), not the earliest month as in Sakura
      [
        { draws: [[d(0, "M02-2"), d(1, "M01-0"), d(2, "M03-2")]], dealer: 0 },
        "the first-dealer draw gives seat 1 the first deal, not seat 0",
      ],
      [
        { draws: [[d(0, "M01-0"), d(1, "M03-0"), d(2, "M02-2")]], dealer: 0 },
        "attempt 1 of the first-dealer draw is a tie (seats 0, 1), yet it is the last",
      ],
      [
        { draws: [[d(0, "M01-0"), d(1, "M02-2"), d(2, "M03-2")], [d(0, "M05-0")]], dealer: 0 },
        "attempt 1 of the first-dealer draw gave seat 0 the deal, yet the cards were drawn again",
      ],
      [
        {
          draws: [
            [d(0, "M01-0"), d(1, "M03-0"), d(2, "M02-2")],
            [d(0, "M05-0"), d(1, "M08-0"), d(2, "M01-0")],
          ],
          dealer: 1,
        },
        "attempt 2 of the first-dealer draw must have 2 draws, by seats 0, 1",
      ],
    ];
    expectRefusedDraws(R, fresh, bad);
    // tied on the highest card (two brights): only they draw again, and the Susuki moon (20) beats the Iris animal (10)
    expectAcceptedDraws(R, fresh, {
      draws: [
        [d(0, "M01-0"), d(1, "M03-0"), d(2, "M02-2")],
        [d(0, "M05-0"), d(1, "M08-0")],
      ],
      dealer: 1,
    });

    expectNoFactsOnceDealt(R, setupOf(2));
  });
});
