import { describe, expect, it } from "vitest";
import { CallGate } from "./call-gate";

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const turn = () => new Promise((r) => setImmediate(r));

describe("CallGate", () => {
  it("runs at most `limit` calls at once and the rest in arrival order", async () => {
    const gate = new CallGate(2);
    const holds = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = holds.map((h, i) =>
      gate.run(async () => {
        started.push(i);
        await h.promise;
        return i;
      }),
    );
    await turn();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    holds[1]!.resolve();
    await turn();
    expect(started).toEqual([0, 1, 2]);
    holds[0]!.resolve();
    await turn();
    expect(started).toEqual([0, 1, 2, 3]);
    holds[2]!.resolve();
    holds[3]!.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("gives the place up when a call fails, and the failure reaches its caller", async () => {
    const gate = new CallGate(1);
    const first = deferred();
    const failing = gate.run(() => first.promise);
    const second = gate.run(async () => "second");
    first.reject(new Error("refused"));
    await expect(failing).rejects.toThrow("refused");
    await expect(second).resolves.toBe("second");
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("does not let a newcomer overtake a waiting call", async () => {
    const gate = new CallGate(1);
    const first = deferred();
    const order: string[] = [];
    const a = gate.run(async () => {
      await first.promise;
      order.push("a");
    });
    const b = gate.run(async () => void order.push("b"));
    first.resolve();
    await a;
    const c = gate.run(async () => void order.push("c"));
    await Promise.all([b, c]);
    expect(order).toEqual(["a", "b", "c"]);
  });

  it("refuses a limit below one", () => {
    expect(() => new CallGate(0)).toThrow(/limit of 1 or more/);
    expect(() => new CallGate(1.5)).toThrow(/limit of 1 or more/);
  });
});
