// The floor of bench:server: the least a server must do for a move that the players can see. It speaks the real
// server's wire format for what the benchmark's clients use (sign-in, table.create, table.join, game.view, game.move,
// table.onChange), so the same clients and the same loop drive both. A move is one HTTP POST, ONE SQL statement that
// stores it and NOTIFYs (the database settles races: a move is stored only after the previous one and only once), a
// JSON answer, and the notification written as a server-sent event to both players' open streams, in whichever
// process holds them. There is no game engine: the turn alternates, the legal moves are a fixed list, and a view is
// padded to FLOOR_VIEW_BYTES so answers and events carry as many bytes as the real server's.
//
// Environment: PORT, HOST, AUTH_SECRET (signs the session cookie), DB_POOL_MAX, FLOOR_VIEW_BYTES, and either
// DATABASE_URL (PostgreSQL, `?schema=` honoured; several processes may share it) or FLOOR_PGLITE_DIR (PGlite in
// this process). It prints "floor is ready" once it listens.
import { PGlite } from "@electric-sql/pglite";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { eventLoopTurn } from "../../src/server/db/event-loop-turn";

interface Db {
  query(sql: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
}

const SCHEMA_SQL = [
  `CREATE TABLE IF NOT EXISTS floor_game (id text PRIMARY KEY, seat0 text NOT NULL, seat1 text)`,
  `CREATE TABLE IF NOT EXISTS floor_move (game_id text NOT NULL, seq int NOT NULL, seat int NOT NULL,
     move jsonb NOT NULL, at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (game_id, seq))`,
];

async function openPostgres(url: string, poolMax: number): Promise<Db> {
  const u = new URL(url);
  const schema = u.searchParams.get("schema");
  u.searchParams.delete("schema");
  const options = schema ? { options: `-c search_path="${schema.replaceAll('"', '""')}"` } : {};
  const pool = new pg.Pool({ connectionString: u.toString(), max: poolMax, ...options });
  const listener = new pg.Client({ connectionString: u.toString(), ...options });
  await listener.connect();
  return {
    query: (sql, params) => pool.query(sql, params),
    async listen(channel, onPayload) {
      listener.on("notification", (n) => n.channel === channel && n.payload !== undefined && onPayload(n.payload));
      await listener.query(`LISTEN "${channel}"`);
    },
  };
}

async function openPglite(dir: string): Promise<Db> {
  const db = await PGlite.create(dir);
  return {
    // The event loop's turns between statements, as the real server's embedded connection gives them.
    query: async (sql, params) => {
      const turn = eventLoopTurn();
      if (turn) await turn;
      return db.query<Record<string, unknown>>(sql, params);
    },
    async listen(channel, onPayload) {
      await db.listen(channel, onPayload);
    },
  };
}

// --- sessions: the cookie names its user and carries an HMAC, so any process can check it without a lookup ------

const SECRET = process.env.AUTH_SECRET || randomBytes(32).toString("base64");
const COOKIE = "next-auth.session-token";
const sign = (user: string) => createHmac("sha256", SECRET).update(user).digest("base64url");

function userOf(req: http.IncomingMessage): string | null {
  for (const part of (req.headers.cookie ?? "").split(/;\s*/)) {
    if (!part.startsWith(`${COOKIE}=`)) continue;
    const value = decodeURIComponent(part.slice(COOKIE.length + 1));
    const dot = value.lastIndexOf(".");
    const user = value.slice(0, dot);
    const mac = Buffer.from(value.slice(dot + 1));
    const want = Buffer.from(sign(user));
    return dot > 0 && mac.length === want.length && timingSafeEqual(mac, want) ? user : null;
  }
  return null;
}

// --- games: what this process knows of the games its players use --------------------------------------------------

const LEGAL_MOVES = Array.from({ length: 8 }, (_, card) => ({ kind: "play", card }));
const VIEW_BYTES = Number(process.env.FLOOR_VIEW_BYTES || "0");

interface Game {
  id: string;
  seats: [string, string | null];
  seq: number;
  /** Open streams: their response and seat. */
  streams: Set<{ res: http.ServerResponse; seat: number }>;
}
const games = new Map<string, Game>();

function view(game: Game, seat: number): string {
  const base = {
    gameId: game.id,
    seq: game.seq,
    status: "ACTIVE",
    mySeat: seat,
    toAct: [game.seq % 2],
    legalMoves: seat === game.seq % 2 ? LEGAL_MOVES : [],
  };
  const text = JSON.stringify(base);
  const pad = VIEW_BYTES - text.length - 10;
  return pad > 0 ? `${text.slice(0, -1)},"pad":"${"x".repeat(pad)}"}` : text;
}

async function gameOf(db: Db, id: string): Promise<Game | null> {
  const known = games.get(id);
  if (known?.seats[1]) return known;
  const { rows } = await db.query(
    `SELECT seat0, seat1, (SELECT coalesce(max(seq), 0) FROM floor_move WHERE game_id = $1) AS seq
       FROM floor_game WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  // Another request may have cached the game meanwhile: its streams are on that object, so it stays the one.
  const game: Game = games.get(id) ?? { id, seats: [String(row.seat0), null], seq: 0, streams: new Set() };
  game.seats[1] = row.seat1 === null ? null : String(row.seat1);
  game.seq = Math.max(game.seq, Number(row.seq));
  games.set(id, game);
  return game;
}

/** A notification: the move's game moved to `seq`; every open stream of it here gets its seat's view. */
function announce(payload: string): void {
  const [id, seq] = payload.split(" ");
  const game = games.get(id!);
  if (!game) return;
  game.seq = Math.max(game.seq, Number(seq));
  for (const s of game.streams) s.res.write(`data: {"json":{"kind":"game","game":${view(game, s.seat)}}}\n\n`);
}

// --- HTTP ---------------------------------------------------------------------------------------------------------

function send(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}
const ok = (res: http.ServerResponse, json: string) => send(res, 200, `{"result":{"data":{"json":${json}}}}`);
const fail = (res: http.ServerResponse, status: number, message: string) =>
  send(res, status, JSON.stringify({ error: { json: { message } } }));

function bodyOf(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      text += c;
      if (text.length > 100_000) req.destroy(new Error("too large"));
    });
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });
}

function inputOf(url: URL): Record<string, unknown> {
  return (JSON.parse(url.searchParams.get("input") ?? "{}") as { json?: Record<string, unknown> }).json ?? {};
}

async function handle(db: Db, channel: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://floor");
  const path = url.pathname;
  if (path === "/api/auth/csrf") return send(res, 200, '{"csrfToken":"floor"}');
  if (path === "/api/trpc/auth.signUp") return ok(res, "{}");
  if (path === "/api/auth/callback/credentials") {
    const email = new URLSearchParams(await bodyOf(req)).get("email") ?? "";
    if (!email) return fail(res, 400, "no email");
    return send(res, 200, "{}", { "set-cookie": `${COOKIE}=${encodeURIComponent(`${email}.${sign(email)}`)}; Path=/` });
  }
  const user = userOf(req);
  if (!user) return fail(res, 401, "sign in first");
  const input =
    req.method === "POST"
      ? ((JSON.parse(await bodyOf(req)) as { json?: Record<string, unknown> }).json ?? {})
      : inputOf(url);
  const id = typeof input.gameId === "string" ? input.gameId : String(input.tableId ?? "");
  switch (path) {
    case "/api/trpc/table.create": {
      const tableId = randomBytes(9).toString("base64url");
      await db.query(`INSERT INTO floor_game (id, seat0) VALUES ($1, $2)`, [tableId, user]);
      return ok(res, JSON.stringify({ tableId, inviteCode: null }));
    }
    case "/api/trpc/table.join": {
      const { rows } = await db.query(
        `UPDATE floor_game SET seat1 = $2 WHERE id = $1 AND seat1 IS NULL AND seat0 <> $2 RETURNING id`,
        [id, user],
      );
      return rows[0] ? ok(res, JSON.stringify({ gameId: id })) : fail(res, 409, "the table is not open");
    }
  }
  const game = await gameOf(db, id);
  const seat = game ? game.seats.indexOf(user) : -1;
  if (!game || seat < 0) return fail(res, 404, "no such game of yours");
  switch (path) {
    case "/api/trpc/game.view":
      return ok(res, view(game, seat));
    case "/api/trpc/table.onChange": {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const stream = { res, seat };
      game.streams.add(stream);
      res.on("close", () => game.streams.delete(stream));
      res.write(`data: {"json":{"kind":"game","game":${view(game, seat)}}}\n\n`);
      return;
    }
    case "/api/trpc/game.move": {
      const seq = input.seq;
      const move = input.move as { kind?: unknown; card?: unknown } | undefined;
      if (typeof seq !== "number" || !Number.isInteger(seq) || seq < 0) return fail(res, 400, "bad seq");
      if (!LEGAL_MOVES.some((m) => m.kind === move?.kind && m.card === move?.card))
        return fail(res, 400, "not a legal move");
      if (seq % 2 !== seat) return fail(res, 409, "not your turn");
      const { rows } = await db.query(
        `WITH m AS (
           INSERT INTO floor_move (game_id, seq, seat, move)
           SELECT $1, $2, $3, $4 WHERE $2 = 1 OR EXISTS (SELECT 1 FROM floor_move WHERE game_id = $1 AND seq = $2 - 1)
           ON CONFLICT DO NOTHING RETURNING seq)
         SELECT pg_notify($5, $1 || ' ' || $2) AS sent FROM m`,
        [id, seq + 1, seat, JSON.stringify(move), channel],
      );
      if (rows.length === 0) return fail(res, 409, "the game has moved on");
      game.seq = Math.max(game.seq, seq + 1);
      return ok(res, view({ ...game, seq: seq + 1 }, seat));
    }
  }
  return fail(res, 404, "no such procedure");
}

async function main(): Promise<void> {
  const poolMax = Number(process.env.DB_POOL_MAX || "10");
  const db = process.env.DATABASE_URL
    ? await openPostgres(process.env.DATABASE_URL, poolMax)
    : await openPglite(process.env.FLOOR_PGLITE_DIR || "memory://");
  for (const sql of SCHEMA_SQL) await db.query(sql, []);
  // One channel per database schema: other work on the same PostgreSQL server listens on its own.
  const channel = `floor_${new URL(process.env.DATABASE_URL || "x://pglite").searchParams.get("schema") ?? "public"}`;
  await db.listen(channel, announce);
  const server = http.createServer((req, res) => {
    handle(db, channel, req, res).catch((e: unknown) => {
      console.error(e);
      if (!res.headersSent) fail(res, 500, "internal error");
      else res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.PORT || "3000"), process.env.HOST || "127.0.0.1", () =>
    console.log("floor is ready"),
  );
  process.on("SIGTERM", () => process.exit(0));
}

void main();
