// tRPC over HTTP (fetch adapter): batched/streamed queries and mutations, and SSE subscriptions.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createTRPCContext, type TRPCContext } from "./context";
import { appRouter } from "./root";

export const TRPC_ENDPOINT = "/api/trpc";

export function handleTRPCRequest(req: Request, createContext: () => Promise<TRPCContext> = () => createTRPCContext({ headers: req.headers })) {
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
