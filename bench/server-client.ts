// The benchmark's clients of bench:server: real users over HTTP, as the browser does it (tRPC queries and mutations,
// the session cookie from the credentials sign-in, the table page's event stream), and the figures they collect.
// The same clients drive the real server and the floor (bench/floor/serve.ts), which speaks the same wire format.
import http from "node:http";
import { createGunzip } from "node:zlib";

export const PASSWORD = "bench password of some length";

// --- HTTP ------------------------------------------------------------------------------------------------------

export const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Every request accepts gzip, as a browser's does: the server compresses what it would compress for a player. */
const acceptEncoding = (): Record<string, string> => ({ "accept-encoding": "gzip" });
/** The response's body as it was written, gunzipped when the server compressed it. */
const bodyOf = (res: http.IncomingMessage): NodeJS.ReadableStream =>
  res.headers["content-encoding"] === "gzip" ? res.pipe(createGunzip()) : res;

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export function request(
  port: number,
  method: string,
  path: string,
  opts: { body?: string; headers?: Record<string, string> } = {},
  retried = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: {
          ...(opts.body !== undefined ? { "content-length": Buffer.byteLength(opts.body) } : {}),
          ...acceptEncoding(),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        const body = bodyOf(res);
        body.on("data", (c: Buffer) => chunks.push(c));
        body.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", (e: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed just before we reused it: the documented retry.
      if (!retried && req.reusedSocket && e.code === "ECONNRESET")
        request(port, method, path, opts, true).then(resolve, reject);
      else reject(e);
    });
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/** `n` connections to `port` opened at once and left idle in the agent (its free sockets: up to 256 per server). */
export async function openConnections(port: number, n: number): Promise<void> {
  await Promise.all(Array.from({ length: n }, () => request(port, "GET", "/api/auth/csrf")));
}

export function cookiesOf(a: Answer): string[] {
  return (a.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!);
}

/** The move answers' count and size so far: the floor pads its views to the real server's mean. */
export const wire = {
  moveAnswers: 0,
  moveAnswerBytes: 0,
  streamReopens: 0,
  reopenReasons: [] as string[],
  /** Events received on the site streams (--site-streams). */
  siteEvents: 0,
};

/**
 * Whether each player's table page also holds the site's stream (system.live: the footer's clock every `clockMs`, the
 * bell's count), as a browser's does; null: the table's stream alone.
 */
export const pages = { siteClockMs: null as number | null };

export interface View {
  gameId: string;
  seq: number;
  status: string;
  mySeat: number | null;
  toAct: number[];
  legalMoves: Record<string, unknown>[];
}

export class Client {
  cookie = "";
  constructor(
    public port: number,
    readonly email: string,
  ) {}

  private headers(extra: Record<string, string> = {}) {
    return { "content-type": "application/json", cookie: this.cookie, ...extra };
  }

  async mutation<T>(path: string, input: unknown): Promise<T> {
    const a = await request(this.port, "POST", `/api/trpc/${path}`, {
      body: JSON.stringify({ json: input }),
      headers: this.headers(),
    });
    if (a.status !== 200) throw new Error(`${path}: ${a.status} ${a.text.slice(0, 200)}`);
    if (path === "game.move") {
      wire.moveAnswers++;
      wire.moveAnswerBytes += a.text.length;
    }
    return (JSON.parse(a.text) as { result: { data: { json: T } } }).result.data.json;
  }

  async query<T>(path: string, input: unknown): Promise<T> {
    const a = await request(
      this.port,
      "GET",
      `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
      { headers: this.headers() },
    );
    if (a.status !== 200) throw new Error(`${path}: ${a.status} ${a.text.slice(0, 200)}`);
    return (JSON.parse(a.text) as { result: { data: { json: T } } }).result.data.json;
  }

  /** Signs up (unless the account exists) and in through next-auth's credentials callback. */
  async signIn(displayName: string): Promise<void> {
    const up = await request(this.port, "POST", "/api/trpc/auth.signUp", {
      body: JSON.stringify({ json: { email: this.email, displayName, password: PASSWORD } }),
      headers: { "content-type": "application/json" },
    });
    if (up.status !== 200 && up.status !== 409) throw new Error(`sign-up: ${up.status} ${up.text.slice(0, 200)}`);
    const csrf = await request(this.port, "GET", "/api/auth/csrf");
    const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
    const form = new URLSearchParams({ csrfToken, email: this.email, password: PASSWORD, json: "true" }).toString();
    const a = await request(this.port, "POST", "/api/auth/callback/credentials", {
      body: form,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    });
    const session = cookiesOf(a).find((c) => c.startsWith("next-auth.session-token="));
    if (!session) throw new Error(`sign-in of ${this.email}: ${a.status}, no session cookie`);
    this.cookie = session;
  }

  /**
   * table.onChange (the table page's stream) as server-sent events: every game view received goes to `onView` until
   * `signal` aborts. A stream the server ends or refuses (e.g. a database too busy to open it in time) is opened again
   * a second later, as the site's client does; `wire.streamReopens` counts those.
   */
  listen(tableId: string, onView: (v: View) => void, signal: AbortSignal, onBadEvent: (text: string) => void): void {
    const input = encodeURIComponent(JSON.stringify({ json: { tableId } }));
    let reopening = false;
    const reopen = (why: string) => {
      if (reopening || signal.aborted) return;
      reopening = true;
      wire.streamReopens++;
      if (wire.reopenReasons.length < 5) wire.reopenReasons.push(why);
      setTimeout(() => this.listen(tableId, onView, signal, onBadEvent), 1000 + Math.random() * 1000);
    };
    const req = http.get(
      {
        host: "127.0.0.1",
        port: this.port,
        path: `/api/trpc/table.onChange?input=${input}`,
        headers: { accept: "text/event-stream", cookie: this.cookie, ...acceptEncoding() },
        signal,
      },
      (res) => {
        let text = "";
        const body = bodyOf(res);
        body.setEncoding("utf8");
        res.on("end", () => reopen(`ended (${res.statusCode})`));
        body.on("data", (chunk: string) => {
          text += chunk;
          let end;
          while ((end = text.indexOf("\n\n")) >= 0) {
            const event = text.slice(0, end);
            text = text.slice(end + 2);
            const lines = event.split("\n");
            const data = lines.find((l) => l.startsWith("data: "));
            if (lines.includes("event: serialized-error") && wire.reopenReasons.length < 5)
              wire.reopenReasons.push(event.slice(0, 200));
            // Named events are tRPC's own (connected, ping, restore-id: the last tracked id after an untracked event).
            if (!data || lines.some((l) => l.startsWith("event:"))) continue;
            let parsed: { json?: { kind?: string; game?: View } };
            try {
              parsed = JSON.parse(data.slice(6)) as { json?: { kind?: string; game?: View } };
            } catch {
              onBadEvent(event.slice(0, 200));
              continue;
            }
            if (parsed.json?.kind === "game" && parsed.json.game?.gameId) onView(parsed.json.game);
          }
        });
        res.on("error", () => reopen("response error"));
      },
    );
    req.on("error", (e) => reopen(e.message));
  }

  /** system.live as the site's pages read it: its events counted and dropped; opened again if it ends. */
  listenSite(clockMs: number, signal: AbortSignal): void {
    const input = encodeURIComponent(JSON.stringify({ json: { clockMs } }));
    const reopen = () => {
      if (signal.aborted) return;
      wire.streamReopens++;
      setTimeout(() => this.listenSite(clockMs, signal), 1000 + Math.random() * 1000);
    };
    const req = http.get(
      {
        host: "127.0.0.1",
        port: this.port,
        path: `/api/trpc/system.live?input=${input}`,
        headers: { accept: "text/event-stream", cookie: this.cookie, ...acceptEncoding() },
        signal,
      },
      (res) => {
        res.setEncoding("utf8");
        let last = ""; // an event's end may come split over two chunks
        res.on("data", (chunk: string) => {
          wire.siteEvents += (last + chunk).split("\n\n").length - 1;
          last = chunk.endsWith("\n") && !chunk.endsWith("\n\n") ? "\n" : "";
        });
        res.on("end", reopen);
        res.on("error", reopen);
      },
    );
    req.on("error", reopen);
  }
}

// --- figures ---------------------------------------------------------------------------------------------------

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
export const ms = (x: number) => (Number.isNaN(x) ? "-" : `${x.toFixed(x < 10 ? 1 : 0)} ms`);

export interface RunStats {
  moves: number;
  latencies: number[];
  seenBy: number[];
  errors: number;
  errorSamples: string[];
  gamesFinished: number;
}

export function error(stats: RunStats, e: unknown): void {
  stats.errors++;
  if (stats.errorSamples.length < 5) stats.errorSamples.push((e as Error).message ?? String(e));
}

// --- one game: two clients, each moving as soon as it is its turn -----------------------------------------------

/** The clients' random numbers: a seeded linear congruential generator, so a run's choices repeat. */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

export class ViewBox {
  latest: View | null = null;
  private waiters: (() => void)[] = [];
  offer(v: View): void {
    if (this.latest && v.seq <= this.latest.seq) return;
    this.latest = v;
    for (const w of this.waiters.splice(0)) w();
  }
  /** Resolves once a first view has come (its stream is open and answered), or after `ms`. */
  async first(ms: number): Promise<boolean> {
    const end = Date.now() + ms;
    while (!this.latest && Date.now() < end) await this.changed(end - Date.now());
    return this.latest !== null;
  }
  /** Waits for a newer view (or `ms`). */
  changed(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

// --- one game: its two players and their streams ------------------------------------------------------------

export interface Slot {
  a: Client;
  b: Client;
}

/** Every benchmark table: 2-player Sakura, 12 rounds, an hour per move (no deadline fires in a run). */
export const NEW_TABLE = {
  game: "sakura",
  playerCount: 2,
  teams: "none",
  options: { rounds: 12 },
  timeControl: { kind: "per_move", seconds: 3600 },
  timeoutsBeforeForfeit: null,
  visibility: "PRIVATE",
} as const;

export async function newGame(slot: Slot): Promise<{ gameId: string; tableId: string }> {
  const t = await slot.a.mutation<{ tableId: string; inviteCode: string | null }>("table.create", NEW_TABLE);
  const joined = await slot.b.mutation<{ gameId: string | null }>("table.join", {
    tableId: t.tableId,
    inviteCode: t.inviteCode ?? undefined,
  });
  if (!joined.gameId) throw new Error("the table did not start");
  return { gameId: joined.gameId, tableId: t.tableId };
}

/** When each move (by the seq it makes) was sent and by which seat: the opponent's stream measures how late it saw it. */
export type SentAt = Map<number, { at: number; by: number }>;

/** Opens both players' table streams; every view received goes to that seat's box until `signal` aborts. */
export function openStreams(
  slot: Slot,
  tableId: string,
  sentAt: SentAt,
  signal: AbortSignal,
  stats: RunStats,
): [ViewBox, ViewBox] {
  const boxes: [ViewBox, ViewBox] = [new ViewBox(), new ViewBox()];
  [slot.a, slot.b].forEach((c, i) => {
    if (pages.siteClockMs !== null) c.listenSite(pages.siteClockMs, signal);
    c.listen(
      tableId,
      (v) => {
        const sent = sentAt.get(v.seq);
        // The opponent's stream: how long after the move was sent this seat saw it.
        if (sent !== undefined && sent.by !== i && boxes[i]!.latest && v.seq > boxes[i]!.latest!.seq)
          stats.seenBy.push(performance.now() - sent.at);
        boxes[i]!.offer(v);
      },
      signal,
      (text) => error(stats, new Error(`unreadable stream event: ${JSON.stringify(text)}`)),
    );
  });
  return boxes;
}
