// The browser's cache of the API's answers (the part of TanStack Query's semantics the pages use): an
// entry per query key, its data, error and freshness; one request at a time per key; invalidation that refetches the
// queries on the screen; setQueryData that the screen sees at once. No React here: query-hooks.ts binds it.

export type QueryKey = readonly unknown[];

export interface QueryState<T = unknown> {
  data: T | undefined;
  error: Error | null;
  status: "pending" | "success" | "error";
  /** When the data reached the browser (ms); 0 before it has. */
  dataUpdatedAt: number;
  fetching: boolean;
}

/** A mounted query's wish: how to fetch, what counts as fresh, and that it is shown (refetched on invalidation). */
export interface Observer {
  fetch: () => Promise<unknown>;
  enabled: boolean;
  staleTime: number;
  retry: number;
  structuralSharing?: (old: unknown, next: unknown) => unknown;
}

interface Entry {
  key: QueryKey;
  state: QueryState;
  invalidated: boolean;
  /** The latest fetch: an older one's answer, overtaken by a refetch, is dropped. */
  run: number;
  promise: Promise<unknown> | null;
  listeners: Set<() => void>;
  observers: Set<Observer>;
  gc: ReturnType<typeof setTimeout> | undefined;
}

/** A key as a string: objects with their keys sorted, so that equal inputs make one entry. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Whether `key` falls under `filter`: each of the filter's parts equal, objects compared on the filter's keys. */
export function partialMatch(key: unknown, filter: unknown): boolean {
  if (key === filter) return true;
  if (!key || !filter || typeof key !== "object" || typeof filter !== "object") return false;
  return Object.keys(filter).every((k) =>
    partialMatch((key as Record<string, unknown>)[k], (filter as Record<string, unknown>)[k]),
  );
}

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && Object.getPrototypeOf(x) === Object.prototype;

/** `next`, keeping every part of `old` it equals (the same objects): what did not change renders as it was. */
export function replaceEqualDeep<T>(old: unknown, next: T): T {
  if (old === next) return old as T;
  const arrays = Array.isArray(old) && Array.isArray(next);
  if (!arrays && !(isPlainObject(old) && isPlainObject(next))) return next;
  const a = old as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(b);
  const copy = (arrays ? [] : {}) as Record<string, unknown>;
  let same = keys.length === Object.keys(a).length;
  for (const k of keys) {
    copy[k] = replaceEqualDeep(a[k], b[k]);
    if (copy[k] !== a[k] || !(k in a)) same = false;
  }
  return (same ? old : copy) as T;
}

const GC_MS = 5 * 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class QueryClient {
  private entries = new Map<string, Entry>();
  constructor(readonly defaults: { staleTime: number; retry: number } = { staleTime: 0, retry: 0 }) {}

  private entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    const found = this.entries.get(hash);
    if (found) return found;
    const state: QueryState = { data: undefined, error: null, status: "pending", dataUpdatedAt: 0, fetching: false };
    const e: Entry = {
      key,
      state,
      invalidated: false,
      run: 0,
      promise: null,
      listeners: new Set(),
      observers: new Set(),
      gc: undefined,
    };
    this.entries.set(hash, e);
    this.collectLater(e);
    return e;
  }

  /** Forgets an entry nobody shows after a while (its data serves a page shown again soon). */
  private collectLater(e: Entry) {
    clearTimeout(e.gc);
    if (typeof window === "undefined") return;
    e.gc = setTimeout(() => {
      if (e.observers.size === 0 && e.listeners.size === 0) this.entries.delete(hashKey(e.key));
    }, GC_MS);
  }

  private set(e: Entry, patch: Partial<QueryState>) {
    e.state = { ...e.state, ...patch };
    for (const l of [...e.listeners]) l();
  }

  state(key: QueryKey): QueryState {
    return this.entry(key).state;
  }

  /** Calls `listener` on every change of the entry; returns the unsubscribe. */
  listen(key: QueryKey, listener: () => void): () => void {
    const e = this.entry(key);
    e.listeners.add(listener);
    clearTimeout(e.gc);
    return () => {
      e.listeners.delete(listener);
      if (e.listeners.size === 0) this.collectLater(e);
    };
  }

  observe(key: QueryKey, observer: Observer): () => void {
    const e = this.entry(key);
    e.observers.add(observer);
    return () => void e.observers.delete(observer);
  }

  /** Sets the data a query starts with (nothing fetched yet), as fresh as now. */
  initialize(key: QueryKey, data: unknown) {
    const e = this.entry(key);
    if (e.state.status === "pending" && !e.state.fetching && data !== undefined)
      e.state = { ...e.state, data, status: "success", dataUpdatedAt: Date.now() };
  }

  isStale(key: QueryKey, staleTime: number): boolean {
    const e = this.entry(key);
    return e.invalidated || e.state.status !== "success" || Date.now() - e.state.dataUpdatedAt >= staleTime;
  }

  /**
   * Fetches with `observer`: the request under way when there is one, unless `restart` (an invalidation, a refetch),
   * which starts another and drops the first's answer. Failures are kept in the state; the promise never rejects.
   */
  fetch(key: QueryKey, observer: Observer, restart = false): Promise<unknown> {
    const e = this.entry(key);
    if (e.promise && !restart) return e.promise;
    const run = ++e.run;
    this.set(e, { fetching: true });
    const attempt = async (left: number): Promise<unknown> => {
      try {
        return await observer.fetch();
      } catch (error) {
        if (left <= 0 || run !== e.run) throw error;
        await sleep(1000);
        return attempt(left - 1);
      }
    };
    const promise = attempt(observer.retry).then(
      (data) => {
        if (run !== e.run) return;
        e.invalidated = false;
        const shared = (observer.structuralSharing ?? replaceEqualDeep)(e.state.data, data);
        this.set(e, { data: shared, error: null, status: "success", dataUpdatedAt: Date.now(), fetching: false });
      },
      (error: unknown) => {
        if (run !== e.run) return;
        const err = error instanceof Error ? error : new Error(String(error));
        this.set(e, { error: err, status: "error", fetching: false });
      },
    );
    e.promise = promise.finally(() => {
      if (run === e.run) e.promise = null;
    });
    return e.promise;
  }

  /** Refetches `observer`'s key when it is shown and stale (its mount, a focus, an interval). */
  refresh(key: QueryKey, observer: Observer, restart = false) {
    if (observer.enabled && (restart || this.isStale(key, observer.staleTime))) void this.fetch(key, observer, restart);
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.entries.get(hashKey(key))?.state.data as T | undefined;
  }

  /** Sets a key's data (the updater gets what it holds); undefined leaves it as it is. Every reader sees it at once. */
  setQueryData<T>(key: QueryKey, updater: T | undefined | ((cur: T | undefined) => T | undefined)): T | undefined {
    const e = this.entry(key);
    const data =
      typeof updater === "function"
        ? (updater as (cur: T | undefined) => T | undefined)(e.state.data as T | undefined)
        : updater;
    if (data === undefined) return undefined;
    this.set(e, { data, error: null, status: "success", dataUpdatedAt: Date.now() });
    return data;
  }

  /** Drops the answer of the request under way for exactly `queryKey`; the data held stays. */
  cancelQueries({ queryKey }: { queryKey: QueryKey }): void {
    const e = this.entries.get(hashKey(queryKey));
    if (!e?.promise) return;
    e.run++;
    e.promise = null;
    this.set(e, { fetching: false });
  }

  /** Marks every query under `queryKey` stale and refetches those on the screen (a request under way is redone). */
  async invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const refetches: Promise<unknown>[] = [];
    for (const e of this.entries.values()) {
      if (!partialMatch(e.key, queryKey)) continue;
      e.invalidated = true;
      const shown = [...e.observers].find((o) => o.enabled);
      if (shown) refetches.push(this.fetch(e.key, shown, true));
    }
    await Promise.all(refetches);
  }
}
