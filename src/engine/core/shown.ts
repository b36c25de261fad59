// An untrusted value (from a record, a client or a file) as a few words for an error message.

/**
 * Short, and never a throw: JSON.stringify throws on a BigInt, a cycle or deep nesting (a record's
 * `[[[[…]]]]` a hundred thousand deep), and would copy a huge array or string whole into the message.
 */
export function shown(v: unknown): string {
  switch (typeof v) {
    case "string":
      return v.length > 24 ? `${JSON.stringify(v.slice(0, 24)).slice(0, -1)}…"` : JSON.stringify(v);
    case "number":
    case "boolean":
      return String(v);
    case "bigint":
      return v > 99999n || v < -99999n ? "a big integer" : String(v);
    case "undefined":
      return "nothing";
    case "object":
      return v === null ? "null" : Array.isArray(v) ? "a list" : "an object";
    default:
      return `a ${typeof v}`;
  }
}
