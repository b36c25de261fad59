// Property tests, second half: see properties-a.test.ts for what every game checks.
import { describe, expect, it } from "vitest";
import { runGames } from "./testing/properties";

const GAMES = Number(process.env.PROPERTY_GAMES ?? 10000);

describe(`property tests, games ${Math.ceil(GAMES / 2)} to ${GAMES - 1} of ${GAMES}`, () => {
  it("invariants at every step, views, immutability, record replay", () => {
    const perPlayers = runGames(Math.ceil(GAMES / 2), GAMES);
    for (let n = 2; n <= 7; n++) expect(perPlayers.get(n) ?? 0).toBeGreaterThan(0);
  });
});
