// The production server's own subscription writer (subscription-stream.ts) on the wire: byte for byte what tRPC's
// resolveResponse sends for the same calls (events, ids, restore-id, errors, the return event, the headers), read by
// tRPC's own client (httpSubscriptionLink) with reconnection from the last event id, pings, and a closed stream giving
// back its bus subscription and its slot.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createTRPCClient, httpSubscriptionLink } from "@trpc/client";
import { initTRPC, tracked } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { DomainError } from "../errors";
import { MemoryBus } from "../realtime/memory-bus";
import { openStreams } from "../security/stream-limit";
import { TestEventSource } from "../testing/event-source";
import type { RequestContext } from "./context";
import { logInternalError } from "./http";
import { handleTRPCNodeRequest } from "./node-http";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "./trpc";

const bus = new MemoryBus();
const ADDRESS = "203.0.113.77";
const context = async (): Promise<RequestContext> => ({
  db: null as never,
  bus,
  loadSession: () => Promise.resolve(null),
  clientAddress: ADDRESS,
  config: { adminEmail: undefined },
});

const router = createTRPCRouter({
  /** Tracked ticks from after the last event id, then (`plain`) one untracked event, then the end. */
  ticks: publicProcedure
    .input(
      z.object({ count: z.number().int().max(50), plain: z.boolean().optional(), lastEventId: z.string().nullish() }),
    )
    .subscription(async function* ({ input }) {
      const from = input.lastEventId ? Number(input.lastEventId.slice(1)) + 1 : 0;
      for (let n = from; n < input.count; n++)
        yield tracked(`t${n}`, { tick: n, at: new Date(Date.UTC(2026, 0, n + 1)) });
      if (input.plain) yield { plain: "no id" };
    }),
  /** Text beyond ASCII, in an event and in its id. */
  words: publicProcedure.subscription(async function* () {
    yield tracked("札1", { text: "花札 — é" });
  }),
  untracked: publicProcedure.subscription(async function* () {
    yield 1;
    yield "two";
  }),
  fails: publicProcedure.subscription(async function* () {
    yield tracked("a", 1);
    throw new Error("the source broke");
  }),
  /** The pool's wait for a connection, met once the stream runs. */
  busyMidway: publicProcedure.subscription(async function* () {
    yield tracked("a", 1);
    throw new Error("timeout exceeded when trying to connect");
  }),
  refusedMidway: publicProcedure.subscription(async function* () {
    yield tracked("a", 1);
    throw new DomainError("FORBIDDEN", "notSeatGame");
  }),
  /** An unexpected error before the stream starts. */
  broken: publicProcedure
    .use(() => {
      throw new Error("the middleware broke");
    })
    .subscription(async function* () {
      yield 1;
    }),
  refused: protectedProcedure.subscription(async function* () {
    yield 1;
  }),
  /** Every message on the bus's test channel, with the id the stream was resumed from. */
  listen: publicProcedure
    .input(z.object({ lastEventId: z.string().nullish() }).optional())
    .subscription(async function* ({ ctx, input, signal }) {
      for await (const e of ctx.bus.subscribe("test-channel", signal))
        if (e.kind === "message")
          yield tracked(String(e.payload.n), { n: Number(e.payload.n), from: input?.lastEventId ?? null });
    }),
});

// A router of its own with a short ping interval.
const quick = initTRPC.context<RequestContext>().create({
  sse: { ping: { enabled: true, intervalMs: 40 }, client: { reconnectAfterInactivityMs: 5000 } },
});
const pinging = quick.router({
  quiet: quick.procedure.subscription(async function* ({ signal }) {
    await new Promise((r) => signal?.addEventListener("abort", r));
    yield 0;
  }),
});

// One with an option the writer leaves to tRPC: a maximum duration.
const limited = initTRPC.context<RequestContext>().create({ sse: { maxDurationMs: 100 } });
const bounded = limited.router({
  quiet: limited.procedure.subscription(async function* ({ signal }) {
    await new Promise((r) => signal?.addEventListener("abort", r));
    yield 0;
  }),
});

/** The open responses, to drop a connection from the server's side. */
const open = new Set<ServerResponse>();

function serve(r: typeof router | typeof pinging | typeof bounded): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    open.add(res);
    res.once("close", () => open.delete(res));
    void handleTRPCNodeRequest(req, res, context, r);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(value)));
/** Error shapes carry a stack trace outside production, from wherever each path threw. */
const withoutStacks = (body: string) =>
  body.replace(/\\"stack\\":\\"(?:[^"\\]|\\\\.)*\\"|"stack":"(?:[^"\\]|\\.)*"/g, "");

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 250 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error(`waited in vain for ${what}`);
}

describe("subscriptions on the production server's own writer", () => {
  let server: Server;
  let port: number;
  let pingServer: Server;
  let pingPort: number;
  beforeAll(async () => {
    ({ server, port } = await serve(router));
    ({ server: pingServer, port: pingPort } = await serve(pinging));
  });
  afterAll(async () => {
    for (const s of [server, pingServer]) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });

  const HEADERS = ["content-type", "cache-control", "x-accel-buffering", "connection", "vary"];

  it.each([
    [
      "tracked events, then an untracked one (restore-id), then return",
      `ticks?input=${input({ count: 3, plain: true })}`,
      {},
    ],
    ["resumed after the Last-Event-ID header", `ticks?input=${input({ count: 4 })}`, { "last-event-id": "t1" }],
    ["resumed after the link's lastEventId parameter", `ticks?input=${input({ count: 4 })}&lastEventId=t2`, {}],
    [
      "an id that cannot go back in an id field",
      `ticks?input=${input({ count: 1, plain: true })}&lastEventId=a%0Ab`,
      {},
    ],
    ["untracked events", "untracked", {}],
    ["a source that breaks midway", "fails", {}],
    ["a refusal of the procedure's middleware", "refused", {}],
    ["an unexpected error before the stream starts", "broken", {}],
    ["input that fails validation", `ticks?input=${input({ count: "many" })}`, {}],
    ["input that is not JSON", "ticks?input=%7Bnot-json", {}],
  ])("writes what tRPC writes: %s", async (_what, path, headers: Record<string, string>) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const node = await fetch(`http://127.0.0.1:${port}/api/trpc/${path}`, { headers });
      const nodeBody = await node.text();
      const nodeErrors = errors.mock.calls.length;
      const web = await fetchRequestHandler({
        endpoint: "/api/trpc",
        req: new Request(`http://localhost/api/trpc/${path}`, { headers }),
        router,
        createContext: context,
        onError: logInternalError,
      });
      const webBody = await web.text();
      expect(node.status).toBe(web.status);
      for (const h of HEADERS) expect([h, node.headers.get(h)]).toEqual([h, web.headers.get(h)]);
      expect(withoutStacks(nodeBody)).toBe(withoutStacks(webBody));
      expect(nodeBody).toMatch(/^event: connected\ndata: \{"reconnectAfterInactivityMs":40000\}\n\n\n/);
      // Unexpected errors are logged; once where tRPC's own path logs an error before the stream starts twice.
      if (path === "fails") expect([nodeErrors, errors.mock.calls.length - nodeErrors]).toEqual([1, 1]);
      if (path === "broken") expect([nodeErrors, errors.mock.calls.length - nodeErrors]).toEqual([1, 2]);
    } finally {
      errors.mockRestore();
    }
  });

  it.each([
    ["a busy database", "busyMidway", "SERVICE_UNAVAILABLE", 503],
    ["a domain refusal", "refusedMidway", "FORBIDDEN", 403],
  ])("says what a source met once running as the procedures do: %s", async (_what, path, code, status) => {
    const body = await (await fetch(`http://127.0.0.1:${port}/api/trpc/${path}`)).text();
    const error = body.split("event: serialized-error\ndata: ")[1]?.split("\n")[0];
    expect(error).toBeDefined();
    expect(error).toContain(`"code":"${code}"`);
    expect(error).toContain(`"httpStatus":${status}`);
    expect(error).not.toContain("INTERNAL_SERVER_ERROR");
  });

  it("sends tracked ids and the end as the EventSource format wants them", async () => {
    const body = await (
      await fetch(`http://127.0.0.1:${port}/api/trpc/ticks?input=${input({ count: 1, plain: true })}`)
    ).text();
    const json = JSON.stringify(superjson.serialize({ tick: 0, at: new Date(Date.UTC(2026, 0, 1)) }));
    expect(body).toBe(
      'event: connected\ndata: {"reconnectAfterInactivityMs":40000}\n\n\n' +
        `data: ${json}\nid: t0\n\n\n` +
        `data: ${JSON.stringify(superjson.serialize({ plain: "no id" }))}\nid: \n\n\nevent: restore-id\ndata: \nid: t0\n\n\n` +
        "event: return\ndata: \n\n\n",
    );
  });

  it("writes text beyond ASCII in events and ids as UTF-8", async () => {
    const body = await (await fetch(`http://127.0.0.1:${port}/api/trpc/words`)).text();
    expect(body).toContain(`data: ${JSON.stringify(superjson.serialize({ text: "花札 — é" }))}\nid: 札1\n\n\n`);
  });

  it("pings a quiet stream at the configured interval", async () => {
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${pingPort}/api/trpc/quiet`, { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const started = Date.now();
    while ((text.match(/event: ping/g) ?? []).length < 3) text += decoder.decode((await reader.read()).value);
    const elapsed = Date.now() - started;
    controller.abort();
    await reader.cancel().catch(() => {});
    expect(text.startsWith('event: connected\ndata: {"reconnectAfterInactivityMs":5000}\n\n\n')).toBe(true);
    expect(text.slice(text.indexOf("\n\n\n") + 3)).toMatch(/^(event: ping\ndata: \n\n\n){3}/);
    expect(elapsed).toBeGreaterThanOrEqual(100);
  });

  it("leaves a maximum duration to tRPC's own path, which ends the stream in time", async () => {
    const { server: boundedServer, port: boundedPort } = await serve(bounded);
    try {
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${boundedPort}/api/trpc/quiet`, { signal: AbortSignal.timeout(5000) });
      const body = await res.text(); // rejects when the stream has not ended within 5 s
      expect(body.startsWith("event: connected\n")).toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      boundedServer.closeAllConnections();
      await new Promise((r) => boundedServer.close(r));
    }
  });

  it("serves tRPC's client, which resumes after its last event when the connection drops, and a closed stream lets go", async () => {
    const sources: TestEventSource[] = [];
    class Recorded extends TestEventSource {
      constructor(url: string) {
        super(url);
        sources.push(this);
      }
    }
    const client = createTRPCClient<typeof router>({
      links: [
        httpSubscriptionLink({
          url: `http://127.0.0.1:${port}/api/trpc`,
          transformer: superjson,
          EventSource: Recorded,
        }),
      ],
    });
    const streamsBefore = openStreams(`address:${ADDRESS}`);
    const got: { id: string; data: { n: number; from: string | null } }[] = [];
    const subscription = client.listen.subscribe(undefined, { onData: (d) => void got.push(d) });
    try {
      await until(() => bus.subscriberCount === 1, "the stream's bus subscription");
      expect(openStreams(`address:${ADDRESS}`)).toBe(streamsBefore + 1);
      await bus.publish("test-channel", { n: 1 });
      await until(() => got.length === 1, "the first event");

      // The server drops the connection; the EventSource comes back with the id it last received.
      for (const res of open) if (res.req.url?.includes("listen")) res.socket?.destroy();
      await until(() => sources[0]!.sentLastEventIds.length === 2 && bus.subscriberCount === 1, "the reconnection");
      await bus.publish("test-channel", { n: 2 });
      await until(() => got.length === 2, "the event after the reconnection");
      expect(got).toEqual([
        { id: "1", data: { n: 1, from: null } },
        { id: "2", data: { n: 2, from: "1" } },
      ]);
      expect(sources).toHaveLength(1);
      expect(sources[0]!.sentLastEventIds).toEqual([null, "1"]);
    } finally {
      subscription.unsubscribe();
    }
    // Closing the stream ends the procedure's iteration: its bus subscription and its slot are given back.
    await until(() => bus.subscriberCount === 0, "the bus subscription to end");
    await until(() => openStreams(`address:${ADDRESS}`) === streamsBefore, "the stream's slot back");
  });
});
