// What the server's own tRPC writers (procedure-call.ts, subscription-stream.ts) ask of a request before taking it
// from tRPC's path: that the client does not want JSON lines, and the procedure of their kind at its path.
import type { IncomingMessage } from "node:http";
import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import { getProcedureAtPath } from "@trpc/server/unstable-core-do-not-import";

/** Whether the client reads tRPC's JSON-lines answers (httpBatchStreamLink), which only tRPC's own path writes. */
export function wantsJsonLines(req: IncomingMessage): boolean {
  return (
    req.headers["trpc-accept"] !== undefined || /(^|,)\s*application\/jsonl\s*(,|$)/.test(req.headers.accept ?? "")
  );
}

/** The procedure of `type` at the request's (URL-encoded) `path`, or null for a path tRPC would refuse. */
export async function procedureOfType(
  router: AnyTRPCRouter,
  path: string,
  type: AnyTRPCProcedure["_def"]["type"],
): Promise<{ path: string; procedure: AnyTRPCProcedure } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const procedure = (await getProcedureAtPath(router, decoded)) as AnyTRPCProcedure | null;
  return procedure?._def.type === type ? { path: decoded, procedure } : null;
}
