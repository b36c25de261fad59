// A valid tournament.create input for tests: a 2-player Sutda Swiss event whose registration closes in an hour, with
// the fields a test cares about overridden.
import type { CreateTournamentInput } from "../schemas/create-tournament.schema";

export function tournamentInput(over: Partial<CreateTournamentInput> = {}): CreateTournamentInput {
  const closes = new Date(Date.now() + 3_600_000);
  return {
    name: "Test Cup",
    description: "",
    game: "sutda",
    playersPerTable: 2,
    teams: "none",
    allowSmallerTables: false,
    gamesPerPairing: 1,
    scoring: "cumulative",
    format: "swiss",
    swissRounds: null,
    registrationClosesAt: closes,
    roundStartTimes: [closes],
    roundIntervalSeconds: 3600,
    roundDurationSeconds: 3600,
    timeControl: { kind: "per_move", seconds: 3600 },
    timeoutsBeforeForfeit: 3,
    minEntrants: 2,
    maxEntrants: 3,
    ...over,
  };
}
