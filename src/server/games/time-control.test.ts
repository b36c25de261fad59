import { expect, it } from "vitest";
import { storedTimeControl } from "./time-control";

it("parses a stored time control once per record object, read-only, and refuses what it does not understand", () => {
  const stored: unknown = { kind: "bank", initialSeconds: 600, incrementSeconds: 5 };
  const tc = storedTimeControl(stored);
  expect(tc).toEqual({ kind: "bank", initialSeconds: 600, incrementSeconds: 5 });
  expect(storedTimeControl(stored)).toBe(tc);
  expect(Object.isFrozen(tc)).toBe(true);
  expect(storedTimeControl({ kind: "bank", initialSeconds: 600, incrementSeconds: 5 })).toEqual(tc);
  expect(storedTimeControl({ kind: "hourglass" })).toBeNull();
  expect(storedTimeControl(null)).toBeNull();
});
