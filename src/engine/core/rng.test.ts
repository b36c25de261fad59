import { describe, expect, it } from "vitest";
import { Rng, rngStateFromSeed, shuffled } from "./rng";

describe("seeded generator", () => {
  it("is deterministic per seed and differs between seeds", () => {
    const a = Rng.fromSeed("table-1"),
      b = Rng.fromSeed("table-1"),
      c = Rng.fromSeed("table-2");
    const xs = [a.nextUint32(), a.nextUint32()];
    expect([b.nextUint32(), b.nextUint32()]).toEqual(xs);
    expect([c.nextUint32(), c.nextUint32()]).not.toEqual(xs);
  });
  it("resumes from its state exactly", () => {
    const a = Rng.fromSeed("x");
    a.next();
    const b = Rng.from(a.state());
    expect(b.nextUint32()).toBe(a.nextUint32());
  });
  it("shuffles without losing cards and leaves the input alone", () => {
    const deck = Array.from({ length: 48 }, (_, i) => i);
    const { items, rng } = shuffled(rngStateFromSeed("s"), deck);
    expect([...items].sort((x, y) => x - y)).toEqual(deck);
    expect(items).not.toEqual(deck);
    expect(rng).not.toEqual(rngStateFromSeed("s"));
  });
  it("int is roughly uniform", () => {
    const r = Rng.fromSeed("u");
    const counts = [0, 0, 0];
    for (let i = 0; i < 30000; i++) counts[r.int(3)]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });
});
