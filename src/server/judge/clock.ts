// Time for the Judge coordinator: the process clock in production, a manual one in tests (no real sleeps). Every
// timestamp the coordinator, judge.act and the live stream (table.onChange) use comes from here (ms since the epoch).

export interface ClockTimer {
  cancel(): void;
}

export interface Clock {
  now(): number;
  /** Calls `fn` once the clock reaches `at` (at once, asynchronously, when it already has). */
  at(at: number, fn: () => void): ClockTimer;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  at(at, fn) {
    const t = setTimeout(fn, Math.max(0, at - Date.now()));
    return { cancel: () => clearTimeout(t) };
  },
};

/** A clock that moves only when told (tests): `advance` runs the timers that fall due, in time order. */
export class ManualClock implements Clock {
  private time: number;
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private ids = 0;

  constructor(start = Date.UTC(2030, 0, 1, 12, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  at(at: number, fn: () => void): ClockTimer {
    const timer = { at, fn, id: ++this.ids };
    this.timers.push(timer);
    return { cancel: () => (this.timers = this.timers.filter((t) => t !== timer)) };
  }

  /** The earliest pending timer's time, or null. */
  nextTimerAt(): number | null {
    return this.timers.length ? Math.min(...this.timers.map((t) => t.at)) : null;
  }

  /** Moves to `to` (or by `ms`), firing each timer due on the way at its own time. */
  advanceTo(to: number): void {
    for (;;) {
      const due = this.timers.filter((t) => t.at <= to).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = Math.max(this.time, due.at);
      due.fn();
    }
    this.time = Math.max(this.time, to);
  }

  advance(ms: number): void {
    this.advanceTo(this.time + ms);
  }
}
