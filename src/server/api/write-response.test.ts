// How the production server's tRPC path writes its answers (write-response.ts): a JSON answer in one write
// with its length, each server-sent event in one write (tRPC's own writer made three of every event), on the real
// handler (node-http.ts) over HTTP.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { MemoryBus } from "../realtime/memory-bus";
import type { TRPCContext } from "./context";
import { handleTRPCNodeRequest } from "./node-http";
import { createTRPCRouter, publicProcedure } from "./trpc";
import { tracked } from "@trpc/server";

const router = createTRPCRouter({
  echo: publicProcedure.input(z.object({ text: z.string() })).query(({ input }) => ({ text: input.text })),
  /** `count` tracked events `ms` apart, then the stream stays open until the client leaves. */
  ticks: publicProcedure.input(z.object({ count: z.number(), ms: z.number() })).subscription(async function* ({
    input,
    signal,
  }) {
    for (let n = 0; n < input.count; n++) {
      yield tracked(`t${n}`, { tick: n, pad: "x".repeat(n * 100) });
      await sleep(input.ms, undefined, { signal }).catch(() => {});
    }
    await sleep(60_000, undefined, { signal }).catch(() => {});
  }),
});

const context = async (): Promise<TRPCContext> => ({
  db: null as never,
  bus: new MemoryBus(),
  session: null,
  loadSession: () => Promise.resolve(null),
  clientAddress: "203.0.113.9",
  config: { adminEmail: undefined },
});

/** What the handler wrote through each response: the chunks of every write() and end(), in order. */
const writes: { url: string; chunks: string[] }[] = [];

function recording(res: ServerResponse, url: string): void {
  const entry = { url, chunks: [] as string[] };
  writes.push(entry);
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    entry.chunks.push(Buffer.from(chunk as Uint8Array).toString("utf8"));
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== "function")
      entry.chunks.push(Buffer.from(chunk as Uint8Array).toString("utf8"));
    return end(chunk, ...rest);
  }) as ServerResponse["end"];
}

describe("the server's tRPC answers on the wire", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      recording(res, req.url!);
      void handleTRPCNodeRequest(req, res, context, router);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const input = (value: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(value)));

  it("sends a JSON answer in one write, with its length", async () => {
    const path = `/api/trpc/echo?input=${input({ text: "hello" })}`;
    const answer = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port, path }, (res) => {
          let body = "";
          res
            .setEncoding("utf8")
            .on("data", (c: string) => (body += c))
            .on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        })
          .on("error", reject)
          .end();
      },
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ result: { data: superjson.serialize({ text: "hello" }) } });
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(answer.body)));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(writes.find((w) => w.url === path)!.chunks).toEqual([answer.body]);
  });

  it("writes every server-sent event whole, in one write", async () => {
    const path = `/api/trpc/ticks?input=${input({ count: 4, ms: 30 })}`;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { accept: "text/event-stream" },
      signal: controller.signal,
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while ((text.match(/"tick":\d+/g) ?? []).length < 4) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    await reader.cancel().catch(() => {});
    expect(text).toContain("id: t3\n");
    const chunks = writes.find((w) => w.url === path)!.chunks;
    // Each write holds whole events (the connected event may go out with the first tick): every tick's lines in one.
    expect(chunks.every((c) => /^(event|data): /.test(c) && c.endsWith("\n\n"))).toBe(true);
    for (let n = 0; n < 4; n++) {
      const holding = chunks.filter((c) => c.includes(`"tick":${n},`));
      expect(holding).toHaveLength(1);
      expect(holding[0]).toContain(`id: t${n}\n\n`);
    }
    expect(chunks.length).toBeLessThanOrEqual(5);
  });
});
