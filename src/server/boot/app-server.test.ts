// The production server's tRPC path (docs/decisions/0002-trpc-served-outside-nextjs.md): createAppServer answers
// /api/trpc/<procedures> through tRPC's Node adapter, never through Next.js (its handler here fails the test if it is
// called), with what Next.js adds to every response (next.config.js: the security headers, compression), the real
// request context (session cookie, client address), the same refusals as the Next.js route's fetch handler, and
// subscriptions as server-sent events.
import { mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync } from "node:zlib";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { handleTRPCRequest } from "../api/http";
import { handleTRPCNodeRequest } from "../api/node-http";
import { createTRPCRouter, publicProcedure } from "../api/trpc";
import { openSession } from "../auth/session";
import { projectRoot } from "../db/migrations";
import { setProcessDatabase, type Database } from "../db/database";
import { MemoryBus } from "../realtime/memory-bus";
import { setProcessRealtimeBus } from "../realtime/process-bus";
import { services } from "../services";
import { openStreams } from "../security/stream-limit";
import { describeWithDatabase } from "../testing/database";
import { startTable } from "../testing/play";
import {
  createAppServer,
  loadNextResponseConfig,
  withNextResponseConfig,
  type NextResponseConfig,
  type RequestHandler,
} from "./http-server";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(
  port: number,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method: opts.method ?? "GET", headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

const json = (a: Answer) => JSON.parse(a.body.toString("utf8")) as unknown;
const input = (value: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(value)));

/** An app server whose Next.js handler records what reaches it and answers 599 (so a test sees it was used). */
function appServer(config: NextResponseConfig | null): { server: Server; nextSaw: string[] } {
  const nextSaw: string[] = [];
  const next: RequestHandler = async (req, res) => {
    nextSaw.push(`${req.method} ${req.url}`);
    res.writeHead(599).end("Next.js");
  };
  return {
    server: createAppServer(next, false, config ? withNextResponseConfig(handleTRPCNodeRequest, config) : undefined),
    nextSaw,
  };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return (server.address() as AddressInfo).port;
}

describe("next.config.js's response headers for the server's tRPC path", () => {
  it("are the security headers of every page", async () => {
    const { headers, compress } = await loadNextResponseConfig(projectRoot());
    const h = new Map(headers.map(([k, v]) => [k.toLowerCase(), v]));
    expect(h.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(h.get("content-security-policy")).toContain("default-src 'self'");
    expect(h.get("x-frame-options")).toBe("DENY");
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("permissions-policy")).toContain("camera=()");
    expect(compress).toBe(true);
    // the card sprite's caching rule is for its file only, not for tRPC's answers
    expect(h.get("cache-control")).toBeUndefined();
    // nor the replay page's ask for the window's width
    expect(h.get("critical-ch")).toBeUndefined();
  });

  it("refuses to start with a header rule it cannot apply (one for some paths only)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "next-config-"));
    writeFileSync(
      join(dir, "next.config.js"),
      `export default { async headers() { return [{ source: "/api/:path*", headers: [{ key: "X-Api", value: "1" }] }]; } };\n`,
    );
    await expect(loadNextResponseConfig(dir)).rejects.toThrow(/"\/api\/:path\*"/);
  });
});

describeWithDatabase("the production server's tRPC path", (t) => {
  let config: NextResponseConfig;
  let app: { server: Server; nextSaw: string[] };
  let port: number;

  beforeAll(async () => {
    // The process's database and bus (serve.ts registers them): the real request context reads them.
    const { kind, db, pool, url, schema } = t();
    const database: Database = {
      mode: kind === "embedded" ? "embedded" : "external",
      url,
      schema,
      pool,
      poolMax: 1,
      close: async () => {},
    };
    setProcessDatabase(database);
    services().prisma = Promise.resolve(db);
    setProcessRealtimeBus(new MemoryBus());
    config = await loadNextResponseConfig(projectRoot());
    app = appServer(config);
    port = await listen(app.server);
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    await new Promise((r) => app.server.close(r));
  });

  const expectSecurityHeaders = (a: Answer) => {
    for (const [key, value] of config.headers) expect(a.headers[key.toLowerCase()], key).toBe(value);
    expect(a.headers["x-powered-by"]).toBeUndefined();
  };

  it("answers queries, batches and mutations without Next.js, with the security headers and the session of the cookie", async () => {
    const { db } = t();
    const account = {
      email: `app-server-${Date.now()}@example.test`,
      displayName: "App Server",
      password: "long enough secret",
    };
    const signUp = await send(port, "/api/trpc/auth.signUp", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify(superjson.serialize(account)),
    });
    expect(signUp.status).toBe(200);
    expectSecurityHeaders(signUp);
    const user = await db.user.findUniqueOrThrow({ where: { email: account.email } });
    const { sessionToken } = await openSession(db, user.id);

    const batch = await send(
      port,
      `/api/trpc/user.me,game.catalog?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`,
      { headers: { cookie: `next-auth.session-token=${sessionToken}` } },
    );
    expect(batch.status).toBe(200);
    expectSecurityHeaders(batch);
    const [me, catalog] = json(batch) as { result: { data: { json: unknown } } }[];
    expect(me!.result.data.json).toMatchObject({ id: user.id, displayName: "App Server" });
    expect(Array.isArray(catalog!.result.data.json)).toBe(true);
    // Without the cookie nobody is signed in.
    expect((await send(port, "/api/trpc/user.me")).status).toBe(401);

    // Compressed when the client accepts it, as Next.js does (next.config.js `compress`).
    const gz = await send(port, "/api/trpc/game.catalog", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.body).toString("utf8"))).toEqual(json(await send(port, "/api/trpc/game.catalog")));
    expect(app.nextSaw).toEqual([]);
  });

  it("plays a move with the session read by the move itself (game.move alone in its request)", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const view = await st.callers[0]!.game.view({ gameId: st.gameId });
    const seat = view.toAct[0]!;
    const cookie = `next-auth.session-token=${(await openSession(db, st.users[seat]!.id)).sessionToken}`;
    const mine = await send(port, `/api/trpc/game.view?input=${input({ gameId: st.gameId })}`, { headers: { cookie } });
    const legal = superjson.deserialize((json(mine) as { result: { data: never } }).result.data) as {
      legalMoves: Record<string, unknown>[];
      seq: number;
    };
    const moved = await send(port, "/api/trpc/game.move", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "accept-encoding": "gzip" },
      body: JSON.stringify(superjson.serialize({ gameId: st.gameId, seq: legal.seq, move: legal.legalMoves[0] })),
    });
    expect(moved.status).toBe(200);
    // A mutation's answer goes as it is, though the client accepts gzip (http-server.ts).
    expect(moved.headers["content-encoding"]).toBeUndefined();
    expect(json(moved)).toMatchObject({ result: { data: { json: { seq: legal.seq + 1 } } } });
    expect(await db.move.count({ where: { gameId: st.gameId } })).toBe(1);
    // Someone else's session may not move that seat.
    const other = `next-auth.session-token=${(await openSession(db, st.users[1 - seat]!.id)).sessionToken}`;
    const refused = await send(port, "/api/trpc/game.move", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: other },
      body: JSON.stringify(superjson.serialize({ gameId: st.gameId, seq: legal.seq + 1, move: legal.legalMoves[0] })),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await db.move.count({ where: { gameId: st.gameId } })).toBe(1);
    expect(app.nextSaw).toEqual([]);
  });

  it("refuses cross-site and form mutations (403) and bodies over 1 MiB (413) exactly as the Next.js route does", async () => {
    const { db } = t();
    const body = JSON.stringify(
      superjson.serialize({ email: "refused@example.test", displayName: "Refused", password: "long enough secret" }),
    );
    const cases: { headers: Record<string, string>; body: string }[] = [
      { headers: { "content-type": "application/json", origin: "https://evil.example" }, body },
      { headers: { "content-type": "text/plain" }, body },
      { headers: { "content-type": "application/x-www-form-urlencoded" }, body },
      { headers: { "content-type": "application/json", origin: "null" }, body },
      {
        headers: { "content-type": "application/json" },
        body: JSON.stringify(
          superjson.serialize({ email: "big@example.test", displayName: "Big", password: "x".repeat(2 * 1024 * 1024) }),
        ),
      },
    ];
    for (const c of cases) {
      const node = await send(port, "/api/trpc/auth.signUp", {
        method: "POST",
        headers: { host: "play.example", ...c.headers },
        body: c.body,
      });
      const fetched = await handleTRPCRequest(
        new Request("http://play.example/api/trpc/auth.signUp", {
          method: "POST",
          headers: { host: "play.example", ...c.headers },
          body: c.body,
        }),
      );
      expect(node.status).toBe(fetched.status);
      expect([403, 413]).toContain(node.status);
      expect(node.body.toString("utf8")).toBe(await fetched.text());
      expect(node.headers["content-type"]).toBe(fetched.headers.get("content-type"));
      expectSecurityHeaders(node);
    }
    // Streamed without a length: reading stops at the limit.
    const chunked = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/trpc/auth.signUp",
          method: "POST",
          headers: { "content-type": "application/json" },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res
            .on("data", (c: Buffer) => chunks.push(c))
            .on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on("error", () => {}); // the server closes the connection after its answer
      const chunk = Buffer.alloc(64 * 1024, "x");
      let sent = 0;
      const pump = () => {
        while (sent < 64 && req.write(chunk)) sent++;
        if (sent < 64) req.once("drain", pump);
        else req.end();
      };
      pump();
      setTimeout(() => reject(new Error("no answer")), 20_000).unref();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body.toString("utf8"))).toMatchObject({
      error: { json: { message: "The request is too large.", data: { code: "PAYLOAD_TOO_LARGE", httpStatus: 413 } } },
    });
    expect(await db.user.count({ where: { email: { in: ["refused@example.test", "big@example.test"] } } })).toBe(0);
    expect(app.nextSaw).toEqual([]);
  });

  it("streams subscriptions as server-sent events with the security headers, counted against the stream limit", async () => {
    // A subscription of its own (through publicProcedure, so with the stream limit), on a server like the others.
    const ticks = createTRPCRouter({
      ticks: publicProcedure.input(z.object({ ms: z.number() })).subscription(async function* ({ input, signal }) {
        for (let n = 0; !signal?.aborted; n++) {
          yield { tick: n };
          await sleep(input.ms, undefined, { signal }).catch(() => {});
        }
      }),
    });
    const streaming = createAppServer(
      async () => {
        throw new Error("Next.js was called");
      },
      false,
      withNextResponseConfig((req, res) => handleTRPCNodeRequest(req, res, undefined, ticks), config),
    );
    const streamingPort = await listen(streaming);
    const address = "address:127.0.0.1";
    const before = openStreams(address);
    const controller = new AbortController();
    try {
      const res = await fetch(`http://127.0.0.1:${streamingPort}/api/trpc/ticks?input=${input({ ms: 50 })}`, {
        headers: { accept: "text/event-stream", "accept-encoding": "gzip" },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      // Events go as they are, though the client accepts gzip (no-transform): nothing buffers them on the way.
      expect(res.headers.get("content-encoding")).toBeNull();
      for (const [key, value] of config.headers) expect(res.headers.get(key)).toBe(value);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = "";
      let seen = 0;
      while (seen < 3) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        seen = (text.match(/"tick":\d+/g) ?? []).length;
      }
      expect(seen).toBeGreaterThanOrEqual(3);
      expect(openStreams(address)).toBe(before + 1);
      controller.abort();
      await reader.cancel().catch(() => {});
      // The closed connection ends the stream and gives its slot back.
      for (let i = 0; i < 50 && openStreams(address) !== before; i++) await sleep(20);
      expect(openStreams(address)).toBe(before);
    } finally {
      streaming.closeAllConnections();
      await new Promise((r) => streaming.close(r));
    }
  });

  it("leaves everything else to Next.js: other paths, other methods, paths it would redirect", async () => {
    app.nextSaw.length = 0;
    for (const [method, path] of [
      ["GET", "/"],
      ["GET", "/api/auth/session"],
      ["GET", "/api/trpc/"],
      ["GET", "/api/trpc/game.catalog/"],
      ["GET", "/api/trpc/game/catalog"],
      ["OPTIONS", "/api/trpc/game.catalog"],
      ["HEAD", "/api/trpc/game.catalog"],
    ] as const) {
      expect((await send(port, path, { method })).status, `${method} ${path}`).toBe(599);
    }
    expect(app.nextSaw).toHaveLength(7);
  });
});

describe("in development", () => {
  it("every request goes to Next.js (its route serves tRPC, reloading with the pages)", async () => {
    const app = appServer(null);
    const port = await listen(app.server);
    try {
      expect((await send(port, "/api/trpc/game.catalog")).status).toBe(599);
      expect(app.nextSaw).toEqual(["GET /api/trpc/game.catalog"]);
    } finally {
      await new Promise((r) => app.server.close(r));
    }
  });
});
