import { describe, expect, it } from "vitest";
import { NEW_RATING, glicko2Update, inflateDeviation } from "./glicko2";
import { IDLE_PERIOD_MS, currentDeviation, isProvisional } from "./rate-game";

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

  it("idle periods widen the deviation as step 6 repeated, capped at 350", () => {
    const r = { rating: 1600, deviation: 60, volatility: 0.06 };
    expect(inflateDeviation(r, 0)).toBe(60);
    expect(inflateDeviation(r, 1)).toBeCloseTo(glicko2Update(r, []).deviation, 9);
    expect(inflateDeviation(r, 2)).toBeCloseTo(glicko2Update(glicko2Update(r, []), []).deviation, 9);
    expect(inflateDeviation(r, 1e6)).toBe(350);
    expect(inflateDeviation({ deviation: 350, volatility: 0.06 }, 10)).toBe(350);
  });

  it("a player's deviation as of now: a day away barely moves it, four weeks make it provisional, a year brings it back near 350", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    const r = { deviation: 60, volatility: 0.06, ratedAt: at };
    const after = (days: number) => currentDeviation(r, new Date(at.getTime() + days * 24 * 3600 * 1000));
    expect(IDLE_PERIOD_MS).toBe(8 * 3600 * 1000);
    expect(after(0)).toBe(60);
    expect(after(1)).toBeGreaterThan(60);
    expect(after(1)).toBeLessThan(63);
    expect(isProvisional(after(14))).toBe(false);
    expect(isProvisional(after(28))).toBe(true);
    expect(after(365)).toBeGreaterThan(345);
    expect(after(365)).toBeLessThanOrEqual(350);
    // A clock a little behind the stored time never narrows it.
    expect(after(-1)).toBe(60);
  });
});
