// What every procedure gets: the database (for repositories only), the realtime bus, who is asking, and their address.
import type { IncomingHttpHeaders } from "node:http";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import type { RealtimeBus } from "../realtime/bus";
import { getRealtimeBus } from "../realtime/process-bus";
import { clientAddressFromHeaders } from "../auth/client-address";
import { sessionFromToken, sessionTokenFromCookieHeader, type Session } from "../auth/session";

export interface TRPCContext {
  db: Db;
  /** "Game G changed", "user U has news": subscriptions listen, services publish after their commits. */
  bus: RealtimeBus;
  session: Session | null;
  /**
   * Set instead of `session` (then null) when the request's only call is game.move: it reads the session with its
   * game in one statement (move.handler.ts), so the context does not read it first.
   */
  sessionToken?: string;
  clientAddress: string;
  config: { adminEmail?: string };
  /** When the request reached the server (ms since the epoch), before any database work: Judge stamps actions with it. */
  receivedAt?: number;
}

export function adminEmailFromEnv(): string | undefined {
  return process.env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
}

/** Procedures that read the caller's session themselves when they are a request's only call. */
const READ_OWN_SESSION = new Set(["game.move"]);

/** Whether a request making `calls` leaves the session to its one procedure (createTRPCContext). */
export function leavesSessionToProcedure(calls: readonly { path: string }[] | undefined): boolean {
  return calls?.length === 1 && READ_OWN_SESSION.has(calls[0]!.path);
}

/** A request's headers: a fetch Request's (the Next.js route, server components) or a Node request's (node-http.ts). */
export type RequestHeaders = Headers | IncomingHttpHeaders;

function header(headers: RequestHeaders, name: string): string | undefined {
  if (typeof headers.get === "function") return (headers as Headers).get(name) ?? undefined;
  const v = (headers as IncomingHttpHeaders)[name];
  return Array.isArray(v) ? v.join(", ") : v;
}

/** The context of a request (with the calls it makes; server components). */
export async function createTRPCContext(opts: {
  headers: RequestHeaders;
  calls?: readonly { path: string }[];
}): Promise<TRPCContext> {
  const receivedAt = Date.now();
  const [db, bus] = await Promise.all([getDb(), getRealtimeBus()]);
  const token = sessionTokenFromCookieHeader(header(opts.headers, "cookie"));
  const own = token !== undefined && leavesSessionToProcedure(opts.calls);
  const session = own ? null : await sessionFromToken(db, token);
  return {
    db,
    bus,
    session,
    ...(own ? { sessionToken: token } : {}),
    clientAddress: clientAddressFromHeaders(opts.headers),
    config: { adminEmail: adminEmailFromEnv() },
    receivedAt,
  };
}
