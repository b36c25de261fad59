// tRPC over HTTP (fetch adapter): batched/streamed queries and mutations, and SSE subscriptions.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { csrfRefusal } from "../security/csrf";
import { createTRPCContext, type TRPCContext } from "./context";
import { appRouter } from "./root";

export const TRPC_ENDPOINT = "/api/trpc";

export async function handleTRPCRequest(req: Request, createContext: () => Promise<TRPCContext> = () => createTRPCContext({ headers: req.headers })) {
  const refusal = csrfRefusal(req);
  if (refusal) return forbidden(refusal);
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req,
    router: appRouter,
    createContext,
    onError({ path, error }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`[trpc] ${path ?? "?"}:`, error.cause ?? error);
    },
  });
}

/** The tRPC error shape (superjson), so the client shows the message like any other refusal. */
function forbidden(message: string): Response {
  const body = { error: { json: { message, code: -32003, data: { code: "FORBIDDEN", httpStatus: 403 } } } };
  return new Response(JSON.stringify(body), { status: 403, headers: { "content-type": "application/json" } });
}
