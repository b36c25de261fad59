// Open subscription streams (server-sent events) per client, counted in this process: a stream holds a
// connection, a bus listener and a view per change, so one client opening hundreds would starve the rest.
// A signed-in client is counted by user, a visitor by address. The count is per process (a stream lives in
// one process and ends with it, so there is nothing to share); with N processes a client may hold N × the limit.
import { DomainError } from "../errors";
import { services } from "../services";

declare module "../services" {
  interface Services {
    /** Open streams per client key ("user:…", "address:…"). */
    openStreams?: Map<string, number>;
  }
}

const fromEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A visible page holds at most two streams (the site stream and its subject's); 24 per user leaves room for a dozen pages. Visitors
 * (signed out) are counted by address, which people behind one network share: 100 for them.
 */
export const streamLimit = (visitor: boolean) =>
  visitor ? fromEnv("STREAMS_PER_ADDRESS", 100) : fromEnv("STREAMS_PER_USER", 24);

// In the process's services: a client's streams count once, whether serve.ts or the Next.js bundle serves them.
const open = (services().openStreams ??= new Map<string, number>());

/** Counts a new stream of `key`; returns the release function (idempotent), or throws TOO_MANY_REQUESTS. */
export function openStream(key: string, max: number): () => void {
  const count = open.get(key) ?? 0;
  if (count >= max) throw new DomainError("TOO_MANY_REQUESTS", "tooManyStreams");
  open.set(key, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (open.get(key) ?? 1) - 1;
    if (left > 0) open.set(key, left);
    else open.delete(key);
  };
}

/** Streams `key` holds open in this process. */
export function openStreams(key: string): number {
  return open.get(key) ?? 0;
}

/** Yields what `source` yields and calls `release` once it ends, however it ends (done, error, or closed by the client). */
export async function* releasedAtEnd<T>(
  source: AsyncIterable<T>,
  release: () => void,
  signal?: AbortSignal,
): AsyncGenerator<T> {
  // The request's abort also releases: a generator waiting for its next event only runs `finally` once that comes.
  signal?.addEventListener("abort", release, { once: true });
  try {
    yield* source;
  } finally {
    release();
    signal?.removeEventListener("abort", release);
  }
}
