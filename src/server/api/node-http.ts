// tRPC on Node's HTTP server: the production server (src/server/boot/http-server.ts) sends /api/trpc/* here rather
// than through Next.js. The same refusals, body limit, context and error logging as the Next.js route's fetch
// handler (./http.ts). A subscription's server-sent events are written by ./subscription-stream.ts and a single query
// or mutation is answered by ./procedure-call.ts, both without tRPC's fetch Request, Response and web streams;
// anything else (batches) tRPC resolves as its Node adapter does, and ./write-response.ts writes the answer with
// fewer writes than the adapter's own writer.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AnyTRPCRouter } from "@trpc/server";
import { incomingMessageToRequest, internal_exceptionHandler } from "@trpc/server/adapters/node-http";
import { resolveResponse } from "@trpc/server/http";
import { getTRPCErrorFromUnknown } from "@trpc/server/unstable-core-do-not-import";
import { readBoundedBody } from "../security/body-limit";
import { csrfRefusal, type CsrfRequest } from "../security/csrf";
import { env } from "~/env";
import { CallGate } from "./call-gate";
import { createTRPCContext, type RequestContext } from "./context";
import { forbidden, logInternalError, TOO_LARGE, TRPC_ENDPOINT, type CreateTRPCContext, type Refusal } from "./http";
import { answerCall, singleCallOf } from "./procedure-call";
import { appRouter } from "./root";
import { subscriptionOf, writeSubscription } from "./subscription-stream";
import { errorForClient } from "./trpc";
import { writeResponse } from "./write-response";

const PROCEDURE_PATH = new RegExp(`^${TRPC_ENDPOINT}/([^/?#]+)(?:\\?|$)`);

/**
 * The procedure path a request URL names (`game.move`, or a batch `a.b,c.d`), or null for anything else under
 * /api/trpc (a trailing slash, more segments, an absolute URL), which the production server leaves to Next.js.
 */
export function trpcProcedurePath(url: string | undefined): string | null {
  return (url && PROCEDURE_PATH.exec(url)?.[1]) || null;
}

let gate: CallGate | undefined;
const callGate = () => (gate ??= new CallGate(env().API_CALLS_AT_ONCE));

export async function handleTRPCNodeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  createContext: CreateTRPCContext = () => createTRPCContext({ headers: req.headers }),
  router: AnyTRPCRouter = appRouter,
): Promise<void> {
  const path = trpcProcedurePath(req.url);
  if (path === null) throw new Error(`not a tRPC procedure path: ${req.url}`);
  const refusal = csrfRefusal(csrfView(req));
  if (refusal) return refuse(res, forbidden(refusal));
  let body: string | null = null;
  if (req.method !== "GET" && req.method !== "HEAD") {
    try {
      body = await readBoundedBody(req);
    } catch (e) {
      if (req.destroyed || res.destroyed) return; // the client went away
      throw e;
    }
    if (body === null) return refuse(res, TOO_LARGE);
  }
  const url = new URL(req.url!, "http://localhost");
  const subscription = await subscriptionOf(req, url, path, router);
  if (subscription) {
    const errorOf = (cause: unknown, ctx: RequestContext) => errorForClient(ctx, cause, getTRPCErrorFromUnknown(cause));
    const stream = { req, res, url, ...subscription, router, createContext, onError: logInternalError, errorOf };
    return writeSubscription(stream).catch((e: unknown) => failed(res, path, e));
  }
  const call = await singleCallOf(req, url, path, router);
  if (call) {
    const answer = { req, res, url, body, ...call, router, createContext, onError: logInternalError };
    return callGate().run(() => answerCall(answer).catch((e: unknown) => failed(res, path, e)));
  }
  // Everything else (batches, JSON lines) goes through tRPC's fetch Request and Response; the adapter takes a body
  // already read from here rather than from the stream. It is not gated: among it may be a subscription asked for in
  // a form the stream's writer does not take, which would hold its place for as long as it is watched.
  if (body !== null) (req as IncomingMessage & { body?: string }).body = body;
  const request = incomingMessageToRequest(req, res, { maxBodySize: null });
  try {
    const response = await resolveResponse({
      req: request,
      path,
      router,
      error: null,
      createContext: () => createContext(),
      onError: logInternalError,
    });
    await writeResponse(res, response, request.signal);
  } catch (e) {
    // tRPC's answer to an error it did not turn into one; after the head went out (a stream broken midway) only
    // closing the connection can tell the client.
    if (!res.headersSent) return internal_exceptionHandler({ req, res, path, router, onError: logInternalError })(e);
    console.error(`[trpc] ${path}: the answer failed midway:`, e);
    res.destroy();
  }
}

function csrfView(req: IncomingMessage): CsrfRequest {
  return {
    method: req.method ?? "GET",
    get url() {
      return `http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`;
    },
    headers: {
      get(name) {
        const v = req.headers[name];
        return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
      },
    },
  };
}

/** A failure of our own writers that tRPC's error handling did not catch (a bug): logged, and the client told. */
function failed(res: ServerResponse, path: string, e: unknown): void {
  console.error(`[trpc] ${path}: the answer failed:`, e);
  if (!res.headersSent) res.writeHead(500).end();
  else res.destroy();
}

function refuse(res: ServerResponse, r: Refusal): void {
  res.writeHead(r.status, { "content-type": "application/json" }).end(r.body);
}
