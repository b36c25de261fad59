// Tests of times said in the reader's own zone run in a zone other than the server's UTC, set for the file's tests
// and restored after them.
import { afterEach, beforeAll } from "vitest";

/** Runs the file's tests in `zone` (e.g. "Europe/Paris"), with an empty document after each. */
export function inTimeZone(zone: string) {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
    return () => {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    };
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });
}
