// What every procedure gets: the database (for repositories only), the realtime bus, who is asking, and their address.
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
  clientAddress: string;
  config: { adminEmail?: string };
  /** When the request reached the server (ms since the epoch), before any database work: Judge stamps actions with it. */
  receivedAt?: number;
}

export function adminEmailFromEnv(): string | undefined {
  return process.env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
}

/** The context of a request (fetch adapter, server components). */
export async function createTRPCContext(opts: { headers: Headers }): Promise<TRPCContext> {
  const receivedAt = Date.now();
  const [db, bus] = await Promise.all([getDb(), getRealtimeBus()]);
  const session = await sessionFromToken(db, sessionTokenFromCookieHeader(opts.headers.get("cookie")));
  return { db, bus, session, clientAddress: clientAddressFromHeaders(opts.headers), config: { adminEmail: adminEmailFromEnv() }, receivedAt };
}
