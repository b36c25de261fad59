// The production server's own answers to single queries and mutations (procedure-call.ts), and its subscription
// writer's routing: for the same requests, the same status, headers and bytes as tRPC's resolveResponse (the fetch
// handler's), without calling resolveResponse; batches and anything unusual still go through it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import * as trpcHttp from "@trpc/server/http";
import superjson from "superjson";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { DomainError } from "../errors";
import { MemoryBus } from "../realtime/memory-bus";
import type { RequestContext } from "./context";
import { logInternalError } from "./http";
import { handleTRPCNodeRequest } from "./node-http";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "./trpc";

vi.mock("@trpc/server/http", async (original) => {
  const actual = await original<typeof import("@trpc/server/http")>();
  const calls = { count: 0 };
  return {
    ...actual,
    resolveCalls: calls,
    resolveResponse: (...args: Parameters<typeof actual.resolveResponse>) => {
      calls.count++;
      return actual.resolveResponse(...args);
    },
  };
});

const context = async (): Promise<RequestContext> => ({
  db: null as never,
  bus: new MemoryBus(),
  loadSession: () => Promise.resolve(null),
  clientAddress: "203.0.113.78",
  config: { adminEmail: undefined },
});

const router = createTRPCRouter({
  echo: publicProcedure
    .input(z.object({ text: z.string().min(1) }))
    .query(({ input }) => ({ text: input.text, at: new Date(Date.UTC(2026, 10, 30)) })),
  broken: publicProcedure.query(() => {
    throw new Error("the handler broke");
  }),
  missing: publicProcedure.query(() => {
    throw new DomainError("NOT_FOUND", "noSuchGame");
  }),
  mine: protectedProcedure.query(() => 1),
  later: publicProcedure.query(() => ({ value: Promise.resolve(1) })),
  rename: publicProcedure.input(z.object({ name: z.string().max(5) })).mutation(({ input }) => ({ name: input.name })),
  ticks: publicProcedure.subscription(async function* () {
    yield 1;
  }),
});

const json = (value: unknown) => JSON.stringify(superjson.serialize(value));
const input = (value: unknown) => encodeURIComponent(json(value));
/** Error shapes carry a stack trace outside production, from wherever each path threw. */
const withoutStacks = (body: string) => body.replace(/"stack":"(?:[^"\\]|\\.)*"/g, "");

interface Case {
  what: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Whether tRPC's resolveResponse still answers it. */
  viaTRPC?: boolean;
}

const JSON_TYPE = { "content-type": "application/json" };
const cases: Case[] = [
  { what: "a query", method: "GET", path: `echo?input=${input({ text: "hi" })}` },
  { what: "a query answering text beyond ASCII", method: "GET", path: `echo?input=${input({ text: "花札 — é" })}` },
  { what: "a query's invalid input", method: "GET", path: `echo?input=${input({ text: "" })}` },
  { what: "a query without its input", method: "GET", path: "echo" },
  { what: "a query's input that is not JSON", method: "GET", path: "echo?input=%7Bnope" },
  { what: "a handler that breaks", method: "GET", path: "broken" },
  { what: "a domain error", method: "GET", path: "missing" },
  { what: "a refusal of the middleware", method: "GET", path: "mine" },
  { what: "an answer only a stream can carry", method: "GET", path: "later" },
  { what: "a mutation", method: "POST", path: "rename", body: json({ name: "Ann" }), headers: JSON_TYPE },
  {
    what: "a mutation's invalid input",
    method: "POST",
    path: "rename",
    body: json({ name: "Annabel" }),
    headers: JSON_TYPE,
  },
  { what: "a mutation without a body", method: "POST", path: "rename", body: "", headers: JSON_TYPE },
  { what: "a mutation's body that is not JSON", method: "POST", path: "rename", body: "{", headers: JSON_TYPE },
  { what: "a mutation by GET", method: "GET", path: "rename", viaTRPC: true },
  {
    what: "a query by POST",
    method: "POST",
    path: "echo",
    body: json({ text: "x" }),
    headers: JSON_TYPE,
    viaTRPC: true,
  },
  { what: "no such procedure", method: "GET", path: "nothing.here", viaTRPC: true },
  { what: "a batch", method: "GET", path: `echo,missing?batch=1&input=${input({ 0: { text: "a" } })}`, viaTRPC: true },
  {
    what: "a query that names another content type",
    method: "GET",
    path: `echo?input=${input({ text: "hi" })}`,
    headers: { "content-type": "text/plain" },
    viaTRPC: true,
  },
];

describe("single calls on the production server's own writer", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => void handleTRPCNodeRequest(req, res, context, router));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  /** resolveResponse's calls, counted by the mock above. */
  const resolved = (trpcHttp as unknown as { resolveCalls: { count: number } }).resolveCalls;
  beforeEach(() => void (resolved.count = 0));

  it.each(cases)("answers as tRPC does: $what", async (c) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const init = { method: c.method, headers: c.headers ?? {}, body: c.body };
      const node = await fetch(`http://127.0.0.1:${port}/api/trpc/${c.path}`, init);
      const nodeBody = await node.text();
      expect(resolved.count).toBe(c.viaTRPC ? 1 : 0);
      const nodeErrors = errors.mock.calls.length;
      const web = await fetchRequestHandler({
        endpoint: "/api/trpc",
        req: new Request(`http://localhost/api/trpc/${c.path}`, init),
        router,
        createContext: context,
        onError: logInternalError,
      });
      const webBody = await web.text();
      expect(node.status).toBe(web.status);
      for (const h of ["content-type", "vary"]) expect([h, node.headers.get(h)]).toEqual([h, web.headers.get(h)]);
      expect(withoutStacks(nodeBody)).toBe(withoutStacks(webBody));
      expect(node.headers.get("content-length")).toBe(String(Buffer.byteLength(nodeBody)));
      // The same errors logged (only unexpected ones are).
      expect(nodeErrors).toBe(errors.mock.calls.length - nodeErrors);
    } finally {
      errors.mockRestore();
    }
  });

  it("streams a subscription without resolveResponse", async () => {
    const body = await (await fetch(`http://127.0.0.1:${port}/api/trpc/ticks`)).text();
    expect(body).toContain(`data: ${json(1)}\n\n\nevent: return`);
    expect(resolved.count).toBe(0);
  });
});
