import { describe, expect, it } from "vitest";
import { NEW_RATING, glicko2Update } from "./glicko2";

describe("Glicko-2", () => {
  it("reproduces the worked example of Glickman's paper: 1500/200/0.06 vs 1400/30 (won), 1550/100 (lost), 1700/300 (lost)", () => {
    const after = glicko2Update({ rating: 1500, deviation: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, deviation: 30 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300 }, score: 0 },
    ]);
    // The paper rounds μ' to −0.2069 before converting back (1464.058): exact arithmetic gives 1464.0507.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(after.deviation - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it("two new players: the winner gains what the loser loses, and both become surer", () => {
    const won = glicko2Update(NEW_RATING, [{ opponent: NEW_RATING, score: 1 }]);
    const lost = glicko2Update(NEW_RATING, [{ opponent: NEW_RATING, score: 0 }]);
    const drawn = glicko2Update(NEW_RATING, [{ opponent: NEW_RATING, score: 0.5 }]);
    expect(won.rating).toBeGreaterThan(1650);
    expect(won.rating - 1500).toBeCloseTo(1500 - lost.rating, 6);
    expect(drawn.rating).toBeCloseTo(1500, 6);
    expect(won.deviation).toBeLessThan(350);
    expect(won.deviation).toBeCloseTo(lost.deviation, 6);
  });

  it("a period without games only widens the deviation", () => {
    const after = glicko2Update({ rating: 1600, deviation: 100, volatility: 0.06 }, []);
    expect(after.rating).toBe(1600);
    expect(after.deviation).toBeGreaterThan(100);
  });
});
