// A database client that counts how often one of its members is used (a model such as `table`, or `$queryRaw`): tests
// of how many reads a stream makes.
import type { Db } from "../db/client";

export function countingDb(db: Db, member: string): { db: Db; count: () => number } {
  let n = 0;
  const proxy = new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (key === member) n++;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, count: () => n };
}
