"use client";
// React's side of the browser's API cache (query-cache.ts): useQuery, useMutation and useSubscription with the
// semantics the pages use (TanStack Query's names, so that the call sites read the same); useInfiniteQuery in
// infinite-query.ts, so that a page without a paged list does not carry it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { ApiCallError } from "./api-stream";
import { hashKey, type Observer, type QueryClient, type QueryKey, type QueryState } from "./query-cache";

/** The page's cache and how its procedures are called (the server over HTTP, or a test's stand-in). */
export const QueryClientContext = createContext<QueryClient | null>(null);

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error("useQueryClient outside TRPCReactProvider");
  return client;
}

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T> | T;
  enabled?: boolean;
  staleTime?: number;
  retry?: number | boolean;
  initialData?: T;
  /** ms between refetches while the page is visible, or false; a function reads the query's state. */
  refetchInterval?: number | false | ((query: { state: { data: T | undefined } }) => number | false);
  refetchOnWindowFocus?: boolean;
  /** The data to keep of the old and the new answer (default: the new, sharing what equals the old). */
  structuralSharing?: (old: unknown, next: unknown) => unknown;
}

interface ResultBase {
  isFetching: boolean;
  isLoading: boolean;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

export type QueryResult<T> = ResultBase &
  (
    | { status: "pending"; isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
    | { status: "error"; isPending: false; isError: true; isSuccess: false; data: T | undefined; error: ApiCallError }
    | { status: "success"; isPending: false; isError: false; isSuccess: true; data: T; error: null }
  );

export function resultOf<T>(s: QueryState, refetch: () => Promise<unknown>): QueryResult<T> {
  return {
    status: s.status,
    isPending: s.status === "pending",
    isError: s.status === "error",
    isSuccess: s.status === "success",
    data: s.data,
    error: s.error,
    isFetching: s.fetching,
    isLoading: s.status === "pending" && s.fetching,
    dataUpdatedAt: s.dataUpdatedAt,
    refetch,
  } as QueryResult<T>;
}

/** Binds `options` to the cache: the entry's state, its fetch on mount, on an interval, on a focus. */
export function useCacheEntry<T>(options: QueryOptions<T>, fetchFn: () => Promise<unknown>) {
  const client = useQueryClient();
  const { queryKey, enabled = true } = options;
  const hash = hashKey(queryKey);
  if (options.initialData !== undefined) client.initialize(queryKey, options.initialData);
  const latest = useRef(fetchFn);
  const retry =
    options.retry === undefined ? client.defaults.retry : Number(options.retry === true ? 3 : options.retry);
  const observer: Omit<Observer, "fetch"> = {
    enabled,
    staleTime: options.staleTime ?? client.defaults.staleTime,
    retry,
    structuralSharing: options.structuralSharing,
  };
  const ref = useRef<Observer>({ ...observer, fetch: () => latest.current() });
  // The latest options, for the fetches the cache starts (an invalidation, an interval) after this render.
  useLayoutEffect(() => {
    latest.current = fetchFn;
    Object.assign(ref.current, observer);
  });
  const state = useSyncExternalStore(
    useCallback((l: () => void) => client.listen(queryKey, l), [client, hash]), // eslint-disable-line react-hooks/exhaustive-deps
    () => client.state(queryKey),
    () => client.state(queryKey),
  );
  useEffect(() => {
    const stop = client.observe(queryKey, ref.current);
    client.refresh(queryKey, ref.current);
    return stop;
  }, [client, hash, enabled]); // eslint-disable-line react-hooks/exhaustive-deps
  const ri = options.refetchInterval;
  const interval = typeof ri === "function" ? ri({ state: { data: state.data as T | undefined } }) : ri;
  useEffect(() => {
    if (!interval || !enabled) return;
    const id = setInterval(() => {
      if (!document.hidden) void client.fetch(queryKey, ref.current);
    }, interval);
    return () => clearInterval(id);
  }, [client, hash, interval, enabled]); // eslint-disable-line react-hooks/exhaustive-deps
  const onFocus = options.refetchOnWindowFocus === true;
  useEffect(() => {
    if (!onFocus) return;
    const seen = () => {
      if (!document.hidden) client.refresh(queryKey, ref.current);
    };
    document.addEventListener("visibilitychange", seen);
    return () => document.removeEventListener("visibilitychange", seen);
  }, [client, hash, onFocus]); // eslint-disable-line react-hooks/exhaustive-deps
  const refetch = useCallback(() => client.fetch(queryKey, ref.current, true), [client, hash]); // eslint-disable-line react-hooks/exhaustive-deps
  return { client, state, refetch };
}

export function useQuery<T>(options: QueryOptions<T> & { initialData: T }): QueryResult<T> & { data: T };
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T>;
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const { state, refetch } = useCacheEntry(options, async () => options.queryFn());
  return resultOf<T>(state, refetch);
}

export interface MutationOptions<D, V> {
  mutationFn: (variables: V) => Promise<D>;
  onSuccess?: (data: D, variables: V) => unknown;
  onError?: (error: ApiCallError, variables: V) => unknown;
  onSettled?: (data: D | undefined, error: ApiCallError | null, variables: V) => unknown;
}

type Callbacks<D, V> = Omit<MutationOptions<D, V>, "mutationFn">;

type MutationState<D, V> =
  | { status: "idle"; data: undefined; error: null; variables: undefined }
  | { status: "pending"; data: undefined; error: null; variables: V }
  | { status: "success"; data: D; error: null; variables: V }
  | { status: "error"; data: undefined; error: ApiCallError; variables: V };

const IDLE = { status: "idle", data: undefined, error: null, variables: undefined } as const;

/**
 * An action: `mutate` (its failure shown through the state) or `mutateAsync` (which throws it). The options' callbacks
 * run for every call, then the call's own callbacks for the latest call only; the state follows the latest call.
 */
export function useMutation<D, V>(options: MutationOptions<D, V>) {
  const [state, setState] = useState<MutationState<D, V>>(IDLE);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const calls = useRef(0);
  const mutateAsync = useCallback(async (variables: V, own: Callbacks<D, V> = {}): Promise<D> => {
    const call = ++calls.current;
    const current = () => call === calls.current;
    setState({ status: "pending", data: undefined, error: null, variables });
    const o = latest.current;
    try {
      const data = await o.mutationFn(variables);
      await o.onSuccess?.(data, variables);
      await o.onSettled?.(data, null, variables);
      if (current()) {
        setState({ status: "success", data, error: null, variables });
        await own.onSuccess?.(data, variables);
        await own.onSettled?.(data, null, variables);
      }
      return data;
    } catch (e) {
      const error = e as ApiCallError;
      await o.onError?.(error, variables);
      await o.onSettled?.(undefined, error, variables);
      if (current()) {
        setState({ status: "error", data: undefined, error, variables });
        await own.onError?.(error, variables);
        await own.onSettled?.(undefined, error, variables);
      }
      throw error;
    }
  }, []);
  const mutate = useCallback(
    (variables: V, own?: Callbacks<D, V>) => void mutateAsync(variables, own).catch(() => {}),
    [mutateAsync],
  );
  const reset = useCallback(() => {
    calls.current++;
    setState(IDLE);
  }, []);
  return {
    ...state,
    isIdle: state.status === "idle",
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
    mutate,
    mutateAsync: (variables: V) => mutateAsync(variables),
    reset,
  };
}

export type StreamStatus = "idle" | "connecting" | "pending" | "error";

export interface SubscriptionOptions<T> {
  /** The key of the stream (its path and input): another key opens another stream. */
  key: QueryKey;
  open: (handlers: { onData: (value: T) => void; onStatus: (s: StreamStatus) => void }) => () => void;
  enabled?: boolean;
  onData?: (value: T) => void;
}

/** A live stream while enabled: its values to `onData` (the latest callback), and its state. */
export function useSubscription<T>(options: SubscriptionOptions<T>): { status: StreamStatus } {
  const { enabled = true } = options;
  const [status, setStatus] = useState<StreamStatus>("connecting");
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const hash = hashKey(options.key);
  useEffect(() => {
    if (!enabled) return;
    const close = latest.current.open({ onData: (v) => latest.current.onData?.(v), onStatus: setStatus });
    return () => {
      close();
      setStatus("connecting");
    };
  }, [hash, enabled]);
  return { status: enabled ? status : "idle" };
}
