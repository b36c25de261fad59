// The local half of every bus: channels → open subscriptions, each an async queue of events.
import type { BusEvent } from "./bus";

interface Subscription {
  push(event: BusEvent): void;
  end(): void;
}

export class SubscriberSet {
  private readonly byChannel = new Map<string, Set<Subscription>>();
  private closed = false;

  deliver(channel: string, event: BusEvent): void {
    for (const s of this.byChannel.get(channel) ?? []) s.push(event);
  }

  /** Tells every subscriber to look again (messages may have been lost). */
  resyncAll(): void {
    for (const subs of this.byChannel.values()) for (const s of subs) s.push({ kind: "resync" });
  }

  get size(): number {
    let n = 0;
    for (const subs of this.byChannel.values()) n += subs.size;
    return n;
  }

  closeAll(): void {
    this.closed = true;
    for (const subs of [...this.byChannel.values()]) for (const s of [...subs]) s.end();
  }

  /** Registers at once, so nothing published after this call is missed. */
  subscribe(channel: string, signal?: AbortSignal): AsyncIterable<BusEvent> {
    const queue: BusEvent[] = [];
    let waiting: ((r: IteratorResult<BusEvent>) => void) | null = null;
    let finished = false;
    const set = this.byChannel.get(channel) ?? new Set<Subscription>();
    const finish = () => {
      if (finished) return;
      finished = true;
      set.delete(sub);
      if (set.size === 0 && this.byChannel.get(channel) === set) this.byChannel.delete(channel);
      signal?.removeEventListener("abort", finish);
      if (waiting) {
        const w = waiting;
        waiting = null;
        w({ value: undefined, done: true });
      }
    };
    const sub: Subscription = {
      push(event) {
        if (finished) return;
        if (waiting) {
          const w = waiting;
          waiting = null;
          w({ value: event, done: false });
          return;
        }
        // A subscriber that has not caught up needs one "look again", not every message: keep the queue short.
        if (queue.length >= 100) queue.splice(0, queue.length, { kind: "resync" });
        queue.push(event);
      },
      end: finish,
    };
    if (this.closed || signal?.aborted) finished = true;
    else {
      set.add(sub);
      this.byChannel.set(channel, set);
      signal?.addEventListener("abort", finish, { once: true });
    }
    const iterator: AsyncIterator<BusEvent> = {
      next() {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
        if (finished) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return() {
        finish();
        return Promise.resolve({ value: undefined, done: true });
      },
    };
    return { [Symbol.asyncIterator]: () => iterator };
  }
}
