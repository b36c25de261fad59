// `npm run bench:replay`: how long a 12-round game's replay takes to open (target under 300 ms). A benchmark,
// not a test: it prints figures and never fails on them.
//
// On a fresh embedded database it starts a real table (table.create + table.join), stores a whole 12-round game's
// moves (random legal moves by the engine, written as the move service writes them) and marks it finished. Then:
//  - server: replay.get through the router (load the game, fold its stored moves from the seed with a cold state
//    cache, write the record with explicit deals) and the answer's JSON size;
//  - server, game in play: the same moves as one seat's replay (fold + playerView per position + view patches), and
//    the same opened again after one more move (the cached fold extended);
//  - client: the page's model (parseRecord + fold + every move in words + round explanations) and the first and last
//    positions drawn, every hand open; then the fairness check (sha256 + dealing every round again from the seed),
//    which runs after the replay is on screen.
// Flags: --games sakura,sutda   --runs 7
import { performance } from "node:perf_hooks";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import { Rng } from "~/engine/core/rng";
import { getRuleset } from "~/engine/registry";
import { checkFairness } from "../src/app/replays/_lib/fairness";
import { modelFromRecord } from "../src/app/replays/_lib/every-game-model";
import type { FullReplay } from "../src/server/views/replay";
import { clearStateCache } from "../src/server/games/state-cache";
import { seatSteps } from "../src/server/replays/seat-steps";
import { createPrismaClient } from "../src/server/db/client";
import { SingleConnectionPool } from "../src/server/db/database";
import { startEmbeddedPostgres } from "../src/server/db/embedded";
import { applyMigrationSql } from "../src/server/db/migrations";
import { startTable } from "../src/server/testing/play";
import type { Db } from "../src/server/db/client";

const args = process.argv.slice(2);
const option = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : def;
};
const GAMES = option("games", "sakura,sutda").split(",") as ("sakura" | "sutda")[];
const RUNS = Number(option("runs", "7"));
const OPTIONS = { sakura: { rounds: 12 }, sutda: { end: "rounds_N", rounds: 12 } } as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function time<T>(fn: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
}

/** A random legal move; in Sutda a cautious one (call or the smallest bet), so that 12 hands get played. */
function pick(game: string, legal: Record<string, unknown>[], rng: Rng): object {
  if (game !== "sutda" || rng.int(10) === 0) return legal[rng.int(legal.length)]!;
  const call = legal.find((m) => m.call === true);
  if (call) return call;
  const bets = legal.filter((m) => typeof m.bet === "number").sort((a, b) => (a.bet as number) - (b.bet as number));
  return bets[0] ?? legal[0]!;
}

/** Plays the stored game to its end with random legal moves and stores them as the move service does. */
async function storeWholeGame(
  db: Db,
  gameId: string,
  seedForMoves: string,
): Promise<{ moves: number; rounds: number }> {
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  const ruleset = getRuleset(game.game) as AnyRuleset;
  const start = ruleset.newGame(
    game.setup as unknown as MatchSetup,
    game.seed,
    game.firstDealer !== null ? { firstDealer: game.firstDealer } : undefined,
  );
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const rng = Rng.fromSeed(seedForMoves);
  const rows: { gameId: string; seq: number; seat: number; roundIndex: number; payload: object }[] = [];
  while (ruleset.phase(state) === "playing") {
    const seat = ruleset.toAct(state)[0]!;
    const legal = ruleset.legalMoves(state, seat);
    const move = pick(game.game, legal as Record<string, unknown>[], rng);
    const roundIndex = ruleset.dealtRounds(state).length - 1;
    const next = ruleset.applyMove(state, move);
    if (!next.ok) throw new Error(next.error.message);
    rows.push({ gameId, seq: rows.length + 1, seat, roundIndex, payload: JSON.parse(JSON.stringify(move)) as object });
    state = next.state;
  }
  await db.move.createMany({ data: rows });
  await db.game.update({
    where: { id: gameId },
    data: { seq: rows.length, status: "FINISHED", finishedAt: new Date(), toAct: [], deadlineAt: null },
  });
  return { moves: rows.length, rounds: ruleset.roundSummaries(state).length };
}

async function bench(db: Db, game: "sakura" | "sutda") {
  const st = await startTable(db, { game, playerCount: 2, options: OPTIONS[game], timeControl: null });
  const { moves, rounds } = await storeWholeGame(db, st.gameId, `bench-${game}`);
  const caller = st.callers[0]!;

  const server: number[] = [];
  let answer: FullReplay | null = null;
  for (let i = 0; i < RUNS; i++) {
    clearStateCache();
    const r = await time(() => caller.replay.get({ gameId: st.gameId }));
    server.push(r.ms);
    answer = r.value as FullReplay;
  }
  const full = answer!;
  const jsonSize = JSON.stringify(full).length;

  const ruleset = getRuleset(game) as AnyRuleset;
  const gameRow = await db.game.findUniqueOrThrow({ where: { id: st.gameId } });
  const byStandIn = new Array<boolean>(moves).fill(false);
  const seat: number[] = [];
  let seatSize = 0;
  for (let i = 0; i < RUNS; i++) {
    const r = await time(() => seatSteps(ruleset, gameRow.setup as unknown as MatchSetup, full.record, 0, byStandIn));
    seat.push(r.ms);
    seatSize = JSON.stringify(r.value).length;
  }

  // In play, opened again after one more move: the cached fold is extended (replay-service keeps it per seat).
  const recordBefore = structuredClone(full.record);
  const lastRound = recordBefore.rounds.at(-1)!;
  lastRound.moves = lastRound.moves.slice(0, -1);
  const extend: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const before = seatSteps(ruleset, gameRow.setup as unknown as MatchSetup, recordBefore, 0, byStandIn);
    extend.push(
      (await time(() => seatSteps(ruleset, gameRow.setup as unknown as MatchSetup, full.record, 0, byStandIn, before)))
        .ms,
    );
  }

  const client: number[] = [];
  const fair: number[] = [];
  let fairOk = false;
  for (let i = 0; i < RUNS; i++) {
    const doc = JSON.parse(JSON.stringify(full.record)) as unknown;
    const r = await time(() => {
      const built = modelFromRecord(doc, {
        gameId: full.gameId,
        players: full.players,
        standInMoves: full.standInMoves,
      });
      if (!built.ok) throw new Error(built.error.message);
      const m = built.model;
      m.frame(0, "all");
      m.frame(m.steps.length - 1, "all");
      m.frame(m.steps.length - 1, 0);
      return m;
    });
    client.push(r.ms);
    const m = r.value;
    const f = await time(() =>
      checkFairness(
        {
          ...m.recordFacts!,
          seed: full.seed,
          commitment: full.seedCommitment,
          firstDealer: full.firstDealer,
        },
        () => undefined,
      ),
    );
    fair.push(f.ms);
    fairOk = f.value.every((x) => x.status === "ok");
  }

  const s = median(server);
  const c = median(client);
  console.log(`\n== ${game}: ${rounds} rounds, ${moves} moves, ${moves + rounds} positions`);
  console.log(
    `server  replay.get (finished, cold fold + record)   median ${ms(s)}  min ${ms(Math.min(...server))}  answer ${(jsonSize / 1024).toFixed(1)} KiB`,
  );
  console.log(
    `server  seat replay (in play: views + patches)      median ${ms(median(seat))}  min ${ms(Math.min(...seat))}  answer ${(seatSize / 1024).toFixed(1)} KiB`,
  );
  console.log(
    `server  seat replay again after one more move       median ${ms(median(extend))}  min ${ms(Math.min(...extend))}  (the cached fold extended)`,
  );
  console.log(`client  model + first/last positions drawn          median ${ms(c)}  min ${ms(Math.min(...client))}`);
  console.log(
    `open    server + client (finished game)             median ${ms(s + c)}  ${s + c < 300 ? "(under the 300 ms target)" : "(OVER the 300 ms target)"}`,
  );
  console.log(
    `after   fairness check (sha256 + every deal again)  median ${ms(median(fair))}  ${fairOk ? "verified" : "NOT verified"}`,
  );
}

// A fresh in-memory embedded database, migrated (as `npm start` without DATABASE_URL, pool of one).
const embedded = await startEmbeddedPostgres();
const pool = new SingleConnectionPool({ connectionString: embedded.url });
await applyMigrationSql(pool);
const db = createPrismaClient(pool);
try {
  console.log(`replay benchmark: node ${process.version}, ${RUNS} runs each (medians), embedded database`);
  for (const g of GAMES) await bench(db, g);
} finally {
  await db.$disconnect();
  await pool.end();
  await embedded.stop();
}
