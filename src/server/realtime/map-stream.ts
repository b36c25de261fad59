// A stream's values passed on through a function, as an iterator object: an async generator relaying them would keep
// the last one in its registers while it waits for the next (a game's next move: seconds to days).

import type { LiveStream } from "./merge-streams";

const DONE = { done: true, value: undefined } as const;

/**
 * `source`'s values through `f`. With `endsQuietly`, a first read that fails with an error it accepts ends the stream
 * with nothing (a watcher that refuses its caller at its first read: a private table's game, for someone with only
 * its link). Returning it returns the source.
 */
export function mapStream<T, U>(
  source: AsyncIterator<T>,
  f: (value: T) => U,
  endsQuietly?: (error: unknown) => boolean,
): LiveStream<U> {
  let first = true;
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<U>> {
      const quiet = first ? endsQuietly : undefined;
      first = false;
      let result: IteratorResult<T>;
      try {
        result = await source.next();
      } catch (e) {
        if (quiet?.(e)) return DONE;
        throw e;
      }
      return result.done ? DONE : { done: false, value: f(result.value) };
    },
    async return(): Promise<IteratorResult<U>> {
      await source.return?.();
      return DONE;
    },
  };
}
