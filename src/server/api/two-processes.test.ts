// Scale-out: two server processes on one PostgreSQL database. Each player is connected to a different
// process (testing/trpc-server.ts: the production pool, LISTEN/NOTIFY bus, job worker and tRPC handler, without
// Next.js); they play a whole one-round Sakura game through tRPC over HTTP, each moving only on what its own SSE
// stream (table.onChange, the table page's stream) shows, so every move made through one process must reach the other process's subscriber.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openSession } from "../auth/session";
import { projectRoot } from "../db/migrations";
import { createTestUser } from "../testing/context";
import { describeWithServerDatabase } from "../testing/database";
import { sseData, sseEvents } from "../testing/streams";

interface View {
  gameId: string;
  seq: number;
  status: string;
  mySeat: number | null;
  toAct: number[];
  legalMoves: Record<string, unknown>[];
}

interface ServerChild {
  child: ChildProcess;
  port: number;
  pid: number;
  realtime: string;
}

/** How long a move made through one process may take to reach the other process's subscriber. */
const LIVE_WITHIN_MS = 1000;

function startServer(url: string): Promise<ServerChild> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/testing/trpc-server.ts"], {
    cwd: projectRoot(),
    env: { ...process.env, DATABASE_URL: url, PORT: "0", DB_POOL_MAX: "4" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      try {
        const m = JSON.parse(line) as { ready?: boolean; port: number; pid: number; realtime: string };
        if (m.ready) resolve({ child, port: m.port, pid: m.pid, realtime: m.realtime });
      } catch {
        // other output
      }
    });
    child.on("exit", (code) => reject(new Error(`the server process exited (${code})`)));
  });
}

async function stopServer(s: ServerChild | undefined): Promise<void> {
  if (!s || s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once("exit", r));
  s.child.kill("SIGTERM");
  await exited;
}

class Player {
  latest: View | null = null;
  /** Every seq this player's stream delivered, with when it arrived. */
  readonly arrivals = new Map<number, number>();
  private waiters: (() => void)[] = [];
  private readonly controller = new AbortController();
  private stream: Promise<void> | null = null;

  constructor(
    readonly port: number,
    private readonly cookie: string,
  ) {}

  private async call<T>(path: string, kind: "query" | "mutation", input: unknown): Promise<T> {
    const base = `http://127.0.0.1:${this.port}/api/trpc/${path}`;
    const res =
      kind === "query"
        ? await fetch(`${base}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, {
            headers: { cookie: this.cookie },
          })
        : await fetch(base, {
            method: "POST",
            headers: { cookie: this.cookie, "content-type": "application/json" },
            body: JSON.stringify({ json: input }),
          });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path} on :${this.port}: ${res.status} ${text}`);
    return (JSON.parse(text) as { result: { data: { json: T } } }).result.data.json;
  }

  query = <T>(path: string, input: unknown) => this.call<T>(path, "query", input);
  mutation = <T>(path: string, input: unknown) => this.call<T>(path, "mutation", input);

  private offer(v: View): void {
    if (this.latest && v.seq <= this.latest.seq) return;
    this.latest = v;
    for (const w of this.waiters.splice(0)) w();
  }

  /** table.onChange (the table page's one stream) on this player's process, as server-sent events: its game views. */
  listen(tableId: string): void {
    const input = encodeURIComponent(JSON.stringify({ json: { tableId } }));
    this.stream = (async () => {
      const res = await fetch(`http://127.0.0.1:${this.port}/api/trpc/table.onChange?input=${input}`, {
        headers: { cookie: this.cookie, accept: "text/event-stream" },
        signal: this.controller.signal,
      });
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      try {
        for await (const event of sseEvents(res)) {
          const data = sseData<{ json?: { kind?: string; game?: View } }>(event)?.json;
          const view = data?.kind === "game" ? data.game : undefined;
          if (!view?.gameId) continue;
          if (!this.arrivals.has(view.seq)) this.arrivals.set(view.seq, performance.now());
          this.offer(view);
        }
      } catch (e) {
        if (!this.controller.signal.aborted) throw e;
      }
    })();
  }

  /** The first view on the stream at `seq` or later; fails after `ms`. */
  async streamAt(seq: number, ms: number): Promise<View> {
    const deadline = performance.now() + ms;
    while (!this.latest || this.latest.seq < seq) {
      const left = deadline - performance.now();
      if (left <= 0)
        throw new Error(
          `the stream on :${this.port} did not show seq ${seq} within ${ms} ms (it is at ${this.latest?.seq ?? "nothing"})`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.latest;
  }

  async close(): Promise<void> {
    this.controller.abort();
    await this.stream;
  }
}

describeWithServerDatabase("two server processes on one PostgreSQL database", (t) => {
  let servers: ServerChild[] = [];

  beforeAll(async () => {
    servers = await Promise.all([startServer(t().url), startServer(t().url)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
  });

  it("two players on different processes play a whole Sakura round, each seeing the other's moves live on its stream", async () => {
    const { db } = t();
    expect(servers.map((s) => s.realtime)).toEqual(["postgres", "postgres"]);
    expect(servers[0]!.pid).not.toBe(servers[1]!.pid);

    const players = await Promise.all(
      servers.map(async (s) => {
        const user = await createTestUser(db);
        const { sessionToken } = await openSession(db, user.id);
        return new Player(s.port, `next-auth.session-token=${sessionToken}`);
      }),
    );
    const [host, guest] = players as [Player, Player];
    // A deal can decide a one-round game before anyone moves (a dealt-hand win, about 1 game in 80): then another table.
    let table: { tableId: string; inviteCode: string | null } | null = null;
    let gameId = "";
    for (let deal = 1; deal <= 5; deal++) {
      table = await host.mutation<{ tableId: string; inviteCode: string | null }>("table.create", {
        game: "sakura",
        playerCount: 2,
        options: { rounds: 1 },
        timeControl: { kind: "per_move", seconds: 3600 },
        visibility: "PRIVATE",
      });
      const joined = await guest.mutation<{ gameId: string | null }>("table.join", {
        tableId: table.tableId,
        inviteCode: table.inviteCode ?? undefined,
      });
      gameId = joined.gameId!;
      expect(gameId).toBeTruthy();
      if ((await host.query<View>("game.view", { gameId })).status === "ACTIVE") break;
    }
    if (!table) throw new Error("no table");
    for (const p of players) p.listen(table.tableId);
    // Each stream opens with the current view (seq 0).
    await Promise.all(players.map((p) => p.streamAt(0, 10_000)));

    let seq = 0;
    let crossProcess = 0;
    let slowest = 0;
    for (let n = 0; n < 500; n++) {
      // Whoever is to act learns it from its own stream, never from a read of its own.
      const views = await Promise.all(players.map((p) => p.streamAt(seq, LIVE_WITHIN_MS)));
      expect(views.map((v) => v.seq)).toEqual([seq, seq]);
      if (views[0]!.status !== "ACTIVE") break;
      const moverIndex = views.findIndex((v) => v.mySeat !== null && v.toAct.includes(v.mySeat));
      expect(moverIndex).toBeGreaterThanOrEqual(0);
      const mover = players[moverIndex]!;
      const other = players[1 - moverIndex]!;
      const view = views[moverIndex]!;
      const sentAt = performance.now();
      const after = await mover.mutation<View>("game.move", {
        gameId,
        seq,
        move: view.legalMoves[n % view.legalMoves.length],
      });
      expect(after.seq).toBe(seq + 1);
      seq = after.seq;
      // The move was made through the mover's process; the other player's stream is served by the other one.
      await other.streamAt(seq, LIVE_WITHIN_MS);
      slowest = Math.max(slowest, other.arrivals.get(seq)! - sentAt);
      crossProcess++;
    }
    await Promise.all(players.map((p) => p.close()));

    const final = await host.query<View>("game.view", { gameId });
    expect(final.status).toBe("FINISHED");
    expect(final.seq).toBe(seq);
    expect(crossProcess).toBe(seq);
    expect(crossProcess).toBeGreaterThan(20);
    // Both processes agree on the result, and the database holds it once.
    const fromGuest = await guest.query<View>("game.view", { gameId });
    expect(fromGuest.seq).toBe(seq);
    expect(fromGuest.status).toBe("FINISHED");
    expect(await db.matchResult.count({ where: { gameId } })).toBe(2);
    expect(await db.move.count({ where: { gameId } })).toBe(seq);
    console.log(
      `two processes: ${seq} moves, each seen on the other process's stream; slowest ${slowest.toFixed(0)} ms`,
    );
  });
});
