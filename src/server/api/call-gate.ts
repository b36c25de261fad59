// How many procedure calls one process works on at once. Past the limit a call waits, in arrival order, with only its
// request and its body read; once in, it runs without waiting behind hundreds of others at every await. Under a
// burst (every game with a move in flight) each call's objects then live for a few milliseconds, not half a second,
// and die young instead of being promoted and marked by the old generation's collector
// (docs/decisions/0017-procedure-calls-gated.md). Subscriptions are not calls: a stream is open for as long as it
// is watched.

export class CallGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`a call gate needs a limit of 1 or more, not ${limit}`);
  }

  /** `call`'s result, once fewer than `limit` calls are running; its place is given up however it ends. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await call();
    } finally {
      // The place passes straight to the next caller, so a newcomer cannot overtake those waiting.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Calls running and calls waiting (tests, figures). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
