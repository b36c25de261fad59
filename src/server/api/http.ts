// tRPC over HTTP (fetch adapter): batched/streamed queries and mutations, and SSE subscriptions.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { withBoundedBody } from "../security/body-limit";
import { csrfRefusal } from "../security/csrf";
import { createTRPCContext, type TRPCContext } from "./context";
import { appRouter } from "./root";

export const TRPC_ENDPOINT = "/api/trpc";

export async function handleTRPCRequest(
  req: Request,
  createContext: (opts: { info: { calls: readonly { path: string }[] } }) => Promise<TRPCContext> = ({ info }) => createTRPCContext({ headers: req.headers, calls: info.calls }),
) {
  const refusal = csrfRefusal(req);
  if (refusal) return refuse(403, "FORBIDDEN", refusal);
  const bounded = await withBoundedBody(req);
  if (!bounded) return refuse(413, "PAYLOAD_TOO_LARGE", "The request is too large.");
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req: bounded,
    router: appRouter,
    createContext,
    onError({ path, error }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`[trpc] ${path ?? "?"}:`, error.cause ?? error);
    },
  });
}

/** The tRPC error shape (superjson), so the client shows the message like any other refusal. */
function refuse(status: 403 | 413, code: "FORBIDDEN" | "PAYLOAD_TOO_LARGE", message: string): Response {
  const body = { error: { json: { message, code: status === 403 ? -32003 : -32013, data: { code, httpStatus: status } } } };
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
