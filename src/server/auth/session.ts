// Who is signed in: the session cookie that next-auth set holds a random token; the Session row it names (and its
// user's status) decides. Used by the tRPC context and by server components; next-auth's own routes read the same
// rows through the adapter (./adapter.ts).
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { createSession, deleteSession, findSessionWithUser, type SessionRecord } from "../repositories/sessions";
import type { Role, UserRecord } from "../repositories/users";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** next-auth v4's cookie names (the __Secure- one when the site runs on https). */
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  role: Role;
}

export interface Session {
  user: SessionUser;
  expires: Date;
}

/** The cookies of a Cookie header, by name (a value that is not valid percent-encoding is kept as it came). */
export function cookiesFromHeader(cookieHeader: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // kept as it came
    }
    cookies.set(part.slice(0, eq).trim(), value);
  }
  return cookies;
}

export function sessionTokenFromCookieHeader(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? sessionTokenFromCookies(cookiesFromHeader(cookieHeader)) : undefined;
}

/** The session token among cookies already read (cookiesFromHeader). */
export function sessionTokenFromCookies(cookies: ReadonlyMap<string, string>): string | undefined {
  for (const name of SESSION_COOKIE_NAMES) {
    const v = cookies.get(name);
    if (v) return v;
  }
  return undefined;
}

/** The session a token names, if it exists, has not expired and its user is active. */
export async function sessionFromToken(
  db: Db,
  token: string | undefined,
  now: Date = new Date(),
): Promise<Session | null> {
  if (!token) return null;
  return sessionFromRow(db, await findSessionWithUser(db, token), now);
}

/**
 * The verdict on the session row a token found (sessionFromToken; game.move reads the row with its game): null when
 * there is none, it expired (the row is then deleted) or its user is not active.
 */
export async function sessionFromRow(
  db: Db,
  found: { session: SessionRecord; user: UserRecord } | null,
  now: Date = new Date(),
): Promise<Session | null> {
  if (!found) return null;
  if (found.session.expires.getTime() <= now.getTime()) {
    await deleteSession(db, found.session.sessionToken);
    return null;
  }
  if (found.user.status !== "ACTIVE") return null;
  const { id, email, displayName, role } = found.user;
  return { user: { id, email, displayName, role }, expires: found.session.expires };
}

/** Opens a session for a user who just proved who they are; returns the token for the cookie. */
export async function openSession(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ sessionToken: string; expires: Date }> {
  const sessionToken = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await createSession(db, { sessionToken, userId, expires });
  return { sessionToken, expires };
}
