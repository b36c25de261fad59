// tRPC over HTTP: batched/streamed queries and mutations, and SSE subscriptions. Two doors, one behaviour:
//  - handleTRPCRequest (fetch adapter): the Next.js route (src/app/api/trpc/[trpc]/route.ts), used by `npm run dev`
//    and by tests that hand it a Request;
//  - handleTRPCNodeRequest (./node-http.ts, tRPC's Node adapter): the production server (src/server/boot), which sends
//    /api/trpc/* there without going through Next.js (Next's request handling and web streams cost a quarter of a
//    move's server CPU: docs/decisions/0002-trpc-served-outside-nextjs.md).
// Both refuse the same requests with the same answers (CSRF, body limit), make the same context and log the same errors.
import type { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { withBoundedBody } from "../security/body-limit";
import { csrfRefusal } from "../security/csrf";
import { createTRPCContext, type RequestContext } from "./context";
import { appRouter } from "./root";

export const TRPC_ENDPOINT = "/api/trpc";

/** A request's context (tests pass their own). */
export type CreateTRPCContext = () => Promise<RequestContext>;

export async function handleTRPCRequest(
  req: Request,
  createContext: CreateTRPCContext = () => createTRPCContext({ headers: req.headers }),
) {
  const refusal = csrfRefusal(req);
  if (refusal) return refuse(forbidden(refusal));
  const bounded = await withBoundedBody(req);
  if (!bounded) return refuse(TOO_LARGE);
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req: bounded,
    router: appRouter,
    createContext,
    onError: logInternalError,
  });
}

/** Unexpected errors go to the server's log (the client gets a generic message in production, trpc.ts). */
export function logInternalError({ path, error }: { path?: string; error: TRPCError }): void {
  if (error.code === "INTERNAL_SERVER_ERROR") console.error(`[trpc] ${path ?? "?"}:`, error.cause ?? error);
}

/** A refusal before tRPC sees the request, in tRPC's error shape (superjson), so the client shows the message like any other. */
export interface Refusal {
  status: 403 | 413;
  body: string;
}

export function forbidden(message: string): Refusal {
  return refusal(403, "FORBIDDEN", -32003, message);
}

export const TOO_LARGE: Refusal = refusal(413, "PAYLOAD_TOO_LARGE", -32013, "The request is too large.");

function refusal(
  status: 403 | 413,
  code: "FORBIDDEN" | "PAYLOAD_TOO_LARGE",
  rpcCode: number,
  message: string,
): Refusal {
  return {
    status,
    body: JSON.stringify({ error: { json: { message, code: rpcCode, data: { code, httpStatus: status } } } }),
  };
}

function refuse(r: Refusal): Response {
  return new Response(r.body, { status: r.status, headers: { "content-type": "application/json" } });
}
