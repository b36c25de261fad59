// CSRF refusal of tRPC mutations over HTTP, the body limit, the database-backed rate limits on sign-up and moves,
// production error messages, and the session cookie's flags.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleTRPCRequest } from "../api/http";
import { createTRPCRouter, publicProcedure } from "../api/trpc";
import { SESSION_COOKIE_NAMES } from "../auth/session";
import { prepareRequestHeaders } from "../boot/http-server";
import { projectRoot } from "../db/migrations";
import { callerFor, testContext } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { startTable } from "../testing/play";
import { startOfAWindowWithRoom } from "../testing/rate-window";
import { enforceRateLimit, moveLimit } from "./rate-limit";

describeWithDatabase("web security", (t) => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_MOVES_PER_MINUTE;
  });

  const signUp = (headers: Record<string, string>, body: string, address = "198.51.100.1") =>
    handleTRPCRequest(
      new Request("http://play.example/api/trpc/auth.signUp", {
        method: "POST",
        headers: { host: "play.example", ...headers },
        body,
      }),
      async () => testContext(t().db, { clientAddress: address }),
    );
  const account = (n: string) =>
    JSON.stringify({
      json: { email: `csrf-${n}@example.test`, displayName: `Csrf ${n}`, password: "long enough secret" },
    });

  it("refuses a mutation from another site, or sent as a form, before doing anything", async () => {
    const { db } = t();
    const cross = await signUp({ "content-type": "application/json", origin: "https://evil.example" }, account("a"));
    expect(cross.status).toBe(403);
    expect(await cross.json()).toMatchObject({
      error: { json: { message: "Requests from other sites are not accepted.", data: { code: "FORBIDDEN" } } },
    });
    const form = await signUp({ "content-type": "text/plain", origin: "http://play.example" }, account("b"));
    expect(form.status).toBe(403);
    const urlencoded = await signUp({ "content-type": "application/x-www-form-urlencoded" }, account("c"));
    expect(urlencoded.status).toBe(403);
    const badOrigin = await signUp({ "content-type": "application/json", origin: "null" }, account("d"));
    expect(badOrigin.status).toBe(403);
    expect(await db.user.count({ where: { email: { startsWith: "csrf-" } } })).toBe(0);
    // The site's own page (same origin) and a non-browser client (no Origin) go through.
    expect(
      (await signUp({ "content-type": "application/json", origin: "http://play.example" }, account("e"))).status,
    ).toBe(200);
    expect((await signUp({ "content-type": "application/json" }, account("f"))).status).toBe(200);
    // Behind a proxy that rewrites Host: the public URL's origin is this site too.
    process.env.NEXTAUTH_URL = "https://hanafuda.example.org";
    try {
      expect(
        (
          await signUp(
            { "content-type": "application/json", origin: "https://hanafuda.example.org", host: "127.0.0.1:3000" },
            account("g"),
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await signUp(
            {
              "content-type": "application/json",
              origin: "https://hanafuda.example.org.evil.example",
              host: "127.0.0.1:3000",
            },
            account("h"),
          )
        ).status,
      ).toBe(403);
    } finally {
      delete process.env.NEXTAUTH_URL;
    }
    expect(await db.user.count({ where: { email: { startsWith: "csrf-" } } })).toBe(3);
  });

  it("refuses a body over 1 MiB (413), declared or streamed, without reading it all", async () => {
    const big = JSON.stringify({
      json: { email: "big@example.test", displayName: "Big", password: "x".repeat(2 * 1024 * 1024) },
    });
    expect((await signUp({ "content-type": "application/json" }, big)).status).toBe(413);
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        sent++;
        if (sent > 1000) c.close();
        else c.enqueue(chunk);
      },
    });
    const res = await handleTRPCRequest(
      new Request("http://play.example/api/trpc/auth.signUp", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit),
      async () => testContext(t().db),
    );
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(40); // stopped reading at about 1 MiB of the 64 MiB offered
  });

  it("in production an unexpected error reaches the client as a generic message, without its details", async () => {
    const router = createTRPCRouter({
      boom: publicProcedure.mutation(() => {
        throw new Error(
          "connect ECONNREFUSED postgresql://admin:hunter2@db.internal:5432 at Object.<anonymous> (/srv/app/x.js:1:1)",
        );
      }),
    });
    vi.stubEnv("NODE_ENV", "production");
    try {
      const res = await fetchRequestHandler({
        endpoint: "/api/trpc",
        router,
        req: new Request("http://localhost/api/trpc/boom", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
        createContext: async () => testContext(t().db),
      });
      const text = await res.text();
      expect(res.status).toBe(500);
      expect(text).toContain("Something went wrong on the server. Please try again.");
      expect(text).not.toMatch(/hunter2|db\.internal|ECONNREFUSED|\/srv\/app/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("limits sign-ups per client address (shared in the database): the 11th in an hour is refused", async () => {
    const { db } = t();
    const address = "198.51.100.77";
    for (let i = 0; i < 10; i++)
      expect((await signUp({ "content-type": "application/json" }, account(`rl-${i}`), address)).status).toBe(200);
    const refused = await signUp({ "content-type": "application/json" }, account("rl-10"), address);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as {
      error: { json: { message: string; data: { retryAfterSeconds: number } } };
    };
    expect(body.error.json.message).toBe("Too many new accounts from your network. Please try again later.");
    expect(body.error.json.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(await db.user.count({ where: { email: "csrf-rl-10@example.test" } })).toBe(0);
    // Another address is not affected.
    expect((await signUp({ "content-type": "application/json" }, account("rl-other"), "198.51.100.78")).status).toBe(
      200,
    );
  });

  it("limits move submissions per user; refused moves change nothing", async () => {
    const { db } = t();
    process.env.RATE_LIMIT_MOVES_PER_MINUTE = "3";
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    await startOfAWindowWithRoom(moveLimit().windowMs, 15_000);
    const v = await st.callers[0]!.game.view({ gameId: st.gameId });
    const seat = v.toAct[0]!;
    const other = callerFor(db, st.users[1 - seat]!);
    // Three (wrong-turn) attempts count; the fourth is refused by the limit before anything about the game is checked.
    for (let i = 0; i < 3; i++)
      await expect(
        other.game.move({ gameId: st.gameId, seq: 0, move: { seat: 1 - seat, draw: true } }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      other.game.move({ gameId: st.gameId, seq: 0, move: { seat: 1 - seat, draw: true } }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many moves in a short time. Please wait a moment.",
    });
    expect(await db.move.count({ where: { gameId: st.gameId } })).toBe(0);
    // The window ends: counting starts again.
    const later = new Date(Date.now() + 61_000);
    await expect(enforceRateLimit(db, moveLimit(), st.users[1 - seat]!.id, later)).resolves.toBeUndefined();
  });
});

// next-auth v4 decides the session cookie's flags from the site's origin: NEXTAUTH_URL, or (AUTH_TRUST_HOST, which the
// start script sets without NEXTAUTH_URL) the Host and X-Forwarded-Proto headers — which the start script's HTTP
// server sets to "http" unless TRUST_PROXY says a TLS proxy in front may set it. Its helpers are internal (not in the
// package's exports), so they are loaded by file.
describe("session cookie flags", () => {
  const nextAuth = (file: string) =>
    createRequire(import.meta.url)(join(projectRoot(), "node_modules/next-auth", file)) as Record<
      string,
      (...a: unknown[]) => unknown
    >;
  const sessionCookie = (secure: boolean) =>
    (
      nextAuth("core/lib/cookie.js").defaultCookies!(secure) as {
        sessionToken: { name: string; options: Record<string, unknown> };
      }
    ).sessionToken;
  const originOf = (headers: Record<string, string>, trustProxy: boolean) => {
    const req = { headers: { ...headers }, socket: { remoteAddress: "192.0.2.1" } } as unknown as IncomingMessage;
    prepareRequestHeaders(req, trustProxy);
    return nextAuth("utils/detect-origin.js").detectOrigin!(
      req.headers["x-forwarded-host"] ?? req.headers.host,
      req.headers["x-forwarded-proto"],
    ) as string;
  };

  it("HttpOnly and SameSite=Lax always; Secure (and the __Secure- name our session reader accepts) over https only", () => {
    vi.stubEnv("AUTH_TRUST_HOST", "true");
    vi.stubEnv("NEXTAUTH_URL", "");
    try {
      // Served directly over http: a client cannot claim https.
      expect(originOf({ host: "play.example", "x-forwarded-proto": "https" }, false)).toBe("http://play.example");
      // Behind a trusted TLS proxy.
      const https = originOf({ host: "play.example", "x-forwarded-proto": "https" }, true);
      expect(https).toBe("https://play.example");
      const plain = sessionCookie(false);
      const secure = sessionCookie(https.startsWith("https://"));
      expect(plain.options).toMatchObject({ httpOnly: true, sameSite: "lax", secure: false });
      expect(secure.options).toMatchObject({ httpOnly: true, sameSite: "lax", secure: true });
      expect(SESSION_COOKIE_NAMES).toContain(secure.name);
      expect(SESSION_COOKIE_NAMES).toContain(plain.name);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
