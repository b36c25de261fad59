// A database too busy to answer in time is a moment's overload, not a bug: no connection free within a
// transaction's wait (P2028), the pool's own wait (P2024), or a write conflict PostgreSQL asks to retry (P2034); and
// for the statements sent to the pg pool directly (hot-query.ts), the pool's wait for a connection, which pg-pool
// reports with these messages and no code. The procedures answer "busy, try again" for these, never a 500.
const BUSY_CODES = new Set(["P2024", "P2028", "P2034"]);
const POOL_WAIT_MESSAGES = new Set([
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
]);

export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if ("code" in error && typeof error.code === "string") return BUSY_CODES.has(error.code);
  return error instanceof Error && POOL_WAIT_MESSAGES.has(error.message);
}

/**
 * How long a transaction waits for a connection and may run. Prisma's defaults (2 s and 5 s) fail requests that a
 * busy pool would serve a moment later; these leave room for bursts while still ending a stuck transaction.
 */
export const TRANSACTION_LIMITS = { maxWait: 10_000, timeout: 20_000 } as const;
