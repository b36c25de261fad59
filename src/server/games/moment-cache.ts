// Values kept for a moment after they are made, the oldest dropped first: what many readers of the same new thing
// share (a move's state, viewed by its answer and every stream of its game within milliseconds), without keeping it
// for as long as the thing itself lives.

export class MomentCache<K, V> {
  // Insertion order is age order.
  private readonly entries = new Map<K, { at: number; value: V }>();

  constructor(
    private readonly keepMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The value kept for `key`, or `make()`'s, kept from now. */
  get(key: K, make: () => V): V {
    const now = this.clock();
    for (const [old, e] of this.entries) {
      if (now - e.at < this.keepMs) break;
      this.entries.delete(old);
    }
    let e = this.entries.get(key);
    if (!e) this.entries.set(key, (e = { at: now, value: make() }));
    return e.value;
  }

  /** Values kept now (tests). */
  get size(): number {
    return this.entries.size;
  }
}
