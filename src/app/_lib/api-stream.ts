// The API without the tRPC client, for the parts of every page (the header's and footer's live stream, the bell, the
// language switcher), so that the pages that call nothing else load neither the tRPC client, superjson nor TanStack
// Query: a subscription read with the browser's own EventSource, a query as a GET and a mutation as a POST. The wire
// is tRPC's over HTTP. A subscription is server-sent events: `connected` first, then one `message` per value
// (superjson: the JSON, and where a value was a Date, its path in meta.values), `ping` to keep the line open, `return`
// when it ends, `serialized-error` when it failed.
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
/** What a subscription's procedure yields (its output type is the async iterable). */
type Yielded<O> = O extends AsyncIterable<infer T, unknown, unknown> ? T : never;

interface Superjson {
  json: unknown;
  meta?: { values?: unknown };
}

/** A path of superjson's meta ("count.latest.createdAt", a dot in a key escaped as "\."), as its keys. */
function pathKeys(path: string): string[] {
  return path.split(/(?<!\\)\./).map((k) => k.replace(/\\\./g, "."));
}

/**
 * The value superjson serialized as `data`, its Dates revived. The values read this way carry no other type that
 * JSON lacks (a value of another type stays as JSON gives it; superjson's `undefined` is a missing key).
 */
export function reviveSuperjson(data: Superjson): unknown {
  const values = data.meta?.values;
  if (!values) return data.json;
  if (Array.isArray(values)) return values[0] === "Date" ? new Date(data.json as string) : data.json;
  for (const [path, annotation] of Object.entries(values as Record<string, unknown>)) {
    if (!Array.isArray(annotation) || annotation[0] !== "Date") continue;
    const keys = pathKeys(path);
    const last = keys.pop()!;
    let at = data.json as Record<string, unknown> | null;
    for (const k of keys) at = (at?.[k] as Record<string, unknown> | null) ?? null;
    if (at && typeof at[last] === "string") at[last] = new Date(at[last]);
  }
  return data.json;
}

/** A query's or subscription's address: its path, the input as the tRPC client sends it (superjson: plain JSON as is). */
export function callUrl(path: string, input: unknown): string {
  return `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
}

export interface SubscriptionHandlers<T> {
  onData: (value: T) => void;
  /** true once the stream is open; false while the browser reconnects, and when it ended or failed. */
  onConnected?: (connected: boolean) => void;
}

/** Opens the subscription; the browser reconnects by itself after a network error. Returns the close. */
export function subscribe<
  R extends keyof Inputs & keyof Outputs,
  P extends keyof Inputs[R] & keyof Outputs[R] & string,
>(
  router: R & string,
  procedure: P,
  input: Inputs[R][P],
  { onData, onConnected }: SubscriptionHandlers<Yielded<Outputs[R][P]>>,
): () => void {
  const source = new EventSource(callUrl(`${router}.${procedure}`, input));
  const ended = () => {
    source.close();
    onConnected?.(false);
  };
  source.addEventListener("connected", () => onConnected?.(true));
  source.addEventListener("message", (m: MessageEvent<string>) => {
    onConnected?.(true);
    onData(reviveSuperjson(JSON.parse(m.data) as Superjson) as Yielded<Outputs[R][P]>);
  });
  source.addEventListener("return", ended);
  source.addEventListener("serialized-error", ended);
  source.addEventListener("error", () => onConnected?.(false));
  return () => source.close();
}

/** A failed call: the server's message (in the reader's language where the server gives one). */
export class ApiCallError extends Error {}

async function failure(path: string, res: Response): Promise<ApiCallError> {
  const body = (await res.json().catch(() => null)) as { error?: { json?: { message?: string } } } | null;
  return new ApiCallError(body?.error?.json?.message ?? `${path}: ${res.status}`);
}

/** One query with an input of plain JSON values (or none): its answer, Dates revived. */
export async function query<
  R extends keyof Inputs & keyof Outputs,
  P extends keyof Inputs[R] & keyof Outputs[R] & string,
>(router: R & string, procedure: P, input?: Inputs[R][P]): Promise<Outputs[R][P]> {
  const path = `${router}.${procedure}`;
  const res = await fetch(input === undefined ? `/api/trpc/${path}` : callUrl(path, input));
  if (!res.ok) throw await failure(path, res);
  const body = (await res.json()) as { result: { data: Superjson } };
  return reviveSuperjson(body.result.data) as Outputs[R][P];
}

/**
 * One mutation with an input of plain JSON values (no Date: superjson would annotate it); throws an ApiCallError with
 * the server's message when it fails. The answer is not read.
 */
export async function mutate<R extends keyof Inputs, P extends keyof Inputs[R] & string>(
  router: R & string,
  procedure: P,
  input: Inputs[R][P],
): Promise<void> {
  const path = `${router}.${procedure}`;
  const res = await fetch(`/api/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ json: input }),
  });
  if (!res.ok) throw await failure(path, res);
}
