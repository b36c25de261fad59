// What every procedure gets: the database (for repositories only), who is asking, and their address.
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { clientAddressFromHeaders } from "../auth/client-address";
import { sessionFromToken, sessionTokenFromCookieHeader, type Session } from "../auth/session";

export interface TRPCContext {
  db: Db;
  session: Session | null;
  clientAddress: string;
  config: { adminEmail?: string };
}

export function adminEmailFromEnv(): string | undefined {
  return process.env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
}

/** The context of a request (fetch adapter, server components). */
export async function createTRPCContext(opts: { headers: Headers }): Promise<TRPCContext> {
  const db = await getDb();
  const session = await sessionFromToken(db, sessionTokenFromCookieHeader(opts.headers.get("cookie")));
  return { db, session, clientAddress: clientAddressFromHeaders(opts.headers), config: { adminEmail: adminEmailFromEnv() } };
}
