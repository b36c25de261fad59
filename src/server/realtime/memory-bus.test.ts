import { describe, expect, it } from "vitest";
import type { BusEvent } from "./bus";
import { MemoryBus } from "./memory-bus";

async function take(it: AsyncIterator<BusEvent>, n: number): Promise<BusEvent[]> {
  const out: BusEvent[] = [];
  while (out.length < n) {
    const r = await it.next();
    if (r.done) break;
    out.push(r.value);
  }
  return out;
}

describe("MemoryBus", () => {
  it("delivers what is published after subscribe() to the channel's subscribers only, in order", async () => {
    const bus = new MemoryBus();
    const a = bus.subscribe("game:1")[Symbol.asyncIterator]();
    const b = bus.subscribe("game:1")[Symbol.asyncIterator]();
    const other = bus.subscribe("game:2")[Symbol.asyncIterator]();
    await bus.publish("game:1", { gameId: "1", seq: 1 });
    await bus.publish("game:1", { gameId: "1", seq: 2 });
    const expected = [
      { kind: "message", payload: { gameId: "1", seq: 1 } },
      { kind: "message", payload: { gameId: "1", seq: 2 } },
    ];
    expect(await take(a, 2)).toEqual(expected);
    expect(await take(b, 2)).toEqual(expected);
    await bus.publish("game:2", { gameId: "2", seq: 9 });
    expect(await take(other, 1)).toEqual([{ kind: "message", payload: { gameId: "2", seq: 9 } }]);
    await bus.close();
    expect(await a.next()).toEqual({ value: undefined, done: true });
  });

  it("lets go of a subscription when its signal aborts or the loop is left", async () => {
    const bus = new MemoryBus();
    const controller = new AbortController();
    const it = bus.subscribe("user:u", controller.signal)[Symbol.asyncIterator]();
    const pending = it.next();
    expect(bus.subscriberCount).toBe(1);
    controller.abort();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(bus.subscriberCount).toBe(0);

    const seen: BusEvent[] = [];
    const loop = (async () => {
      for await (const e of bus.subscribe("user:u")) {
        seen.push(e);
        break;
      }
    })();
    await bus.publish("user:u", { userId: "u" });
    await loop;
    expect(seen).toHaveLength(1);
    expect(bus.subscriberCount).toBe(0);
    // An already aborted signal subscribes to nothing.
    const dead = bus.subscribe("user:u", AbortSignal.abort())[Symbol.asyncIterator]();
    expect(await dead.next()).toEqual({ value: undefined, done: true });
    expect(bus.subscriberCount).toBe(0);
  });

  it("collapses a backlog of a slow subscriber into one resync", async () => {
    const bus = new MemoryBus();
    const it = bus.subscribe("game:slow")[Symbol.asyncIterator]();
    for (let i = 0; i < 150; i++) await bus.publish("game:slow", { seq: i });
    const events = await take(it, 51);
    expect(events[0]).toEqual({ kind: "resync" });
    expect(events.slice(1).map((e) => (e.kind === "message" ? e.payload.seq : null))).toEqual(
      Array.from({ length: 50 }, (_, i) => 100 + i),
    );
  });
});
