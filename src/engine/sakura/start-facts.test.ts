// The first-dealer draws are in every view of a live game (firstDealerDraws) but not in its record: a record game given
// them (Ruleset.startFacts / withStartFacts) shows them at every position as the live game did, its first deal must be
// the dealer they gave, and anything that is not draws a fair deck could give under the game's rule is refused.

import { describe, expect, it } from "vitest";
import {
  expectAcceptedDraws,
  expectDrawsAtEveryPosition,
  expectFirstDealByDrawWinner,
  expectNoFactsOnceDealt,
  expectRefusedDraws,
} from "../core/testing/start-facts";
import { sakuraRuleset as R } from "./ruleset";
import { setupOf } from "./testing/kit";

const two = setupOf(2, { rounds: 3 });
const teams = setupOf(4, { rounds: 2 }, [
  [0, 2],
  [1, 3],
]);
const higher = setupOf(3, { rounds: 2, first_dealer_tiebreak: "higher_value_wins" });

describe("Sakura start facts: the first-dealer draws", () => {
  it.each([
    ["2 players, one attempt", two, 1],
    ["2 players, a tie drawn again", two, 2],
    ["teams of 2 (one drawer per team)", teams, 1],
    ["3 players, higher value wins ties of a month", higher, 1],
  ] as const)(
    "a record folded with them shows the live game's draws at every position (%s)",
    (_name, setup, attempts) => expectDrawsAtEveryPosition(R, setup, attempts, 60, (v) => v.firstDealerDraws),
  );

  it("the first deal must then be the draw's winner's", () => expectFirstDealByDrawWinner(R, two));

  it("a given first dealer has no draws; the first deal must be that seat's", () => {
    const g = R.newGame(setupOf(3), "given", { firstDealer: 2 });
    if (!g.ok) throw new Error(g.error.message);
    const facts = R.startFacts!(g.value);
    expect(facts).toEqual({ draws: [], dealer: 2 });
    const s = R.withStartFacts!(R.newGameAwaitingDeal(setupOf(3)), facts);
    if (!s.ok) throw new Error(s.error.message);
    expect(R.playerView(s.value, null).firstDealerDraws).toEqual([]);
    expect(R.expectedDealer(s.value)).toBe(2);
    expect(R.startRound(s.value, 0, R.dealtRounds(g.value)[0]!.deal)).toMatchObject({
      ok: false,
      error: { message: "the dealer of the first deal must be seat 2, who was named to deal first, not 0" },
    });
  });

  it("refuses draws no fair deck gives under the rule, and draws for a game already dealt", () => {
    const fresh = R.newGameAwaitingDeal(two);
    const d = (seat: number, card: string) => ({ seat, card });
    const bad: [unknown, string][] = [
      [null, "the first-dealer draws must be an object with draws and dealer"],
      [[], "the first-dealer draws must be an object with draws and dealer"],
      [{ draws: [], dealer: 0, extra: 1 }, 'the first-dealer draws have an unknown field "extra"'],
      [{ draws: [] }, "the first dealer must be a seat from 0 to 1"],
      [{ draws: [], dealer: 2 }, "the first dealer must be a seat from 0 to 1"],
      [{ draws: "M01-0", dealer: 0 }, "the first-dealer draws must be a list of at most 50 attempts"],
      [{ draws: [[d(0, "M01-0")]], dealer: 0 }, "attempt 1 of the first-dealer draw must have 2 draws, by seats 0, 1"],
      [
        { draws: [[d(1, "M01-0"), d(0, "M02-0")]], dealer: 1 },
        "attempt 1 of the first-dealer draw must have 2 draws, by seats 0, 1",
      ],
      [
        { draws: [[d(0, "M01-0"), "M02-0"]], dealer: 0 },
        "attempt 1 of the first-dealer draw: draw 2 must be an object with seat and card",
      ],
      [
        { draws: [[d(0, "M01-0"), { seat: 1, card: "M02-0", x: 1 }]], dealer: 0 },
        'attempt 1 of the first-dealer draw: draw 2 has an unknown field "x"',
      ],
      [
        { draws: [[d(0, "M01-0"), d(1, "M13-0")]], dealer: 0 },
        'attempt 1 of the first-dealer draw: seat 1 drew "M13-0", which is not a card',
      ],
      [
        { draws: [[d(0, "M01-0"), d(1, "M01-0")]], dealer: 0 },
        "attempt 1 of the first-dealer draw: M01-0 was drawn twice",
      ],
      [
        { draws: [[d(0, "M01-0"), d(1, "M02-0")]], dealer: 1 },
        "the first-dealer draw gives seat 0 the first deal, not seat 1",
      ],
      [
        { draws: [[d(0, "M03-0"), d(1, "M03-2")]], dealer: 0 },
        "attempt 1 of the first-dealer draw is a tie (seats 0, 1), yet it is the last",
      ],
      [
        {
          draws: [
            [d(0, "M01-0"), d(1, "M02-0")],
            [d(0, "M05-0"), d(1, "M04-0")],
          ],
          dealer: 1,
        },
        "attempt 1 of the first-dealer draw gave seat 0 the deal, yet the cards were drawn again",
      ],
      [
        { draws: Array.from({ length: 51 }, () => [d(0, "M03-0"), d(1, "M03-2")]), dealer: 0 },
        "the first-dealer draws must be a list of at most 50 attempts",
      ],
    ];
    expectRefusedDraws(R, fresh, bad);
    // a tie of one month is drawn again, by the tied seats only; the earlier month then wins
    expectAcceptedDraws(R, fresh, {
      draws: [
        [d(0, "M03-0"), d(1, "M03-2")],
        [d(0, "M07-0"), d(1, "M02-3")],
      ],
      dealer: 1,
    });
    const three = R.newGameAwaitingDeal(setupOf(3));
    const threeTied = [d(0, "M03-0"), d(1, "M09-0"), d(2, "M03-1")];
    expectRefusedDraws(R, three, [
      [
        { draws: [threeTied, [d(0, "M07-0"), d(1, "M02-3")]], dealer: 1 },
        "attempt 2 of the first-dealer draw must have 2 draws, by seats 0, 2",
      ],
    ]);
    expectAcceptedDraws(R, three, { draws: [threeTied, [d(0, "M07-0"), d(2, "M02-3")]], dealer: 2 });
    // with higher_value_wins the Curtain (20) beats the Cherry chaff; under redraw the same draw is a tie
    const tieWithin = { draws: [[d(0, "M03-0"), d(1, "M03-2")]], dealer: 0 };
    expect(
      R.withStartFacts!(R.newGameAwaitingDeal(setupOf(2, { first_dealer_tiebreak: "higher_value_wins" })), tieWithin),
    ).toMatchObject({ ok: true });
    expect(R.withStartFacts!(fresh, tieWithin)).toMatchObject({ ok: false });
    // in team play only the first seat of each team draws
    const teamFresh = R.newGameAwaitingDeal(teams);
    expect(
      R.withStartFacts!(teamFresh, {
        draws: [[d(0, "M01-0"), d(1, "M02-0"), d(2, "M03-0"), d(3, "M04-0")]],
        dealer: 0,
      }),
    ).toMatchObject({
      ok: false,
      error: { message: "attempt 1 of the first-dealer draw must have 2 draws, by seats 0, 1" },
    });
    expect(R.withStartFacts!(teamFresh, { draws: [[d(0, "M05-0"), d(1, "M02-0")]], dealer: 1 })).toMatchObject({
      ok: true,
    });

    expectNoFactsOnceDealt(R, two);
  });
});
