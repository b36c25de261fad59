// Router tests: contexts with a fake session (t3 style), and users made directly in the test database.
import { randomBytes } from "node:crypto";
import type { Session, SessionUser } from "../auth/session";
import { hashPassword } from "../auth/password";
import type { Db } from "../db/client";
import type { TRPCContext } from "../api/context";
import { createCaller } from "../api/root";
import { createUser, type Role } from "../repositories/users";
import { MemoryBus } from "../realtime/memory-bus";
import type { RealtimeBus } from "../realtime/bus";
import { displayNameKey } from "../accounts/display-name-key";

const busOfDb = new WeakMap<Db, MemoryBus>();

/** One in-memory bus per test database, shared by every caller on it (a publisher and a subscriber meet). */
export function testBus(db: Db): MemoryBus {
  let bus = busOfDb.get(db);
  if (!bus) busOfDb.set(db, (bus = new MemoryBus()));
  return bus;
}

export function fakeSession(user: SessionUser): Session {
  return { user, expires: new Date(Date.now() + 3_600_000) };
}

export function testContext(
  db: Db,
  opts: {
    user?: SessionUser | null;
    adminEmail?: string;
    clientAddress?: string;
    bus?: RealtimeBus;
    localeSources?: TRPCContext["localeSources"];
    /** The session cookie's token (a procedure that keeps the caller's own session tells it from the others). */
    sessionToken?: string;
  } = {},
): TRPCContext {
  const session = opts.user ? fakeSession(opts.user) : null;
  return {
    db,
    bus: opts.bus ?? testBus(db),
    session,
    loadSession: () => Promise.resolve(session),
    clientAddress: opts.clientAddress ?? "203.0.113.7",
    config: { adminEmail: opts.adminEmail },
    ...(opts.localeSources ? { localeSources: opts.localeSources } : {}),
    ...(opts.sessionToken !== undefined ? { sessionToken: opts.sessionToken } : {}),
  };
}

/** A caller acting as `user` (or anonymous). `signal` ends the subscriptions it opens (as a closed request does). */
export function callerFor(
  db: Db,
  user: SessionUser | null = null,
  opts: {
    adminEmail?: string;
    bus?: RealtimeBus;
    signal?: AbortSignal;
    localeSources?: TRPCContext["localeSources"];
    clientAddress?: string;
    sessionToken?: string;
  } = {},
) {
  const { signal, ...rest } = opts;
  return createCaller(testContext(db, { user, ...rest }), signal ? { signal } : undefined);
}

let counter = 0;
/** A new account with a unique email; its password is returned for sign-in tests. */
export async function createTestUser(
  db: Db,
  opts: { role?: Role; email?: string; displayName?: string; password?: string } = {},
): Promise<SessionUser & { password: string }> {
  const password = opts.password ?? "correct horse battery staple";
  const email = opts.email ?? `user-${process.pid}-${++counter}-${randomBytes(3).toString("hex")}@example.test`;
  const displayName = opts.displayName ?? `Player ${counter}`;
  // The tests of a file share one database and often reuse a name ("Aoi"), which must be unique: an earlier test's
  // account of that name takes another one.
  await db.$executeRaw`UPDATE "User" SET "displayName" = ${"Earlier "} || "id", "displayNameKey" = ${"earlier "} || lower("id")
    WHERE "displayNameKey" = ${displayNameKey(displayName)}`;
  const r = await createUser(db, {
    email,
    displayName,
    passwordHash: await hashPassword(password),
    role: opts.role ?? "PLAYER",
  });
  if (!r.ok) throw new Error(`test user ${email} exists`);
  return { id: r.user.id, email: r.user.email, displayName: r.user.displayName, role: r.user.role, password };
}
