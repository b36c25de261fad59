// Test support for the heuristics' two readings of a seat's knowledge (from its view, for the bot; from a full state,
// for the strong level's playouts): the positions they read must agree exactly.
import { expect } from "vitest";

/** Both readings place every card alike and agree on the rest of the position. */
export function expectSamePos(a: { loc: Uint8Array; side: Int8Array }, b: { loc: Uint8Array; side: Int8Array }): void {
  expect(Array.from(a.loc)).toEqual(Array.from(b.loc));
  expect(Array.from(a.side)).toEqual(Array.from(b.side));
  expect(restOf(a)).toEqual(restOf(b));
}

function restOf(p: { loc: Uint8Array; side: Int8Array }): Record<string, unknown> {
  const { loc: _l, side: _s, ...rest } = p as unknown as Record<string, unknown>;
  return rest;
}
