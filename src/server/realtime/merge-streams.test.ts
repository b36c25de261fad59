import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { mergeStreams } from "./merge-streams";

/** A source fed by hand: push values, end it, or fail it. */
function source<T>() {
  const queue: (IteratorResult<T> | { error: unknown })[] = [];
  let wake: (() => void) | null = null;
  let returned = false;
  const put = (x: IteratorResult<T> | { error: unknown }) => {
    queue.push(x);
    wake?.();
  };
  const iterable: AsyncIterable<T> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        while (queue.length === 0) await new Promise<void>((r) => (wake = r));
        const x = queue.shift()!;
        if ("error" in x) throw x.error;
        return x;
      },
      return: async () => {
        returned = true;
        return { done: true, value: undefined };
      },
    }),
  };
  return {
    iterable,
    push: (value: T) => put({ done: false, value }),
    end: () => put({ done: true, value: undefined }),
    fail: (error: unknown) => put({ error }),
    returned: () => returned,
  };
}

/** Two sources merged, once the first has given its first value (1) through the merge. */
async function mergedAfterAFirstValue() {
  const a = source<number>();
  const b = source<number>();
  const merged = mergeStreams([a.iterable, b.iterable]);
  a.push(1);
  expect((await merged.next()).value).toBe(1);
  return { a, b, merged };
}

describe("mergeStreams", () => {
  it("yields each source's values as they come, takes sources added on the way, and ends when all have ended", async () => {
    const a = source<string>();
    const b = source<string>();
    const merged = mergeStreams([a.iterable], (v, add) => {
      if (v === "a1") add(b.iterable);
    });
    a.push("a1");
    expect((await merged.next()).value).toBe("a1");
    b.push("b1");
    expect((await merged.next()).value).toBe("b1");
    a.push("a2");
    expect((await merged.next()).value).toBe("a2");
    a.end();
    b.push("b2");
    expect((await merged.next()).value).toBe("b2");
    b.end();
    expect((await merged.next()).done).toBe(true);
  });

  it("ends with a source's error, and returns the other sources", async () => {
    const { a, b, merged } = await mergedAfterAFirstValue();
    b.fail(new Error("broken"));
    await expect(merged.next()).rejects.toThrow("broken");
    await Promise.resolve();
    expect(a.returned()).toBe(true);
  });

  it("returns every source when left early", async () => {
    const { a, b, merged } = await mergedAfterAFirstValue();
    await merged.return();
    await Promise.resolve();
    expect(a.returned() && b.returned()).toBe(true);
  });
});

describe("mergeStreams' memory", () => {
  it("holds no value it passed on while it waits for the next one", async () => {
    v8.setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const a = source<object>();
    const merged = mergeStreams([a.iterable]);
    let value: object | undefined = { view: new Array(1000).fill(0) };
    const passedOn = new WeakRef(value);
    a.push(value);
    value = undefined;
    expect((await merged.next()).done).toBe(false);
    const waiting = merged.next();
    await new Promise((r) => setTimeout(r, 0));
    gc();
    expect(passedOn.deref()).toBeUndefined();
    a.end();
    expect((await waiting).done).toBe(true);
  });

  it("holds nothing per value of a busy source while another source stays quiet", async () => {
    v8.setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const quiet = source<number>();
    async function* busy() {
      for (let i = 0; i < 200_000; i++) yield i;
    }
    const merged = mergeStreams([quiet.iterable, busy()]);
    const heapAfter = async (values: number) => {
      for (let i = 0; i < values; i++) await merged.next();
      gc();
      return process.memoryUsage().heapUsed;
    };
    const before = await heapAfter(1_000);
    const after = await heapAfter(150_000);
    // Racing the reads kept a reaction on the quiet source's read per busy value: about 60 MB for these 150,000.
    expect(after - before).toBeLessThan(4_000_000);
    await merged.return();
  });
});
