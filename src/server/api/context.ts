// What every procedure gets: the database (for repositories only), the realtime bus, who is asking, and their address.
import type { IncomingHttpHeaders } from "node:http";
import type { Db } from "../db/db";
import { getDb } from "../db/client";
import type { RealtimeBus } from "../realtime/bus";
import { getRealtimeBus } from "../realtime/process-bus";
import { clientAddressFromHeaders } from "../auth/client-address";
import { LOCALE_COOKIE } from "~/lib/locales";
import { cookiesFromHeader, sessionFromToken, sessionTokenFromCookies, type Session } from "../auth/session";
import { env } from "~/env";

/** A request's context, as made before any procedure runs: the session is not read yet. */
export interface RequestContext {
  db: Db;
  /** "Game G changed", "user U has news": subscriptions listen, services publish after their commits. */
  bus: RealtimeBus;
  /** The session cookie's token: moverProcedure reads the session with the game in one statement. */
  sessionToken?: string;
  /** The caller's session, read on the first call and shared by every later one (the calls of a batch read it once). */
  loadSession: () => Promise<Session | null>;
  clientAddress: string;
  config: { adminEmail?: string };
  /** What the request says of its reader's language (the profile's choice comes first, read from the session). */
  localeSources?: { cookie?: string; acceptLanguage?: string };
  /** When the request reached the server (ms since the epoch), before any database work: Judge stamps actions with it. */
  receivedAt?: number;
}

/** What a procedure's handler sees: the request's context with the caller's session (publicProcedure reads it). */
export type TRPCContext = RequestContext & { session: Session | null };

/** What a signed-in procedure's handler sees (protectedProcedure and those built on it): the session is there. */
export type SignedInContext = TRPCContext & { session: Session };

/** What tRPC hands a procedure's handler: its context, its parsed input and, for a stream, the signal that ends it. */
export interface HandlerArgs<TContext, TInput> {
  ctx: TContext;
  input: TInput;
  signal?: AbortSignal;
}

/** Reads the session of `token` once, on the first call. */
export function sessionLoader(db: Db, token: string | undefined): () => Promise<Session | null> {
  let read: Promise<Session | null> | undefined;
  return () => (read ??= sessionFromToken(db, token));
}

/** A request's headers: a fetch Request's (the Next.js route, server components) or a Node request's (node-http.ts). */
export type RequestHeaders = Headers | IncomingHttpHeaders;

function header(headers: RequestHeaders, name: string): string | undefined {
  if (typeof headers.get === "function") return (headers as Headers).get(name) ?? undefined;
  const v = (headers as IncomingHttpHeaders)[name];
  return Array.isArray(v) ? v.join(", ") : v;
}

/** The context of a request (the tRPC routes, server components). */
export async function createTRPCContext(opts: { headers: RequestHeaders }): Promise<RequestContext> {
  const receivedAt = Date.now();
  const [db, bus] = await Promise.all([getDb(), getRealtimeBus()]);
  const cookies = cookiesFromHeader(header(opts.headers, "cookie"));
  const token = sessionTokenFromCookies(cookies);
  const localeCookie = cookies.get(LOCALE_COOKIE);
  const acceptLanguage = header(opts.headers, "accept-language");
  return {
    db,
    bus,
    ...(token !== undefined ? { sessionToken: token } : {}),
    loadSession: sessionLoader(db, token),
    clientAddress: clientAddressFromHeaders(opts.headers),
    localeSources: {
      ...(localeCookie !== undefined ? { cookie: localeCookie } : {}),
      ...(acceptLanguage !== undefined ? { acceptLanguage } : {}),
    },
    config: { adminEmail: env().ADMIN_EMAIL },
    receivedAt,
  };
}
