// The API's wire as the browser meets it without the tRPC client (src/app/_lib/api-stream.ts), standing in for the
// server in a component test: `fetch` answers queries and mutations, an EventSource holds each subscription open until
// the test pushes the next value. Values travel as the server sends them: superjson, in tRPC's envelopes.
import superjson from "superjson";
import { act } from "react";
import { afterEach, beforeEach, vi } from "vitest";

const BASE = "http://site.test";

/** A procedure's path and input from a call's address or body. */
function callOf(url: string, body: unknown): { path: string; input: unknown } {
  const u = new URL(url, BASE);
  const path = u.pathname.replace(/^\/api\/trpc\//, "");
  const raw = typeof body === "string" ? body : u.searchParams.get("input");
  return { path, input: raw ? (JSON.parse(raw) as { json: unknown }).json : undefined };
}

/**
 * The stand-in server for a test file: `answer(path, input)` answers each query and mutation (recorded in `sent`),
 * unless `refuse` holds the server's message; `push` sends a subscription's next value. Reset after each test.
 */
export function apiWire(answer: (path: string, input: unknown) => unknown = () => null) {
  const streams = new Map<string, EventTarget>();
  const wire = {
    sent: [] as { path: string; input: unknown }[],
    refuse: null as string | null,
    /** The paths of the subscriptions open now. */
    open: () => [...streams.keys()],
    async push(path: string, value: unknown) {
      const stream = streams.get(path);
      if (!stream) throw new Error(`no open subscription to ${path}`);
      const data = JSON.stringify(superjson.serialize(value));
      await act(async () => void stream.dispatchEvent(new MessageEvent("message", { data })));
    },
  };

  class WireEventSource extends EventTarget {
    readonly path: string;
    constructor(url: string) {
      super();
      this.path = callOf(url, null).path;
      streams.set(this.path, this);
      queueMicrotask(() => this.dispatchEvent(new Event("connected")));
    }
    close() {
      if (streams.get(this.path) === this) streams.delete(this.path);
    }
  }

  async function wireFetch(url: string, init?: { body?: unknown }): Promise<Response> {
    const call = callOf(url, init?.body);
    wire.sent.push(call);
    if (wire.refuse)
      return Response.json({ error: { json: { message: wire.refuse, code: -32600, data: {} } } }, { status: 400 });
    return Response.json({ result: { data: superjson.serialize(answer(call.path, call.input)) } });
  }

  beforeEach(() => {
    vi.stubGlobal("EventSource", WireEventSource);
    vi.stubGlobal("fetch", wireFetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    streams.clear();
    wire.sent.length = 0;
    wire.refuse = null;
  });
  return wire;
}
