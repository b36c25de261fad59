// Users. Returns plain records, never the password hash except through findCredentialsByEmail.
import { displayNameKey } from "../accounts/display-name-key";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";

export type Role = "PLAYER" | "ADMIN";
export type UserStatus = "ACTIVE" | "SUSPENDED";

export interface UserRecord {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  status: UserStatus;
  createdAt: Date;
}

const userSelect = { id: true, email: true, displayName: true, role: true, status: true, createdAt: true } as const;

export async function findUserById(db: Db, id: string): Promise<UserRecord | null> {
  return db.user.findUnique({ where: { id }, select: userSelect });
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  return db.user.findUnique({ where: { email }, select: userSelect });
}

export async function findCredentialsById(
  db: Db,
  id: string,
): Promise<(UserRecord & { passwordHash: string | null; botLevel: string | null }) | null> {
  return db.user.findUnique({ where: { id }, select: { ...userSelect, passwordHash: true, botLevel: true } });
}

/** Sets a new password hash only if `oldHash` is still the stored one (one statement: two resets race, one wins). */
export async function replacePasswordHash(db: Db, id: string, oldHash: string, newHash: string): Promise<boolean> {
  const r = await db.user.updateMany({ where: { id, passwordHash: oldHash }, data: { passwordHash: newHash } });
  return r.count === 1;
}

/**
 * Sets a new password hash only if `oldHash` is still the stored one, and ends every session of the account but
 * `keepSessionToken`'s, in one transaction: of two changes at once one wins, and no other device stays signed in on
 * the old password. Returns the number of sessions ended, or null when the stored hash had changed.
 */
export async function replacePasswordHashKeepingSession(
  db: Db,
  id: string,
  oldHash: string,
  newHash: string,
  keepSessionToken: string | undefined,
): Promise<number | null> {
  return db.$transaction(async (tx) => {
    const r = await tx.user.updateMany({ where: { id, passwordHash: oldHash }, data: { passwordHash: newHash } });
    if (r.count !== 1) return null;
    const ended = await tx.session.deleteMany({
      where: { userId: id, ...(keepSessionToken === undefined ? {} : { sessionToken: { not: keepSessionToken } }) },
    });
    return ended.count;
  });
}

export async function findCredentialsByEmail(
  db: Db,
  email: string,
): Promise<(UserRecord & { passwordHash: string | null }) | null> {
  return db.user.findUnique({ where: { email }, select: { ...userSelect, passwordHash: true } });
}

export type CreateUserResult = { ok: true; user: UserRecord } | { ok: false; reason: "email-taken" | "name-taken" };

/** Which unique key a failed write ran into (null: the error is not a unique violation). */
function uniqueViolation(e: unknown): "email" | "name" | null {
  // Matched by code, not class: the client may come from another copy of the Prisma runtime (tsx vs the bundle).
  const err = e as { code?: unknown; meta?: Record<string, unknown> };
  if (err.code !== "P2002") return null;
  return JSON.stringify(err.meta ?? {}).includes("displayNameKey") ? "name" : "email";
}

/** Creates an account; an email or a name (in its compared form, displayNameKey) already taken is refused by its unique key. */
export async function createUser(
  db: Db,
  data: { email: string; displayName: string; passwordHash: string; role?: Role },
): Promise<CreateUserResult> {
  try {
    const user = await db.user.create({
      data: { ...data, displayNameKey: displayNameKey(data.displayName) },
      select: userSelect,
    });
    return { ok: true, user };
  } catch (e) {
    const taken = uniqueViolation(e);
    if (taken) return { ok: false, reason: taken === "name" ? "name-taken" : "email-taken" };
    throw e;
  }
}

/** An account that cannot sign in with a password (sample data, or a later sign-in method). */
export async function createPasswordlessUser(
  db: Db,
  data: { email: string; displayName: string },
): Promise<UserRecord> {
  return db.user.create({ data: { ...data, displayNameKey: displayNameKey(data.displayName) }, select: userSelect });
}

export type RenameResult = { ok: true; user: UserRecord } | { ok: false; reason: "name-taken" };

/** Renames an account; a name another account has (in its compared form) is refused by the unique key. */
export async function updateDisplayName(db: Db, id: string, displayName: string): Promise<RenameResult> {
  try {
    const user = await db.user.update({
      where: { id },
      data: { displayName, displayNameKey: displayNameKey(displayName) },
      select: userSelect,
    });
    return { ok: true, user };
  } catch (e) {
    if (uniqueViolation(e) === "name") return { ok: false, reason: "name-taken" };
    throw e;
  }
}

export interface EmailMove {
  user: UserRecord;
  /** The address the account had, and whether it was confirmed. */
  before: { email: string; confirmed: boolean };
  /** The moment the move is stamped with (its undo link is signed over it): `now`, or just after the last undo. */
  changedAt: Date;
}

/** `changed` is false when the account had the address already (its confirmation stands; `also` did not run). */
export type EmailChangeResult = ({ ok: true; changed: boolean } & EmailMove) | { ok: false; reason: "email-taken" };

/**
 * Gives an account a new address, not yet confirmed; one another account has is refused by the unique key. `also`
 * runs in the same transaction, under the row's lock (the change's email jobs commit with it or not at all). The
 * address is compared under the lock: a second request for the same address, checked before the first committed,
 * finds it already there and leaves its confirmation alone. The undo link of the notice carries the address left behind
 * (undoEmailMove); the account keeps the moment of its last move, which comes after its last undo (a move that waited
 * for the lock while an undo committed is stamped just after it, so its link is not spent by that undo).
 */
export async function updateEmail(
  db: Db,
  id: string,
  email: string,
  now: Date,
  also: (tx: Prisma.TransactionClient, move: EmailMove) => Promise<void>,
): Promise<EmailChangeResult> {
  try {
    return await db.$transaction(async (tx) => {
      const before = await lockEmail(tx, id);
      if (before.email === email) {
        const user = await tx.user.findUniqueOrThrow({ where: { id }, select: userSelect });
        return { ok: true as const, changed: false, user, before, changedAt: now };
      }
      const lastUndo = await tx.emailUndo.aggregate({ where: { userId: id }, _max: { undoneAt: true } });
      const changedAt = latest(now, new Date((lastUndo._max.undoneAt?.getTime() ?? 0) + 1));
      const user = await tx.user.update({
        where: { id },
        data: { email, emailVerified: null, emailChangedAt: changedAt },
        select: userSelect,
      });
      await also(tx, { user, before, changedAt });
      return { ok: true as const, changed: true, user, before, changedAt };
    });
  } catch (e) {
    if (uniqueViolation(e) === "email") return { ok: false, reason: "email-taken" };
    throw e;
  }
}

async function lockEmail(tx: Prisma.TransactionClient, id: string): Promise<EmailMove["before"]> {
  const [before] = await tx.$queryRaw<EmailMove["before"][]>`
    SELECT "email", "emailVerified" IS NOT NULL AS "confirmed" FROM "User" WHERE "id" = ${id} FOR UPDATE`;
  if (!before) throw new Error(`no account ${id}`);
  return before;
}

const latest = (...moments: Date[]) => new Date(Math.max(...moments.map((m) => m.getTime())));

/** What opening an undo link needs: the account's address and status, and whether an undo spent the link. */
export interface EmailUndoState {
  email: string;
  status: UserStatus;
  spent: boolean;
}

/** A link sent at `issuedAt` is spent by an undo whose window [linkIssuedAt, undoneAt] holds it. */
const spending = (id: string, issuedAt: Date) => ({
  userId: id,
  linkIssuedAt: { lte: issuedAt },
  undoneAt: { gte: issuedAt },
});

export async function findEmailUndoState(db: Db, id: string, issuedAt: Date): Promise<EmailUndoState | null> {
  const user = await db.user.findUnique({ where: { id }, select: { email: true, status: true } });
  if (!user) return null;
  return { ...user, spent: (await db.emailUndo.count({ where: spending(id, issuedAt) })) > 0 };
}

export type UndoEmailMoveResult = { ok: true } | { ok: false; reason: "no-account" | "spent" | "email-taken" };

/**
 * Gives the account back `email`, the confirmed address it left when the undo link was sent at `issuedAt`, confirmed,
 * and ends every session, in one transaction under the row's lock: a link spent by an earlier undo is refused, and
 * this undo spends its own link and every later one (those whoever moved the address received), not the older ones;
 * an address another account has taken since is refused by the unique key, changing nothing. `keepSince`: an undo
 * window that ended before it spends only expired links, and is deleted.
 */
export async function undoEmailMove(
  db: Db,
  id: string,
  link: { email: string; issuedAt: Date },
  now: Date,
  keepSince: Date,
): Promise<UndoEmailMoveResult> {
  try {
    return await db.$transaction(async (tx) => {
      const [account] = await tx.$queryRaw<{ status: UserStatus; emailChangedAt: Date | null }[]>`
        SELECT "status", "emailChangedAt" FROM "User" WHERE "id" = ${id} FOR UPDATE`;
      if (account?.status !== "ACTIVE") return { ok: false as const, reason: "no-account" as const };
      if ((await tx.emailUndo.count({ where: spending(id, link.issuedAt) })) > 0)
        return { ok: false as const, reason: "spent" as const };
      await tx.user.update({ where: { id }, data: { email: link.email, emailVerified: now } });
      await tx.emailUndo.deleteMany({ where: { userId: id, undoneAt: { lt: keepSince } } });
      // Up to the last move at least: one that took the lock first, with a later clock, is the taker's too.
      const undoneAt = latest(now, link.issuedAt, account.emailChangedAt ?? now);
      await tx.emailUndo.create({ data: { userId: id, linkIssuedAt: link.issuedAt, undoneAt } });
      await tx.session.deleteMany({ where: { userId: id } });
      return { ok: true as const };
    });
  } catch (e) {
    const taken = uniqueViolation(e);
    // The link's own row already there (the lock makes it unlikely): it was used.
    if (taken) return { ok: false, reason: taken === "email" && !isUndoRowKey(e) ? "email-taken" : "spent" };
    throw e;
  }
}

const isUndoRowKey = (e: unknown) =>
  /EmailUndo|linkIssuedAt/.test(JSON.stringify((e as { meta?: unknown }).meta ?? {}));

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.user.update({ where: { id }, data: { passwordHash } });
}

/** Gives `email` the ADMIN role; returns the user, or null when there is no such account. */
export async function promoteToAdmin(db: Db, email: string): Promise<UserRecord | null> {
  const r = await db.user.updateMany({ where: { email }, data: { role: "ADMIN" } });
  return r.count ? findUserByEmail(db, email) : null;
}

export async function countUsers(db: Db): Promise<number> {
  return db.user.count();
}

export async function newestUsers(db: Db, limit: number): Promise<UserRecord[]> {
  return db.user.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit, select: userSelect });
}

// --- a player's public page -----------------------------------------------------------------------------------------

/** What anyone may read of an account: never its email or role; its status only decides whether it can be challenged. */
export interface PublicPlayerRecord {
  id: string;
  displayName: string;
  createdAt: Date;
  /** A bot's level; null for a person. */
  botLevel: string | null;
  status: UserStatus;
}

export async function findPublicPlayer(db: Db, id: string): Promise<PublicPlayerRecord | null> {
  return db.user.findUnique({
    where: { id },
    select: { id: true, displayName: true, createdAt: true, botLevel: true, status: true },
  });
}

export interface EnteredTournamentRecord {
  id: string;
  name: string;
  game: string;
  status: "REGISTRATION" | "RUNNING" | "FINISHED" | "CANCELLED";
  registrationClosesAt: Date;
  finishedAt: Date | null;
  /** The team the player entered with (team events), else null. */
  teamName: string | null;
  /** The player (or their team) won the event. */
  won: boolean;
}

/** Events the player entered, alone or in a registered team they accepted, newest registration close first. */
export async function tournamentsEnteredBy(db: Db, userId: string, take: number): Promise<EnteredTournamentRecord[]> {
  const rows = await db.tournamentEntrant.findMany({
    where: { OR: [{ userId }, { team: { members: { some: { userId, status: "ACCEPTED" } } } }] },
    orderBy: [{ tournament: { registrationClosesAt: "desc" } }, { id: "asc" }],
    take,
    select: {
      id: true,
      team: { select: { name: true } },
      tournament: {
        select: {
          id: true,
          name: true,
          game: true,
          status: true,
          registrationClosesAt: true,
          finishedAt: true,
          winnerEntrantId: true,
        },
      },
    },
  });
  return rows.map(({ id, team, tournament: { winnerEntrantId, ...t } }) => ({
    ...t,
    teamName: team?.name ?? null,
    won: winnerEntrantId === id,
  }));
}

/** The language a player chose for the site; null when they chose none (or there is no such account). */
export async function findUserLocale(db: Db, id: string): Promise<string | null> {
  const found = await db.user.findUnique({ where: { id }, select: { locale: true } });
  return found?.locale ?? null;
}

/** Sets the language a player chose; null: the browser's. */
export async function updateUserLocale(db: Db, id: string, locale: string | null): Promise<void> {
  await db.user.update({ where: { id }, data: { locale } });
}
