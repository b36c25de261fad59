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
  // Steps land in a queue as their sources answer, and the loop sleeps on one wake-up of its own. Racing the sources'
  // pending reads instead would add a reaction to a quiet source's read at every value of a busy one, kept until the
  // quiet one answers: a table's stream would hold one per move of its game.
  const landed: Step[] = [];
  let reading = 0;
  let wake: (() => void) | null = null;
  const land = (step: Step) => {
    landed.push(step);
    wake?.();
    wake = null;
  };
  // A step never rejects: an error is a value here, so a source failing while another is read is not left unhandled.
  const pull = (it: AsyncIterator<T>) => {
    reading++;
    it.next().then(
      (result) => land({ it, result }),
      (error: unknown) => land({ it, error }),
    );
  };
  const add = (source: AsyncIterable<T>) => {
    const it = source[Symbol.asyncIterator]();
    all.add(it);
    pull(it);
  };
  for (const s of sources) add(s);
  try {
    while (reading > 0) {
      if (landed.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const step = landed.shift()!;
      reading--;
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
