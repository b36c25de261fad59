// A single (non-batched) query or mutation on the production server, answered straight onto Node's response: the
// procedure runs as resolveResponse runs it (the context, the input read from the query string or the body and
// decoded by the transformer, middleware, validation, the error formatter, onError), and the answer is tRPC's
// envelope with tRPC's status code, written once with its length. tRPC's own path builds a fetch Request of the
// Node request and a fetch Response of the answer, which cost about 5% of a move's server CPU. Batches, JSON lines,
// other content types and methods stay on resolveResponse.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  transformTRPCResponse,
  TRPCError,
} from "@trpc/server/unstable-core-do-not-import";
import { payloadText } from "./payload-text";
import { procedureOfType, wantsJsonLines } from "./procedure-at-path";
import type { SubscriptionErrorHandler } from "./subscription-stream";

type CallType = "query" | "mutation";

/**
 * The query (GET) or mutation (POST) a request names alone, or null when tRPC's own path should answer it: a batch,
 * a JSON-lines call, another content type, a subscription, a procedure of the other kind or none at all.
 */
export async function singleCallOf(
  req: IncomingMessage,
  url: URL,
  path: string,
  router: AnyTRPCRouter,
): Promise<{ path: string; procedure: AnyTRPCProcedure; type: CallType } | null> {
  const type: CallType | null = req.method === "GET" ? "query" : req.method === "POST" ? "mutation" : null;
  if (type === null || url.searchParams.has("batch")) return null;
  const contentType = req.headers["content-type"]?.split(";", 1)[0]!.trim().toLowerCase();
  if (contentType === undefined ? type === "mutation" : contentType !== "application/json") return null;
  if (wantsJsonLines(req)) return null;
  const found = await procedureOfType(router, path, type);
  return found && { ...found, type };
}

export interface CallRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The request's body, read already (a mutation's); null for a query. */
  body: string | null;
  path: string;
  procedure: AnyTRPCProcedure;
  type: CallType;
  router: AnyTRPCRouter;
  createContext: () => Promise<unknown>;
  onError: SubscriptionErrorHandler;
}

/** Runs the call and writes tRPC's answer. */
export async function answerCall(r: CallRequest): Promise<void> {
  const { res, path, type, router } = r;
  const config = router._def._config;
  // The procedure's signal: aborted when the client leaves before its answer, as tRPC's request signal is.
  const aborter = new AbortController();
  const onClose = () => void (res.writableFinished || aborter.abort());
  res.once("close", onClose);
  const input = { parsed: false, value: undefined as unknown };
  let ctx: unknown;
  let answer: { result: { data: unknown } } | { error: unknown };
  let body: string;
  try {
    try {
      ctx = await r.createContext();
      const data: unknown = await r.procedure({
        path,
        ctx,
        type,
        signal: aborter.signal,
        batchIndex: 0,
        getRawInput: async () => {
          if (!input.parsed) input.value = parseInput(r.body, r.url, router);
          input.parsed = true;
          return input.value;
        },
      });
      if (isDataStream(data)) {
        // tRPC refuses this after the call, as a failure of the whole request (no path, no input).
        const error = new TRPCError({
          code: "UNSUPPORTED_MEDIA_TYPE",
          message: "Cannot use stream-like response in non-streaming request - use httpBatchStreamLink",
        });
        r.onError({ error });
        answer = { error: getErrorShape({ config, ctx, error, type, path: undefined, input: undefined }) };
      } else answer = { result: { data } };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      r.onError({ error, path });
      const shapeInput = input.parsed ? input.value : undefined;
      answer = { error: getErrorShape({ config, ctx, error, type, path, input: shapeInput }) };
    }
    // tRPC's envelope of a result is {"result":{"data":…}}: written around the data's text.
    body =
      "result" in answer ? `{"result":{"data":${payloadText(router)(answer.result.data)}}}` : errorText(router, answer);
  } catch (cause) {
    // The transformer or the error formatter failed: tRPC answers for the whole request.
    const error = getTRPCErrorFromUnknown(cause);
    r.onError({ error });
    answer = { error: getErrorShape({ config, ctx, error, type, path: undefined, input: undefined }) };
    body = errorText(router, answer);
  } finally {
    res.off("close", onClose);
  }
  if (res.destroyed) return;
  if (res.statusCode === 200) res.statusCode = getHTTPStatusCode([answer] as never);
  res.setHeader("vary", "trpc-accept, accept");
  res.setHeader("content-type", "application/json");
  res.setHeader("content-length", Buffer.byteLength(body));
  res.end(body);
}

function errorText(router: AnyTRPCRouter, answer: { error: unknown }): string {
  return JSON.stringify(transformTRPCResponse(router._def._config, answer as never));
}

/** The input as tRPC's JSON content handler reads it (a mutation's body, a query's `input`): JSON, then the transformer. */
function parseInput(body: string | null, url: URL, router: AnyTRPCRouter): unknown {
  try {
    const query = body === null ? url.searchParams.get("input") : null;
    const json: unknown = body !== null ? JSON.parse(body) : query ? JSON.parse(query) : undefined;
    return json === undefined ? undefined : router._def._config.transformer.input.deserialize(json);
  } catch (cause) {
    if (cause instanceof TRPCError) throw cause;
    const message = cause instanceof Error ? cause.message : "Invalid input";
    throw new TRPCError({ code: "BAD_REQUEST", message, cause });
  }
}

/**
 * tRPC's test for an answer only its streaming link can carry (an iterable, or an object holding promises), without
 * the array of values tRPC's makes: every answer passes here.
 */
function isDataStream(v: unknown): boolean {
  if (!isObject(v)) return false;
  if (isAsyncIterable(v)) return true;
  for (const key in v) {
    const value = (v as Record<string, unknown>)[key];
    if (isPromise(value) || isAsyncIterable(value)) return true;
  }
  return false;
}
