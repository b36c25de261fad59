// The tournament form's input: cross-field problems (fewest vs most entrants, a round robin's size) come with the
// other fields' errors in one answer, so one submit shows every problem (zod skipped them until the rest was valid).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createTournamentInput } from "./create-tournament.schema";

const closes = new Date(Date.now() + 3_600_000);
const good = {
  name: "Test Cup",
  game: "sutda",
  format: "swiss",
  playersPerTable: 2,
  registrationClosesAt: closes,
  roundStartTimes: [closes],
  roundDurationSeconds: 3600,
  timeControl: { kind: "per_move", seconds: 3600 },
  minEntrants: 4,
  maxEntrants: 16,
};

const fieldErrors = (input: object) => {
  const r = createTournamentInput.safeParse(input);
  return r.success ? {} : z.flattenError(r.error).fieldErrors;
};

describe("the tournament form's input", () => {
  it("names fewest above most together with the other fields' errors", () => {
    expect(fieldErrors({ ...good, name: "", minEntrants: 8, maxEntrants: 4 })).toEqual({
      name: ["Give the tournament a name of at least 3 characters."],
      maxEntrants: ["The most entrants cannot be fewer than the fewest."],
    });
  });

  it("names a round robin too large together with the other fields' errors", () => {
    expect(fieldErrors({ ...good, gamesPerPairing: 0, format: "round_robin", maxEntrants: 20 })).toEqual({
      gamesPerPairing: ["At least one game per pairing."],
      maxEntrants: ["A round robin takes at most 16 entrants: everyone meets everyone."],
    });
  });

  it("does not compare the limits when one of them is itself wrong", () => {
    expect(fieldErrors({ ...good, minEntrants: 1, maxEntrants: 300 })).toEqual({
      minEntrants: ["At least 2 entrants."],
      maxEntrants: ["At most 256 entrants."],
    });
  });

  it("accepts good limits", () => {
    expect(createTournamentInput.safeParse(good).success).toBe(true);
  });
});
