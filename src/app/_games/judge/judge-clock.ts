// The Judge table's clock: the server's time as the page estimates it, read on a timer only while something shows
// it, and a hook per ticking part that re-renders it only when what it shows changes.
import { useLayoutEffect, useMemo, useState, useSyncExternalStore } from "react";

/** The server's time as this page estimates it, for the few parts of the table that tick. */
export interface ServerClock {
  now(): number;
  subscribe(onTick: () => void): () => void;
}

const noSubscription = () => () => {};

/** The local clock as last read, and who wants to know when it is read again. */
class LocalTicks {
  private local = Date.now();
  private readonly listeners = new Set<() => void>();
  now = () => this.local;
  tick = () => {
    this.local = Date.now();
    for (const l of this.listeners) l();
  };
  subscribe = (onTick: () => void) => {
    this.listeners.add(onTick);
    return () => void this.listeners.delete(onTick);
  };
}

/**
 * The table's clock: a fixed instant, or the local clock (read every `every` ms while `every` is set; read again at
 * once when it starts or `restart` changes) moved by `offset`. Reading it re-renders nothing: see useServerTime.
 */
export function useServerClock(
  fixed: number | undefined,
  offset: number,
  every: number | null,
  restart: unknown,
): ServerClock {
  const [ticks] = useState(() => new LocalTicks());
  useLayoutEffect(() => {
    if (fixed !== undefined || every === null) return;
    ticks.tick();
    const id = setInterval(ticks.tick, every);
    return () => clearInterval(id);
  }, [fixed, every, restart, ticks]);
  return useMemo<ServerClock>(
    () =>
      fixed !== undefined
        ? { now: () => fixed, subscribe: noSubscription }
        : { now: () => ticks.now() + offset, subscribe: ticks.subscribe },
    [fixed, offset, ticks],
  );
}

/** What a ticking part shows of the time (a beat, seconds left): the part re-renders only when this changes. */
export function useServerTime<T extends string | number | null>(
  clock: ServerClock,
  select: (nowServer: number) => T,
): T {
  const read = () => select(clock.now());
  return useSyncExternalStore(clock.subscribe, read, read);
}
