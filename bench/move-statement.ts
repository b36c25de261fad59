// `node --expose-gc --max-semi-space-size=64 --min-semi-space-size=64 --import tsx bench/move-statement.ts`: the
// server's CPU time and allocation for building and sending the statement that stores a move
// (repositories/game-commits.ts commitMove through db/hot-query.ts), with a pool that answers at once: a typical
// 2-player Sakura move with a guard, a NOTIFY and a "your turn" notification. A benchmark, not a test: it prints
// figures and never fails on them.
import v8 from "node:v8";
import type pg from "pg";
import type { Db } from "../src/server/db/client";
import { registerPool } from "../src/server/db/hot-query";
import { commitMove, type CommitMove } from "../src/server/repositories/game-commits";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");

let sent: pg.QueryConfig | undefined;
const pool = {
  query: async (q: pg.QueryConfig) => {
    sent = q;
    return { rows: [{ seq: 18, notified: ["user-b"], requestCount: 3 }] };
  },
} as unknown as pg.Pool;
const db = {} as Db;
registerPool(db, pool);

const gameId = "cmi4k2x9a0001qz8h3v5d7f2k";
const tableId = "cmi4k2x8z0000qz8hb1c4e9m0";
const now = new Date("2026-12-02T09:00:00Z");
const move = (): CommitMove => ({
  gameId,
  tableId,
  expectedSeq: 17,
  move: {
    seat: 0,
    roundIndex: 3,
    payload: { type: "play", card: "jan-bright", capture: "jan-ribbon" },
    byStandIn: false,
  },
  game: {
    toAct: [1],
    turnStartedAt: now,
    deadlineAt: new Date(now.getTime() + 86_400_000),
    status: "ACTIVE",
    finishedAt: null,
    endReason: null,
  },
  seats: [{ seat: 0, bankMs: 2_700_000, standIn: false }],
  jobs: [
    {
      kind: "game.deadline",
      payload: { gameId, seq: 18 },
      runAt: new Date(now.getTime() + 86_400_000),
      key: `deadline:${gameId}:18`,
    },
    {
      kind: "game.deadline-warning",
      payload: { gameId, seq: 18 },
      runAt: new Date(now.getTime() + 82_800_000),
      key: `deadline-warning:${gameId}:18`,
    },
  ],
  supersededJobKeys: [`deadline:${gameId}:17`, `deadline-warning:${gameId}:17`],
  notifications: [
    {
      userId: "user-b",
      kind: "your_turn",
      text: "Your turn in Sakura with Alice.",
      textKey: "yourTurn",
      textParams: { game: "sakura", others: ["Alice"], hasOthers: "true" },
      href: `/tables/${tableId}`,
      key: `turn:${gameId}:18:user-b`,
      unlessUnread: true,
    },
  ],
  notify: { channel: `game:${gameId}`, payload: JSON.stringify({ seq: 18, move: "x".repeat(300) }) },
  guard: {
    sessionToken: "0f3c9a7e-4b1d-4e8a-9c2f-6d5b8a1e3f70",
    userId: "user-a",
    seat: 0,
    rate: { bucket: "move", windowStart: new Date("2026-12-02T08:59:00Z"), max: 120 },
    forfeited: [],
  },
});

async function run(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await commitMove(db, move());
}

// The least of five rounds: the machine's other work only ever adds.
const ROUND = 20_000;
await run(ROUND);
let us = Infinity;
for (let r = 0; r < 5; r++) {
  const t0 = process.hrtime.bigint();
  await run(ROUND);
  us = Math.min(us, Number(process.hrtime.bigint() - t0) / 1e3 / ROUND);
}

// Bytes allocated: used heap growth over batches small enough that no scavenge runs within one (the script is run
// with a young generation far larger than a batch allocates); the least of the batches.
const BATCH = 200;
let bytes = Infinity;
for (let b = 0; b < 20; b++) {
  gc();
  const before = v8.getHeapStatistics().used_heap_size;
  await run(BATCH);
  const grown = v8.getHeapStatistics().used_heap_size - before;
  if (grown > 0) bytes = Math.min(bytes, grown / BATCH);
}
// The input object is built per move here as in the server; its own share, measured the same way, is taken off.
let input = Infinity;
const kept: CommitMove[] = [];
for (let b = 0; b < 20; b++) {
  gc();
  const before = v8.getHeapStatistics().used_heap_size;
  for (let i = 0; i < BATCH; i++) kept[i] = move();
  const grown = v8.getHeapStatistics().used_heap_size - before;
  if (grown > 0) input = Math.min(input, grown / BATCH);
}
// The baseline, measured the same way in the same run: the pool handed the statement as built already, the least
// this step can cost whatever builds the statement.
const built = { ...sent! };
let floorUs = Infinity;
for (let r = 0; r < 5; r++) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < ROUND; i++) await pool.query(built);
  floorUs = Math.min(floorUs, Number(process.hrtime.bigint() - t0) / 1e3 / ROUND);
}
console.log(`commitMove, 5 × ${ROUND} moves: ${us.toFixed(2)} µs each (the least round)`);
console.log(`the pool handed the built statement (baseline): ${floorUs.toFixed(2)} µs each`);
console.log(`${Math.round(bytes - input)} bytes allocated each (the input object's ${Math.round(input)} not counted)`);
console.log(`statement: ${sent!.text.length} chars, ${sent!.values!.length} parameters, name ${sent!.name ?? "none"}`);
