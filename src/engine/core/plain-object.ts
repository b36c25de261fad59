/** Whether an untrusted value (parsed JSON) is an object with fields: not null, not a list. */
export function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
