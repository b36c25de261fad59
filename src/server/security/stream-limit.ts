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

/**
 * Yields what `source` yields and calls `release` once it ends, however it ends (done, error, or closed by the client,
 * even before its first value). A plain iterator rather than an async generator: every open stream holds one, and a
 * generator's `yield*` adds its own promises to every value.
 */
export function releasedAtEnd<T>(
  source: AsyncIterable<T>,
  release: () => void,
  signal?: AbortSignal,
): AsyncIterable<T> {
  // The request's abort also releases: the source may wait a long time for its next event before it sees the abort.
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    release();
    signal?.removeEventListener("abort", end);
  };
  if (signal?.aborted) end();
  else signal?.addEventListener("abort", end, { once: true });
  return {
    [Symbol.asyncIterator](): AsyncIterator<T> {
      const it = source[Symbol.asyncIterator]();
      const settled = (r: IteratorResult<T>) => {
        if (r.done) end();
        return r;
      };
      const failed = (e: unknown) => {
        end();
        throw e;
      };
      return {
        next: () => it.next().then(settled, failed),
        return: (value?: unknown) => {
          end();
          return it.return
            ? it.return(value).then(settled, failed)
            : Promise.resolve({ done: true, value: value as T });
        },
        throw: (e?: unknown) => {
          end();
          return it.throw ? it.throw(e).then(settled, failed) : Promise.reject(e);
        },
      };
    },
  };
}
