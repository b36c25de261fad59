import { describe, expect, it } from "vitest";
import { MomentCache } from "./moment-cache";

describe("MomentCache", () => {
  it("gives the same value within the moment, a new one after it, and drops what has aged", () => {
    let now = 0;
    const cache = new MomentCache<object, { n: number }>(250, () => now);
    const a = {};
    const b = {};
    let made = 0;
    const make = () => ({ n: ++made });
    const first = cache.get(a, make);
    now = 100;
    expect(cache.get(a, make)).toBe(first);
    cache.get(b, make);
    expect(cache.size).toBe(2);
    now = 260; // a made at 0 has aged; b, made at 100, has not
    expect(cache.get(b, make).n).toBe(2);
    expect(cache.size).toBe(1);
    expect(cache.get(a, make).n).toBe(3);
  });
});
