// Subscriptions (server-sent events) on the production server, written straight onto Node's response. tRPC's own path
// (resolveResponse, then ./write-response.ts) keeps, per open stream, a chain of async generators (the event producer,
// its error handling, the ping race) and web streams (the producer's ReadableStream, a TransformStream per event line,
// a TextEncoderStream, the abort wrapper) waiting for the next event; here a stream is one pending next() of the
// procedure's iterator and one timer (about 50 KB less heap per open stream, bench/RESULTS.md).
//
// The procedure runs as resolveResponse runs it (the same context, input parsing with lastEventId, middleware, input
// validation, errors and their logging), and the bytes on the wire are tRPC's (sseStreamProducer in @trpc/server's
// stream/sse.ts), which @trpc/client's httpSubscriptionLink reads: the `connected` event with the client options,
// data events (`id:` for tracked ones, and the `restore-id` event after an untracked one once an id was sent), a ping
// after every quiet interval, then `return` when the stream ends or `serialized-error` when it fails. Every event goes
// out in one write.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import { isObservable, observableToAsyncIterable } from "@trpc/server/observable";
import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  isAbortError,
  isAsyncIterable,
  isObject,
  isTrackedEnvelope,
  TRPCError,
} from "@trpc/server/unstable-core-do-not-import";
import { payloadText } from "./payload-text";
import { procedureOfType, wantsJsonLines } from "./procedure-at-path";

/** How a stream's failures are reported (http.ts logInternalError). */
export type SubscriptionErrorHandler = (opts: { path?: string; error: TRPCError }) => void;

/**
 * The subscription procedure a GET request names, or null when tRPC's own path should answer it: anything batched, a
 * JSON-lines call, another content type, another kind of procedure, a path tRPC would refuse, or SSE options this
 * writer does not implement.
 */
export async function subscriptionOf(
  req: IncomingMessage,
  url: URL,
  path: string,
  router: AnyTRPCRouter,
): Promise<{ path: string; procedure: AnyTRPCProcedure } | null> {
  if (req.method !== "GET" || url.searchParams.get("batch") === "1") return null;
  // Options this writer does not implement (a maximum duration, one event per request, SSE turned off): tRPC's path.
  const sse = router._def._config.sse;
  if (sse?.enabled === false || sse?.maxDurationMs || sse?.emitAndEndImmediately) return null;
  const contentType = req.headers["content-type"];
  if (contentType !== undefined && contentType.split(";", 1)[0]!.trim().toLowerCase() !== "application/json")
    return null;
  if (wantsJsonLines(req)) return null;
  return procedureOfType(router, path, "subscription");
}

export interface SubscriptionRequest<Ctx = unknown> {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  path: string;
  procedure: AnyTRPCProcedure;
  router: AnyTRPCRouter;
  createContext: () => Promise<Ctx>;
  onError: SubscriptionErrorHandler;
  /** The error the client hears of what the source threw once it ran (tRPC's middlewares see only its start). */
  errorOf?: (cause: unknown, ctx: Ctx) => Promise<TRPCError>;
}

// tRPC's event framing: each field on its line, then "\n\n" (so an event ends with a blank line and one more).
const END = "\n\n";
const eventOf = (event: string, data: string) => `event: ${event}\ndata: ${data}\n${END}`;
const PING = eventOf("ping", "");
const RETURN = eventOf("return", "");
const HEADERS = {
  vary: "trpc-accept, accept",
  "content-type": "text/event-stream",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
  connection: "keep-alive",
};

/** Runs the subscription and writes its events until it ends or the client leaves. */
export async function writeSubscription<Ctx>(r: SubscriptionRequest<Ctx>): Promise<void> {
  const { req, res, url, path, procedure, router } = r;
  const config = router._def._config;
  const serialize = payloadText(router);
  const aborter = new AbortController();
  let closed = false;
  const reading: { iterator?: AsyncIterator<unknown> } = {};
  const onClose = () => {
    closed = true;
    // The client left: the procedure's signal ends its waits, and return() runs its finally blocks (for a generator,
    // once its pending next() settles).
    if (!res.writableFinished) aborter.abort();
    void reading.iterator?.return?.()?.catch(() => {});
  };
  res.once("close", onClose);

  let ctx: Ctx | undefined;
  const input = { parsed: false, value: undefined as unknown };
  const fail = async (cause: unknown): Promise<TRPCError> => {
    const error =
      r.errorOf && ctx !== undefined && !(cause instanceof TRPCError)
        ? await r.errorOf(cause, ctx)
        : getTRPCErrorFromUnknown(cause);
    r.onError({ error, path });
    return error;
  };

  let source: AsyncIterable<unknown> | TRPCError;
  try {
    ctx = await r.createContext();
    const data: unknown = await procedure({
      path,
      ctx,
      type: "subscription",
      signal: aborter.signal,
      batchIndex: 0,
      getRawInput: async () => {
        if (!input.parsed) input.value = parseInput(url, router);
        input.parsed = true;
        return withLastEventId(input.value, lastEventIdOf(req, url));
      },
    });
    source = isAsyncIterable(data)
      ? data
      : isObservable(data)
        ? observableToAsyncIterable(data, aborter.signal)
        : new TRPCError({
            message: `Subscription ${path} did not return an observable or a AsyncGenerator`,
            code: "INTERNAL_SERVER_ERROR",
          });
  } catch (cause) {
    source = await fail(cause);
  }

  const errorEvent = (error: TRPCError) => {
    const shape = getErrorShape({
      config,
      ctx,
      error,
      input: input.parsed ? input.value : undefined,
      path,
      type: "subscription",
    });
    return eventOf("serialized-error", serialize(shape));
  };

  if (closed) {
    if (!(source instanceof TRPCError))
      void source[Symbol.asyncIterator]()
        .return?.()
        ?.catch(() => {});
    return;
  }
  for (const [key, value] of Object.entries(HEADERS)) res.setHeader(key, value);
  const client = config.sse?.client ?? {};
  send(res, eventOf("connected", JSON.stringify(client)));
  if (source instanceof TRPCError) return void res.end(errorEvent(source));

  const iterator = (reading.iterator = source[Symbol.asyncIterator]());
  const ping = config.sse?.ping;
  const intervalMs = ping?.enabled ? (ping.intervalMs ?? 1000) : 0;
  const pinger =
    intervalMs > 0 && intervalMs !== Infinity
      ? setInterval(() => {
          if (!res.writableNeedDrain) send(res, PING);
        }, intervalMs)
      : undefined;
  // The id the client's EventSource holds; one with these characters cannot be sent back in an `id` field.
  const requested = lastEventIdOf(req, url);
  const ids = { last: requested && !/[\0\n\r]/.test(requested) ? requested : null };
  const frame = (value: unknown) => frameOf(value, ids, serialize);
  const isClosed = () => closed;
  try {
    while (await writeNextEvent(iterator, res, frame, isClosed)) pinger?.refresh();
    if (!closed) res.end(RETURN);
  } catch (cause) {
    if (closed || isAbortError(cause)) res.end();
    else res.end(errorEvent(await fail(cause)));
  } finally {
    clearInterval(pinger);
    res.off("close", onClose);
  }
}

/**
 * Waits for the source's next value and writes it: false once the source has ended or the client has left. A call of
 * its own per event: a suspended async function keeps its registers, so the loop that waits for the next event would
 * otherwise hold the last event and its text (kilobytes per open stream) until that event comes.
 */
async function writeNextEvent(
  iterator: AsyncIterator<unknown>,
  res: ServerResponse,
  frame: (value: unknown) => string,
  closed: () => boolean,
): Promise<boolean> {
  const next = await iterator.next();
  if (next.done || closed()) return false;
  if (!send(res, frame(next.value))) await drained(res);
  return true;
}

/** An event's text: a tracked one sets the id the client resumes from; `ids.last` is the id sent last. */
function frameOf(value: unknown, ids: { last: string | null }, serialize: (v: unknown) => string): string {
  if (isTrackedEnvelope(value)) {
    ids.last = value[0];
    return `data: ${serialize(value[1])}\nid: ${ids.last}\n${END}`;
  }
  if (ids.last === null) return `data: ${serialize(value)}\n${END}`;
  // EventSource gives an event without an `id` the last id it received: clear it for this event, then set it back
  // with an event clients do not listen to, so that reconnecting still resumes from it.
  return `data: ${serialize(value)}\nid: \n${END}event: restore-id\ndata: \nid: ${ids.last}\n${END}`;
}

/** Writes one event now (through a compressing middleware too, where one is in front); false when the socket wants a pause. */
function send(res: ServerResponse, text: string): boolean {
  const more = res.write(text);
  (res as ServerResponse & { flush?: () => void }).flush?.(); // a compressor in front: send it now
  return more;
}

/** The `input` query parameter as tRPC's JSON content handler reads it: JSON, then the transformer. */
function parseInput(url: URL, router: AnyTRPCRouter): unknown {
  const raw = url.searchParams.get("input");
  if (!raw) return undefined;
  try {
    return router._def._config.transformer.input.deserialize(JSON.parse(raw));
  } catch (cause) {
    if (cause instanceof TRPCError) throw cause;
    const message = cause instanceof Error ? cause.message : "Invalid input";
    throw new TRPCError({ code: "BAD_REQUEST", message, cause });
  }
}

/** The id the client last received (EventSource's header, or the link's query parameter on its own reconnect). */
function lastEventIdOf(req: IncomingMessage, url: URL): string | null {
  const header = req.headers["last-event-id"];
  return (
    (Array.isArray(header) ? header.join(", ") : header) ??
    url.searchParams.get("lastEventId") ??
    url.searchParams.get("Last-Event-Id")
  );
}

function withLastEventId(input: unknown, lastEventId: string | null): unknown {
  if (!lastEventId) return input;
  if (isObject(input)) return { ...input, lastEventId };
  return input ?? { lastEventId };
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done).off("close", done);
      resolve();
    };
    res.once("drain", done).once("close", done);
  });
}
