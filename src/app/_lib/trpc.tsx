"use client";
// The browser's API client for the pages: `useTRPC()` names a procedure and makes the options the hooks take, typed
// from the router; the hooks (query-hooks.ts) keep the answers in one cache per tab (query-cache.ts); the calls go
// over api-stream.ts's wire, each its own request. Components:
//   const trpc = useTRPC(); const me = useQuery(trpc.user.me.queryOptions());
// (Why the project's own layer rather than TanStack Query and tRPC's client: decision 0010.)
import type {
  AnyTRPCProcedure,
  inferProcedureInput,
  inferProcedureOutput,
  TRPCQueryProcedure,
  TRPCMutationProcedure,
  TRPCRouterRecord,
  TRPCSubscriptionProcedure,
} from "@trpc/server";
import { useMemo, useState, type ReactNode } from "react";
import type { AppRouter } from "~/server/api/root";
import { call, openStream, type ApiCallError } from "./api-stream";
import type { InfiniteQueryOptions } from "./infinite-query";
import { QueryClient, type QueryKey } from "./query-cache";
import {
  QueryClientContext,
  useQueryClient,
  type MutationOptions,
  type QueryOptions,
  type StreamStatus,
  type SubscriptionOptions,
} from "./query-hooks";

// useInfiniteQuery (infinite-query.ts) and fieldErrorsOf (field-errors.ts) are imported from their own modules: a
// page that uses neither (a table) does not carry them.
export { useMutation, useQuery, useQueryClient, useSubscription } from "./query-hooks";
export type { InfiniteData } from "./infinite-query";
export { QueryClient, replaceEqualDeep } from "./query-cache";

/** A failed call: the server's message and its data (tRPC's code, zod's field errors, a domain error's field). */
export type ApiError = ApiCallError;

/** How the procedures are reached: the server (over HTTP), or in a component test a stand-in. */
export interface Transport {
  call(type: "query" | "mutation", path: string, input: unknown): Promise<unknown>;
  subscribe(
    path: string,
    input: unknown,
    handlers: { onData: (value: unknown) => void; onStatus: (s: StreamStatus) => void },
  ): () => void;
}

export const httpTransport: Transport = {
  call,
  subscribe: (path, input, { onData, onStatus }) =>
    openStream(path, input, {
      onData,
      onConnected: (connected) => onStatus(connected ? "pending" : "connecting"),
      onFailed: () => onStatus("error"),
      onEnded: () => onStatus("idle"),
    }),
};

/** The client a provider gives its components: the cache, and the transport its procedures are called through. */
export class ApiClient extends QueryClient {
  constructor(
    readonly transport: Transport,
    defaults = { staleTime: 30_000, retry: 1 },
  ) {
    super(defaults);
  }
}

type Key<I> = undefined extends I ? [input?: I] : [input: I];
type Yielded<O> = O extends AsyncIterable<infer T, unknown, unknown> ? T : never;
type QueryOpts<O> = Omit<QueryOptions<O>, "queryKey" | "queryFn">;

interface QueryProcedure<I, O> {
  queryOptions(input: I, opts?: QueryOpts<O>): QueryOptions<O> & { queryKey: QueryKey };
  queryOptions(input: I, opts: QueryOpts<O> & { initialData: O }): QueryOptions<O> & { initialData: O };
  queryKey(...input: Key<I>): QueryKey;
  infiniteQueryOptions(
    input: Omit<I, "cursor">,
    opts: Omit<InfiniteQueryOptions<O>, "queryKey" | "pageFn">,
  ): InfiniteQueryOptions<O>;
}
interface MutationProcedure<I, O> {
  mutationOptions(opts?: Omit<MutationOptions<O, I>, "mutationFn">): MutationOptions<O, I>;
}
interface SubscriptionProcedure<I, O> {
  subscriptionOptions(
    input: I,
    opts: Omit<SubscriptionOptions<Yielded<O>>, "key" | "open">,
  ): SubscriptionOptions<Yielded<O>>;
}

type Decorate<P extends AnyTRPCProcedure, I = inferProcedureInput<P>, O = inferProcedureOutput<P>> =
  P extends TRPCQueryProcedure<infer _>
    ? QueryProcedure<I, O>
    : P extends TRPCMutationProcedure<infer _>
      ? MutationProcedure<I, O>
      : P extends TRPCSubscriptionProcedure<infer _>
        ? SubscriptionProcedure<I, O>
        : never;

export type DecoratedRouter<R extends TRPCRouterRecord> = {
  [K in keyof R]: R[K] extends AnyTRPCProcedure
    ? Decorate<R[K]>
    : R[K] extends TRPCRouterRecord
      ? DecoratedRouter<R[K]>
      : never;
};

/**
 * A query's key: its path, and its input when it has one (`[path]` alone is the filter for every input, infinite
 * lists included).
 */
const keyOf = (path: string[], input: unknown, type?: "infinite"): QueryKey =>
  input === undefined && !type ? [path] : [path, { input, ...(type && { type }) }];

function decorate(client: ApiClient, path: string[]): unknown {
  const at = path.join(".");
  const { transport } = client;
  const methods = {
    queryKey: (input?: unknown) => keyOf(path, input),
    queryOptions: (input: unknown, opts?: object) => ({
      ...opts,
      queryKey: keyOf(path, input),
      queryFn: () => transport.call("query", at, input),
    }),
    // Pages as tRPC's client asks for them: the input with the page's cursor (none on the first) and a direction.
    infiniteQueryOptions: (input: object, opts: object) => ({
      ...opts,
      queryKey: keyOf(path, input, "infinite"),
      pageFn: (cursor: unknown) =>
        transport.call("query", at, { ...input, ...(cursor != null && { cursor }), direction: "forward" }),
    }),
    mutationOptions: (opts?: object) => ({
      ...opts,
      mutationFn: (input: unknown) => transport.call("mutation", at, input),
    }),
    subscriptionOptions: (input: unknown, opts: object) => ({
      ...opts,
      key: keyOf(path, input),
      open: (h: Parameters<Transport["subscribe"]>[2]) => transport.subscribe(at, input, h),
    }),
  };
  return new Proxy(methods, {
    get: (target, prop) =>
      typeof prop !== "string"
        ? undefined
        : Object.hasOwn(target, prop)
          ? target[prop as keyof typeof methods]
          : decorate(client, [...path, prop]),
  });
}

export function useTRPC(): DecoratedRouter<AppRouter["_def"]["record"]> {
  const client = useQueryClient() as ApiClient;
  return useMemo(() => decorate(client, []) as DecoratedRouter<AppRouter["_def"]["record"]>, [client]);
}

// One cache per browser tab: the provider wraps only the parts that call the API (the pages' segments, the header's
// bell), not the root layout; two providers on a page share what they fetch. The server makes one per render (no
// sharing between requests).
let browserClient: ApiClient | undefined;

function apiClient() {
  if (typeof window === "undefined") return new ApiClient(httpTransport);
  return (browserClient ??= new ApiClient(httpTransport));
}

/** `client`: a test's (its stand-in transport); the pages' own otherwise. */
export function TRPCReactProvider({ children, client }: { children: ReactNode; client?: ApiClient }) {
  const [own] = useState(() => client ?? apiClient());
  return <QueryClientContext.Provider value={own}>{children}</QueryClientContext.Provider>;
}
