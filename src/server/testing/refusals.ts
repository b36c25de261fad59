// Calls a test expects to be refused, checked in turn: each call and what its refusal holds.
import { expect } from "vitest";

/** A call that must be refused, and what the error must match (its code, its message where the test says it). */
export type Refusal = [call: () => Promise<unknown>, expected: object];

/** Makes each call in order; each must be refused as its row says. */
export async function expectRefusals(refusals: readonly Refusal[]): Promise<void> {
  for (const [call, expected] of refusals) await expect(call()).rejects.toMatchObject(expected);
}
