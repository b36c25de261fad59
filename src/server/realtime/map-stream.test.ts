import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { mapStream } from "./map-stream";

class Refused extends Error {}

async function* values<T>(...items: (T | Error)[]): AsyncGenerator<T> {
  for (const item of items) {
    if (item instanceof Error) throw item;
    yield item;
  }
}

describe("mapStream", () => {
  it("passes each value through the function, and ends with its source", async () => {
    const mapped = mapStream(values(1, 2), (n) => n * 10);
    expect(await mapped.next()).toEqual({ done: false, value: 10 });
    expect(await mapped.next()).toEqual({ done: false, value: 20 });
    expect((await mapped.next()).done).toBe(true);
  });

  it("ends quietly on a first read's accepted error, and only on a first read's", async () => {
    const quiet = (e: unknown) => e instanceof Refused;
    expect((await mapStream(values<number>(new Refused()), String, quiet).next()).done).toBe(true);
    await expect(mapStream(values<number>(new Error("broken")), String, quiet).next()).rejects.toThrow("broken");
    const later = mapStream(values<number>(1, new Refused()), String, quiet);
    expect((await later.next()).value).toBe("1");
    await expect(later.next()).rejects.toBeInstanceOf(Refused);
  });

  it("returns its source when left early", async () => {
    let returned = false;
    async function* source() {
      try {
        yield 1;
        yield 2;
      } finally {
        returned = true;
      }
    }
    const mapped = mapStream(source(), (n) => n);
    await mapped.next();
    await mapped.return();
    expect(returned).toBe(true);
  });

  it("holds no value it passed on while it waits for the next one", async () => {
    v8.setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    async function* source() {
      yield { view: new Array(1000).fill(0) };
      await gate;
    }
    const mapped = mapStream(source(), (v) => ({ event: v }));
    const first = await mapped.next();
    const passedOn = new WeakRef(first.value!);
    const waiting = mapped.next();
    first.value = undefined;
    await new Promise((r) => setTimeout(r, 0));
    gc();
    expect(passedOn.deref()).toBeUndefined();
    release();
    expect((await waiting).done).toBe(true);
  });
});
