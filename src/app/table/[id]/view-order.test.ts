// The page keeps the newer of two views: by seq, then by the seats forfeited (a resign changes a view at its seq).
import { describe, expect, it } from "vitest";
import { newerView } from "./view-order";

const view = (seq: number, forfeited: boolean[]) => ({ seq, players: forfeited.map((f) => ({ forfeited: f })) }) as never as Parameters<typeof newerView>[1];

describe("newerView", () => {
  it("takes a later seq, keeps a later one shown, and takes an answer as far on", () => {
    const a = view(3, [false, false, false]);
    expect(newerView(undefined, a)).toBe(a);
    expect(newerView(a, view(4, [false, false, false])).seq).toBe(4);
    expect(newerView(view(5, [false, false, false]), a).seq).toBe(5);
    const same = view(3, [false, false, false]);
    expect(newerView(a, same)).toBe(same);
  });

  it("at one seq, keeps the view with the resigned seat forfeited over one made without it (a move racing the resign)", () => {
    const resigned = view(4, [false, true, false]);
    const stale = view(4, [false, false, false]);
    expect(newerView(resigned, stale)).toBe(resigned);
    expect(newerView(stale, resigned)).toBe(resigned);
    // A later move still wins, whatever it shows.
    expect(newerView(resigned, view(5, [false, true, false])).seq).toBe(5);
  });
});
