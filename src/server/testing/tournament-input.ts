// A valid tournament.create input for tests: a 2-player Sutda Swiss event whose registration closes in an hour, with
// the fields a test cares about overridden; and such an event with its entrants.
import type { Db } from "../db/client";
import type { CreateTournamentInput } from "../schemas/create-tournament.schema";
import { closeRegistration } from "../tournaments/close-registration";
import { callerFor, createTestUser, testBus } from "./context";

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

type TestUser = Awaited<ReturnType<typeof createTestUser>>;
type Users<N extends number, R extends TestUser[] = []> = R["length"] extends N ? R : Users<N, [...R, TestUser]>;

/** An event (`input`) by a new organiser with `count` new players registered. */
export async function eventWithEntrants<N extends number>(db: Db, count: N, input: CreateTournamentInput) {
  const [o, ...players] = await Promise.all(Array.from({ length: count + 1 }, () => createTestUser(db)));
  const { tournamentId } = await callerFor(db, o!).tournament.create(input);
  for (const u of players) await callerFor(db, u).tournament.register({ tournamentId });
  return { tournamentId, organiser: o!, entrants: players as Users<N> };
}

/** Runs the registration close due at the event's closing time (what its job does then): the context, time and outcome. */
export async function closeWhenDue(db: Db, tournamentId: string) {
  const ctx = { db, bus: testBus(db) };
  const { registrationClosesAt: closesAt } = await db.tournament.findUniqueOrThrow({ where: { id: tournamentId } });
  return { ctx, closesAt, closed: await closeRegistration(ctx, tournamentId, closesAt) };
}
