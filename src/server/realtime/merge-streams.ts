// Several live streams sent as one (one server-sent-event connection instead of several: a browser keeps only six
// HTTP/1.1 connections per host for all the site's pages). Each source is read one value at a time, as the merged
// stream is read (no source runs ahead of the connection); more sources can join while it runs.

/**
 * Yields what every source yields, as it comes. `onValue` sees each value before it is yielded and may add sources
 * (a table's game once it starts). An error of any source ends the merged stream with that error. Ends when every
 * source has ended: sources must end when the request's signal aborts (bus subscriptions and watchers do). Leaving
 * the merged stream early returns every source.
 */
export async function* mergeStreams<T>(
  sources: AsyncIterable<T>[],
  onValue?: (value: T, add: (source: AsyncIterable<T>) => void) => void,
): AsyncGenerator<T> {
  type Step = { it: AsyncIterator<T>; result: IteratorResult<T> } | { it: AsyncIterator<T>; error: unknown };
  const all = new Set<AsyncIterator<T>>();
  const pending = new Map<AsyncIterator<T>, Promise<Step>>();
  // A step never rejects: an error is a value here, so a source failing while another is read is not left unhandled.
  const pull = (it: AsyncIterator<T>) =>
    pending.set(
      it,
      it.next().then(
        (result) => ({ it, result }),
        (error: unknown) => ({ it, error }),
      ),
    );
  const add = (source: AsyncIterable<T>) => {
    const it = source[Symbol.asyncIterator]();
    all.add(it);
    pull(it);
  };
  for (const s of sources) add(s);
  try {
    while (pending.size > 0) {
      const step = await Promise.race(pending.values());
      pending.delete(step.it);
      if ("error" in step) {
        all.delete(step.it);
        throw step.error;
      }
      if (step.result.done) {
        all.delete(step.it);
        continue;
      }
      onValue?.(step.result.value, add);
      yield step.result.value;
      pull(step.it);
    }
  } finally {
    // Sources still open (left early, or another failed): ask them to end; a generator busy with its next value
    // ends when that comes (the signal that ended the request ends it too).
    for (const it of all) void it.return?.()?.catch(() => {});
  }
}
