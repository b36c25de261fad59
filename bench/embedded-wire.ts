// `npx tsx bench/embedded-wire.ts`: the CPU one statement costs the server on the embedded database, through
// pglite-socket's loopback socket (how the app's pool reached PGlite before) and through the in-process stream
// (src/server/db/pglite-stream.ts, how it does now). 20 clients on a pool of one connection send 3000 pairs of an
// UPDATE … RETURNING and a SELECT by key, as a move's two statements do; the rounds alternate. Prints figures, never
// fails on them.
import { SingleConnectionPool } from "../src/server/db/database";
import { startEmbeddedPostgres } from "../src/server/db/embedded";

const PAIRS = 3000;
const CLIENTS = 20;
const ROWS = 200;

const embedded = await startEmbeddedPostgres({});
const poolOf = (inProcess: boolean) =>
  new SingleConnectionPool({
    connectionString: embedded.url,
    ...(inProcess ? { stream: () => embedded.connection() } : {}),
  });
const setup = poolOf(true);
await setup.query(`CREATE TABLE g (id text PRIMARY KEY, seq int NOT NULL, payload jsonb NOT NULL)`);
await setup.query(`INSERT INTO g SELECT 'g' || i, 0, '{}' FROM generate_series(0, ${ROWS - 1}) i`);
await setup.end();

for (const inProcess of [false, true, false, true]) {
  const pool = poolOf(inProcess);
  await pool.query("SELECT 1");
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = c; i < PAIRS; i += CLIENTS) {
        const id = `g${i % ROWS}`;
        await pool.query(`UPDATE g SET seq = seq + 1, payload = $2::jsonb WHERE id = $1 RETURNING id, seq`, [
          id,
          JSON.stringify({ i, move: "abc" }),
        ]);
        await pool.query(`SELECT id, seq, payload FROM g WHERE id = $1`, [id]);
      }
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  const seconds = (performance.now() - t0) / 1000;
  const per = (us: number) => (us / 1000 / (2 * PAIRS)).toFixed(3);
  console.log(
    `${inProcess ? "in process " : "socket     "} ${((2 * PAIRS) / seconds).toFixed(0).padStart(5)} statements/s, ` +
      `CPU ${per(cpu.user + cpu.system)} ms a statement (user ${per(cpu.user)}, system ${per(cpu.system)})`,
  );
  await pool.end();
}
await embedded.stop();
