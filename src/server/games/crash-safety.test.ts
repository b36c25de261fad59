// Crash safety: the API server (src/server/testing/api-server.ts: the production database setup, bus, job worker and
// tRPC handler, without Next.js) runs as a child process on an embedded database in a data directory, while clients
// play random games over HTTP. It is killed with SIGKILL again and again mid-load and restarted on the same data.
// Afterwards the data directory is opened directly and checked: every move a client saw acknowledged (HTTP 200 from
// game.move) is stored with the same payload, seqs are contiguous, every game folds with the engine to a valid
// state, and a move deadline that came due while the server was down or restarting still fired (stand-in move).
// Before the load, 50 clients send the same move at once over real sockets: exactly one is stored.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import type { GameView } from "../views/game";
import { createPrismaClient } from "../db/client";
import { SingleConnectionPool } from "../db/database";
import { startEmbeddedPostgres } from "../db/embedded";
import { projectRoot } from "../db/migrations";
import { engineStateOf } from "../testing/play";

const KILLS = 5;
const GAMES: { game: "sakura" | "mushi" | "sutda"; options: Record<string, string | number> }[] = [
  { game: "sakura", options: { rounds: 3 } },
  { game: "sakura", options: { rounds: 3 } },
  { game: "sakura", options: { rounds: 3 } },
  { game: "mushi", options: { rounds: 6 } },
  { game: "sutda", options: {} },
];

interface User {
  id: string;
  token: string;
}

class ServerDown extends Error {}

describe("crash safety: SIGKILL the server under load, restart, nothing acknowledged is lost", () => {
  it(`survives ${KILLS} kills during random games`, { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hanafuda-crash-"));
    let child: ChildProcess | null = null;
    let base = "";
    let up: Promise<void> = Promise.resolve();
    const log: string[] = [];

    const start = () =>
      new Promise<void>((resolve, reject) => {
        const proc = spawn(process.execPath, ["--import", "tsx", "src/server/testing/api-server.ts", dataDir], {
          cwd: projectRoot(),
          env: { ...process.env, API_SERVER_USERS: String(2 * GAMES.length + 2), NODE_ENV: "production" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        child = proc;
        let out = "";
        proc.stdout!.on("data", (d: Buffer) => {
          out += d.toString();
          const m = /READY (\d+)/.exec(out);
          if (m) {
            base = `http://127.0.0.1:${m[1]}`;
            resolve();
          }
        });
        proc.stderr!.on("data", (d: Buffer) => log.push(d.toString()));
        proc.on("exit", (code, signal) =>
          reject(new Error(`server exited before it was ready (${code ?? signal}): ${log.join("").slice(-2000)}`)),
        );
      });
    const kill = async () => {
      const proc = child!;
      const exited = new Promise((r) => proc.once("exit", r));
      proc.kill("SIGKILL");
      await exited;
    };

    async function call<T>(
      user: User,
      path: string,
      kind: "query" | "mutation",
      input: unknown,
    ): Promise<{ status: number; data?: T; code?: string }> {
      const headers = { cookie: `next-auth.session-token=${user.token}`, "content-type": "application/json" };
      let res: Response;
      try {
        res =
          kind === "query"
            ? await fetch(
                `${base}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`,
                { headers },
              )
            : await fetch(`${base}/api/trpc/${path}`, {
                method: "POST",
                headers,
                body: JSON.stringify(superjson.serialize(input)),
              });
      } catch {
        throw new ServerDown();
      }
      let text: string;
      try {
        text = await res.text();
      } catch {
        throw new ServerDown();
      }
      const body = JSON.parse(text) as {
        result?: { data: Parameters<typeof superjson.deserialize>[0] };
        error?: { json: { data: { code: string } } };
      };
      if (res.status === 200 && body.result) return { status: 200, data: superjson.deserialize<T>(body.result.data) };
      return { status: res.status, code: body.error?.json.data.code };
    }
    /** Calls until the server answers (waiting out kills and restarts). */
    async function retry<T>(user: User, path: string, kind: "query" | "mutation", input: unknown) {
      for (;;) {
        try {
          return await call<T>(user, path, kind, input);
        } catch (e) {
          if (!(e instanceof ServerDown)) throw e;
          await up;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    }

    try {
      await start();
      const users = JSON.parse(readFileSync(join(dataDir, "users.json"), "utf8")) as User[];
      // The tables: random games at a day per move, and one at the shortest clock (10 s) where nobody moves.
      const games: { gameId: string; players: User[] }[] = [];
      const open = async (
        spec: { game: string; options: Record<string, string | number> },
        players: User[],
        seconds: number,
      ) => {
        const created = await call<{ tableId: string }>(players[0]!, "table.create", "mutation", {
          game: spec.game,
          playerCount: 2,
          teams: "none",
          options: spec.options,
          timeControl: { kind: "per_move", seconds },
          timeoutsBeforeForfeit: null,
          visibility: "PUBLIC",
        });
        expect(created.status).toBe(200);
        const joined = await call<{ gameId: string }>(players[1]!, "table.join", "mutation", {
          tableId: created.data!.tableId,
        });
        expect(joined.status).toBe(200);
        return joined.data!.gameId;
      };
      // Its deal must leave it in play: a deal can decide a one-round game at once (a dealt-hand win, about 1 in 80),
      // and a finished game has no deadline. Then another table.
      let deadlineGame = await open({ game: "sakura", options: { rounds: 1 } }, users.slice(0, 2), 10);
      for (
        let deal = 2;
        deal <= 5 &&
        (await retry<GameView>(users[0]!, "game.view", "query", { gameId: deadlineGame })).data!.status !== "ACTIVE";
        deal++
      )
        deadlineGame = await open({ game: "sakura", options: { rounds: 1 } }, users.slice(0, 2), 10);
      const deadlineCreated = Date.now();
      for (const [i, spec] of GAMES.entries()) {
        const players = users.slice(2 + 2 * i, 4 + 2 * i);
        games.push({ gameId: await open(spec, players, 86_400), players });
      }

      const acked: { gameId: string; seq: number; move: Record<string, unknown> }[] = [];
      // Over real sockets first: 50 clients send the same move at once; one is stored, 49 get 409 CONFLICT.
      {
        const { gameId, players } = games[0]!;
        const v = (await call<GameView>(players[0]!, "game.view", "query", { gameId })).data!;
        const seat = v.toAct[0]!;
        const mine = (await call<GameView>(players[seat]!, "game.view", "query", { gameId })).data!;
        const move = mine.legalMoves[0] as unknown as Record<string, unknown>;
        const answers = await Promise.all(
          Array.from({ length: 50 }, () =>
            call<GameView>(players[seat]!, "game.move", "mutation", { gameId, seq: mine.seq, move }),
          ),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        expect(answers.filter((a) => a.status === 409 && a.code === "CONFLICT")).toHaveLength(49);
        acked.push({ gameId, seq: mine.seq + 1, move });
      }

      // Clients play random legal moves as fast as the server answers; a 200 from game.move is an acknowledgement.
      let refused = 0;
      let stop = false;
      const drivers = games.map(async ({ gameId, players }, g) => {
        const rng = Rng.fromSeed(`crash-${g}`);
        while (!stop) {
          const first = await retry<GameView>(players[0]!, "game.view", "query", { gameId });
          if (first.status !== 200 || first.data!.status !== "ACTIVE") break;
          const seat = first.data!.toAct[0]!;
          const mine = seat === 0 ? first : await retry<GameView>(players[seat]!, "game.view", "query", { gameId });
          const moves = mine.data!.legalMoves as unknown as Record<string, unknown>[];
          if (moves.length === 0) continue;
          const move = moves[rng.int(moves.length)]!;
          try {
            const r = await call<GameView>(players[seat]!, "game.move", "mutation", {
              gameId,
              seq: mine.data!.seq,
              move,
            });
            if (r.status === 200) acked.push({ gameId, seq: r.data!.seq, move });
            else refused++;
          } catch (e) {
            if (!(e instanceof ServerDown)) throw e;
            // No answer: the move may or may not be stored; only acknowledged moves are promised.
            await up;
          }
        }
      });

      // Kill the server again and again under that load.
      let kills = 0;
      const restarts: number[] = [];
      for (let k = 0; k < KILLS; k++) {
        await new Promise((r) => setTimeout(r, 800 + Math.random() * 1500));
        const before = acked.length;
        let restarted!: () => void;
        up = new Promise((r) => (restarted = r));
        await kill();
        kills++;
        const t0 = Date.now();
        await start();
        restarted();
        restarts.push(Date.now() - t0);
        // Wait for some progress after each restart, so every kill lands on a working server.
        for (let i = 0; i < 200 && acked.length <= before; i++) await new Promise((r) => setTimeout(r, 25));
      }
      // The 10 s deadline of the idle game: its stand-in move, whichever process was up when it came due.
      await new Promise((r) => setTimeout(r, Math.max(0, deadlineCreated + 10_500 - Date.now())));
      let deadlineSeq = 0;
      for (let i = 0; i < 100 && deadlineSeq === 0; i++) {
        deadlineSeq = (await retry<GameView>(users[0]!, "game.view", "query", { gameId: deadlineGame })).data!.seq;
        if (deadlineSeq === 0) await new Promise((r) => setTimeout(r, 200));
      }
      stop = true;
      await Promise.all(drivers);
      // A last kill, with nothing shut down cleanly.
      await kill();
      kills++;
      child = null;

      // Open the data directory directly and check everything.
      const embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, "pgdata") });
      const pool = new SingleConnectionPool({ connectionString: embedded.url });
      const db = createPrismaClient(pool);
      try {
        let lost = 0;
        const problems: string[] = [];
        for (const a of acked) {
          const row = await db.move.findUnique({ where: { gameId_seq: { gameId: a.gameId, seq: a.seq } } });
          if (!row || !isDeepStrictEqual(row.payload, a.move)) {
            lost++;
            problems.push(
              `${a.gameId}#${a.seq}: acknowledged ${JSON.stringify(a.move)}, stored ${row ? JSON.stringify(row.payload) : "nothing"}`,
            );
          }
        }
        expect(problems.slice(0, 10)).toEqual([]);
        expect(lost).toBe(0);
        let stored = 0;
        for (const gameId of [deadlineGame, ...games.map((g) => g.gameId)]) {
          const moves = await db.move.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
          expect(moves.map((m) => m.seq)).toEqual(moves.map((_, i) => i + 1));
          const folded = await engineStateOf(db, gameId); // throws if a stored move is illegal in its place
          expect(folded.seq).toBe(moves.length);
          stored += moves.length;
        }
        const standIn = await db.move.findMany({ where: { gameId: deadlineGame, byStandIn: true } });
        expect(standIn.length).toBeGreaterThan(0);
        expect(acked.length).toBeGreaterThan(KILLS * 2);
        console.log(
          `crash safety: ${kills} SIGKILLs survived, ${acked.length} acknowledged moves all stored (${lost} lost), ${stored} moves stored in ${games.length + 1} games, ` +
            `${refused} refused (conflicts after restarts), all games fold with the engine, the 10 s deadline fired (${standIn.length} stand-in moves); restarts took ${restarts.join(", ")} ms`,
        );
      } finally {
        await db.$disconnect();
        await pool.end();
        await embedded.stop();
      }
    } finally {
      if (child) await kill().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
