import { afterEach, describe, expect, it } from "vitest";
import { createCaller } from "../api/root";
import type { TRPCContext } from "../api/context";
import type { Db } from "../db/client";
import { MemoryBus } from "../realtime/memory-bus";
import { openStreams, releasedAtEnd } from "./stream-limit";

// system.live for a visitor (the clock alone) needs no database: the limit is checked before any handler runs.
function visitor(address: string, signal: AbortSignal) {
  const ctx: TRPCContext = {
    db: undefined as unknown as Db,
    bus: new MemoryBus(),
    session: null,
    loadSession: () => Promise.resolve(null),
    clientAddress: address,
    config: {},
  };
  return createCaller(ctx, { signal });
}

describe("open streams per client", () => {
  afterEach(() => {
    delete process.env.STREAMS_PER_ADDRESS;
  });

  it("refuses a stream over the limit with a clear error, and counts a closed one free again", async () => {
    process.env.STREAMS_PER_ADDRESS = "2";
    const address = "198.51.100.31";
    const key = `address:${address}`;
    const aborts = [new AbortController(), new AbortController()];
    const streams = await Promise.all(aborts.map((a) => visitor(address, a.signal).system.live({ clockMs: 100 })));
    // Each stream delivers: the count covers live streams.
    for (const s of streams) expect((await s[Symbol.asyncIterator]().next()).done).toBe(false);
    expect(openStreams(key)).toBe(2);

    const third = new AbortController();
    await expect(visitor(address, third.signal).system.live({ clockMs: 100 })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringContaining("Too many live connections"),
    });
    expect(openStreams(key)).toBe(2);
    // Another client is not affected.
    const other = new AbortController();
    await visitor("198.51.100.32", other.signal).system.live({ clockMs: 100 });
    other.abort();

    aborts[0]!.abort();
    expect(openStreams(key)).toBe(1);
    const again = await visitor(address, third.signal).system.live({ clockMs: 100 });
    expect((await again[Symbol.asyncIterator]().next()).done).toBe(false);
    expect(openStreams(key)).toBe(2);
    third.abort();
    aborts[1]!.abort();
    expect(openStreams(key)).toBe(0);
  });

  it("releases a stream the client ends by returning its iterator", async () => {
    process.env.STREAMS_PER_ADDRESS = "1";
    const address = "198.51.100.33";
    const a = new AbortController();
    const s = await visitor(address, a.signal).system.live({ clockMs: 100 });
    const it = s[Symbol.asyncIterator]();
    await it.next();
    await it.return?.(undefined);
    expect(openStreams(`address:${address}`)).toBe(0);
    a.abort();
  });
});

describe("system.live (a visitor: the clock)", () => {
  it("keeps one abort listener on its request however long it runs", async () => {
    const a = new AbortController();
    let listeners = 0;
    const add = a.signal.addEventListener.bind(a.signal);
    const remove = a.signal.removeEventListener.bind(a.signal);
    a.signal.addEventListener = ((
      type: string,
      fn: EventListenerOrEventListenerObject,
      o?: AddEventListenerOptions,
    ) => {
      if (type === "abort") listeners++;
      add(type, fn, o);
    }) as typeof a.signal.addEventListener;
    a.signal.removeEventListener = ((
      type: string,
      fn: EventListenerOrEventListenerObject,
      o?: EventListenerOptions,
    ) => {
      if (type === "abort") listeners--;
      remove(type, fn, o);
    }) as typeof a.signal.removeEventListener;
    const it = (await visitor("198.51.100.34", a.signal).system.live({ clockMs: 100 }))[Symbol.asyncIterator]();
    for (let i = 0; i < 5; i++) await it.next();
    // The stream limit's listener and the one of the tick being waited for.
    expect(listeners).toBeLessThanOrEqual(2);
    a.abort();
  });
});

describe("a stream's slot is given back however the stream ends", () => {
  async function* three(fail = false) {
    yield 1;
    yield 2;
    if (fail) throw new Error("broken");
    yield 3;
  }
  const counted = () => {
    const state = { releases: 0 };
    return { state, release: () => void state.releases++ };
  };

  it("at its end, once", async () => {
    const { state, release } = counted();
    const seen: number[] = [];
    for await (const n of releasedAtEnd(three(), release)) seen.push(n);
    expect(seen).toEqual([1, 2, 3]);
    expect(state.releases).toBe(1);
  });

  it("when it fails", async () => {
    const { state, release } = counted();
    await expect(
      (async () => {
        for await (const _ of releasedAtEnd(three(true), release));
      })(),
    ).rejects.toThrow("broken");
    expect(state.releases).toBe(1);
  });

  it("when the client closes it, before its first value too", async () => {
    for (const reads of [0, 1]) {
      const { state, release } = counted();
      const it = releasedAtEnd(three(), release)[Symbol.asyncIterator]();
      for (let i = 0; i < reads; i++) await it.next();
      expect(state.releases).toBe(0);
      await it.return!();
      expect(state.releases).toBe(1);
    }
  });

  it("when the request aborts, while the source still waits", async () => {
    const { state, release } = counted();
    const abort = new AbortController();
    const never: AsyncIterable<number> = { [Symbol.asyncIterator]: () => ({ next: () => new Promise(() => {}) }) };
    void releasedAtEnd(never, release, abort.signal)[Symbol.asyncIterator]().next();
    abort.abort();
    expect(state.releases).toBe(1);
  });
});
