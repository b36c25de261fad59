// A database too busy to answer in time is a moment's overload, not a bug: no connection free within a
// transaction's wait (P2028), the pool's own wait (P2024), or a write conflict PostgreSQL asks to retry (P2034).
// The procedures answer "busy, try again" for these, never a 500.
const BUSY_CODES = new Set(["P2024", "P2028", "P2034"]);

export function isDatabaseBusy(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    BUSY_CODES.has(error.code)
  );
}

/**
 * How long a transaction waits for a connection and may run. Prisma's defaults (2 s and 5 s) fail requests that a
 * busy pool would serve a moment later; these leave room for bursts while still ending a stuck transaction.
 */
export const TRANSACTION_LIMITS = { maxWait: 10_000, timeout: 20_000 } as const;
