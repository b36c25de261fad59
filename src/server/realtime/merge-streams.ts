// Several live streams sent as one (one server-sent-event connection instead of several: a browser keeps only six
// HTTP/1.1 connections per host for all the site's pages). Each source is read one value at a time, as the merged
// stream is read (no source runs ahead of the connection); more sources can join while it runs.
//
// An iterator object rather than an async generator: a suspended generator keeps its registers, so while a stream
// waits for its next event (a game's next move: seconds to days) it would hold the last event it passed on.

type Step<T> = { it: AsyncIterator<T>; result: IteratorResult<T> } | { it: AsyncIterator<T>; error: unknown };
type Waiter<T> = { resolve: (r: IteratorResult<T>) => void; reject: (e: unknown) => void };

const DONE = { done: true, value: undefined } as const;

/** A live stream as the streams' procedures return it: read it, or leave it early with return(). */
export interface LiveStream<T> extends AsyncIterableIterator<T> {
  return(): Promise<IteratorResult<T>>;
}

class MergedStream<T> implements LiveStream<T> {
  private readonly all = new Set<AsyncIterator<T>>();
  // Steps land in a queue as their sources answer. Racing the sources' pending reads instead would add a reaction to
  // a quiet source's read at every value of a busy one, kept until the quiet one answers: a table's stream would
  // hold one per move of its game.
  private readonly landed: Step<T>[] = [];
  private reading = 0;
  private waiter: Waiter<T> | null = null;
  /** The source whose value was passed on last: read again when the next value is asked for. */
  private passedOn: AsyncIterator<T> | null = null;
  private ended = false;

  constructor(
    sources: AsyncIterable<T>[],
    private readonly onValue?: (value: T, add: (source: AsyncIterable<T>) => void) => void,
  ) {
    for (const s of sources) this.add(s);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<T>> {
    if (this.ended) return Promise.resolve(DONE);
    if (this.waiter) return Promise.reject(new Error("mergeStreams: next() while a value is awaited"));
    if (this.passedOn) {
      this.pull(this.passedOn);
      this.passedOn = null;
    }
    return new Promise<IteratorResult<T>>((resolve, reject) => {
      this.waiter = { resolve, reject };
      this.settle();
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve(DONE);
  }

  private readonly add = (source: AsyncIterable<T>) => {
    const it = source[Symbol.asyncIterator]();
    this.all.add(it);
    this.pull(it);
  };

  // A step never rejects: an error is a value here, so a source failing while another is read is not left unhandled.
  private pull(it: AsyncIterator<T>): void {
    this.reading++;
    it.next().then(
      (result) => this.land({ it, result }),
      (error: unknown) => this.land({ it, error }),
    );
  }

  private land(step: Step<T>): void {
    if (this.ended) return;
    this.landed.push(step);
    this.settle();
  }

  /** Answers the waiting next() from the landed steps, if it can. */
  private settle(): void {
    while (this.waiter) {
      if (this.landed.length === 0) {
        if (this.reading === 0) this.finish(DONE);
        return;
      }
      const step = this.landed.shift()!;
      this.reading--;
      if ("error" in step) {
        this.all.delete(step.it);
        this.fail(step.error);
        return;
      }
      if (step.result.done) {
        this.all.delete(step.it);
        continue;
      }
      try {
        this.onValue?.(step.result.value, this.add);
      } catch (error) {
        this.fail(error);
        return;
      }
      this.passedOn = step.it;
      this.finish({ done: false, value: step.result.value });
    }
  }

  private fail(error: unknown): void {
    const waiter = this.waiter!;
    this.waiter = null;
    this.end();
    waiter.reject(error);
  }

  private finish(result: IteratorResult<T>): void {
    const waiter = this.waiter!;
    this.waiter = null;
    if (result.done) this.end();
    waiter.resolve(result);
  }

  // Sources still open (left early, or another failed) are asked to end; a generator busy with its next value ends
  // when that comes (the signal that ended the request ends it too).
  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.landed.length = 0;
    this.passedOn = null;
    for (const it of this.all) void it.return?.()?.catch(() => {});
    this.all.clear();
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.resolve(DONE);
  }
}

/**
 * Yields what every source yields, as it comes. `onValue` sees each value before it is yielded and may add sources
 * (a table's game once it starts). An error of any source ends the merged stream with that error. Ends when every
 * source has ended: sources must end when the request's signal aborts (bus subscriptions and watchers do). Leaving
 * the merged stream early returns every source.
 */
export function mergeStreams<T>(
  sources: AsyncIterable<T>[],
  onValue?: (value: T, add: (source: AsyncIterable<T>) => void) => void,
): LiveStream<T> {
  return new MergedStream(sources, onValue);
}
