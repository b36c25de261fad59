// The browser's wire to the API, without the tRPC client or superjson (every page's header and footer use it, and the
// pages' own client, trpc.tsx, calls through it): a query as a GET, a mutation as a POST, each its own request, and a
// subscription read with the browser's own EventSource. The wire is tRPC's over HTTP with the superjson transformer:
// the input as `{json, meta}` (meta notes where a value was a Date or undefined), the answer as
// `{result: {data: {json, meta}}}`, a refusal as `{error: {json: {message, code, data}}}`. A subscription is
// server-sent events: `connected` first, then one `message` per value (superjson, as above; a tracked value's id as
// the event's id), `ping` to keep the line open, `return` when it ends, `serialized-error` when it failed.
import type { inferRouterError, inferRouterInputs, inferRouterOutputs } from "@trpc/server";
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

/** A value superjson annotated as `type`, as it was; null when the type is one these answers never carry. */
function revived(type: unknown, json: unknown): { value: unknown } | null {
  if (type === "Date") return { value: new Date(json as string) };
  if (type === "undefined") return { value: undefined };
  if (type === "number") return { value: Number(json) };
  return null;
}

/**
 * The value superjson serialized as `data`: its Dates, undefined values and non-finite numbers as they were. The
 * answers carry no other type that JSON lacks (a value of another type stays as JSON gives it).
 */
export function reviveSuperjson(data: Superjson): unknown {
  const values = data.meta?.values;
  if (!values) return data.json;
  if (Array.isArray(values)) return (revived(values[0], data.json) ?? { value: data.json }).value;
  for (const [path, annotation] of Object.entries(values as Record<string, unknown>)) {
    if (!Array.isArray(annotation)) continue;
    const keys = pathKeys(path);
    const last = keys.pop()!;
    let at = data.json as Record<string, unknown> | null;
    for (const k of keys) at = (at?.[k] as Record<string, unknown> | null) ?? null;
    if (!at || typeof at !== "object") continue;
    const value = revived(annotation[0], at[last]);
    if (value) at[last] = value.value;
  }
  return data.json;
}

/** `input` as superjson writes it: a Date as its ISO string, undefined as null, each noted in meta by its path. */
export function serializeInput(input: unknown): Superjson {
  const values: Record<string, [string]> = {};
  const escape = (k: string) => k.replace(/\./g, "\\.");
  const walk = (v: unknown, path: string | null): unknown => {
    const note = (type: string, json: unknown) => {
      values[path ?? ""] = [type];
      return json;
    };
    if (v instanceof Date) return note("Date", v.toISOString());
    if (v === undefined) return note("undefined", null);
    if (Array.isArray(v)) return v.map((x, i) => walk(x, path === null ? String(i) : `${path}.${i}`));
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x, path === null ? escape(k) : `${path}.${escape(k)}`);
      return out;
    }
    return v;
  };
  const json = walk(input, null);
  const paths = Object.keys(values);
  if (paths.length === 0) return { json };
  // At the root, superjson's meta is the annotation alone.
  return { json, meta: { values: paths[0] === "" ? values[""] : values, v: 1 } as Superjson["meta"] };
}

/** A query's or subscription's address: its path, the input as the tRPC client sends it (superjson). */
export function callUrl(path: string, input: unknown): string {
  return `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(serializeInput(input)))}`;
}

/** What the server's error formatter adds to a refusal: tRPC's code, the HTTP status, zod's errors, a field. */
export type ApiErrorData = inferRouterError<AppRouter>["data"];

/** A failed call: the server's message (in the reader's language where the server gives one) and its data. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly data?: ApiErrorData,
  ) {
    super(message);
  }
}

async function failure(path: string, res: Response): Promise<ApiCallError> {
  type Refusal = { error?: { json?: { message?: string; data?: ApiErrorData } } };
  const body = (await res.json().catch(() => null)) as Refusal | null;
  return new ApiCallError(body?.error?.json?.message ?? `${path}: ${res.status}`, body?.error?.json?.data);
}

/** One call, unbatched: a query (GET, no input when it has none) or a mutation (POST); its answer, revived. */
export async function call(type: "query" | "mutation", path: string, input: unknown): Promise<unknown> {
  let res: Response;
  try {
    res =
      type === "query"
        ? await fetch(input === undefined ? `/api/trpc/${path}` : callUrl(path, input))
        : await fetch(`/api/trpc/${path}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(serializeInput(input)),
          });
  } catch (e) {
    throw new ApiCallError(e instanceof Error ? e.message : String(e));
  }
  if (!res.ok) throw await failure(path, res);
  const body = (await res.json()) as { result: { data: Superjson } };
  return reviveSuperjson(body.result.data);
}

/** One typed query: its answer, Dates revived. */
export async function query<
  R extends keyof Inputs & keyof Outputs,
  P extends keyof Inputs[R] & keyof Outputs[R] & string,
>(router: R & string, procedure: P, input?: Inputs[R][P]): Promise<Outputs[R][P]> {
  return (await call("query", `${router}.${procedure}`, input)) as Outputs[R][P];
}

/** One typed mutation; throws an ApiCallError with the server's message when it fails. The answer is not read. */
export async function mutate<R extends keyof Inputs, P extends keyof Inputs[R] & string>(
  router: R & string,
  procedure: P,
  input: Inputs[R][P],
): Promise<void> {
  await call("mutation", `${router}.${procedure}`, input);
}

export interface StreamHandlers<T> {
  onData: (value: T) => void;
  /** true once the stream is open; false while the browser reconnects, and when it ended or failed. */
  onConnected?: (connected: boolean) => void;
  /** The stream failed for good (the server refused it, or ended it with an error): no reconnection follows. */
  onFailed?: () => void;
  /** The server ended the stream (`return`): nothing more comes and no reconnection follows. */
  onEnded?: () => void;
}

/**
 * Opens the subscription at `path`; the browser reconnects by itself after a network error. After a tracked value
 * (an event with an id), a reconnection asks for what followed it, as tRPC's client does: the input's `lastEventId`.
 * Returns the close.
 */
export function openStream(
  path: string,
  input: unknown,
  { onData, onConnected, onFailed, onEnded }: StreamHandlers<unknown>,
) {
  let source: EventSource;
  let lastEventId: string | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const at =
      lastEventId !== null && input && typeof input === "object" ? { ...(input as object), lastEventId } : input;
    source = new EventSource(callUrl(path, at));
    const ended = (failed: boolean) => {
      source.close();
      onConnected?.(false);
      if (failed) onFailed?.();
      else onEnded?.();
    };
    source.addEventListener("connected", () => onConnected?.(true));
    source.addEventListener("message", (m: MessageEvent<string>) => {
      onConnected?.(true);
      if (m.lastEventId) lastEventId = m.lastEventId;
      onData(reviveSuperjson(JSON.parse(m.data) as Superjson));
    });
    source.addEventListener("return", () => ended(false));
    source.addEventListener("serialized-error", () => ended(true));
    source.addEventListener("error", () => {
      onConnected?.(false);
      if (source.readyState === EventSource.CLOSED) onFailed?.();
      else if (lastEventId !== null) {
        // The browser's own reconnection would send the first input again: this one says where it left off.
        source.close();
        retry = setTimeout(open, 1000);
      }
    });
  };
  open();
  return () => {
    clearTimeout(retry);
    source.close();
  };
}

/** Opens a typed subscription (see openStream). Returns the close. */
export function subscribe<
  R extends keyof Inputs & keyof Outputs,
  P extends keyof Inputs[R] & keyof Outputs[R] & string,
>(router: R & string, procedure: P, input: Inputs[R][P], handlers: StreamHandlers<Yielded<Outputs[R][P]>>): () => void {
  return openStream(`${router}.${procedure}`, input, handlers as StreamHandlers<unknown>);
}
