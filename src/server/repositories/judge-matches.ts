// Live Judge rows (src/server/judge): the match row a coordinator holds a lease on (which process runs the clock, the
// round scheduled and its reveal time), the players' presence and connection delay, and each player's one action per
// countdown. Every write by the coordinator is conditional on its lease, so a process that lost the match (its lease
// lapsed and another took over) changes nothing.
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";

export interface JudgeMatchRecord {
  gameId: string;
  ownerId: string | null;
  leaseUntil: Date | null;
  countdown: number;
  round: number | null;
  revealAt: Date | null;
  closing: boolean;
  resolvedAt: Date | null;
  idleRounds: number[];
}

export interface JudgePresenceRecord {
  seat: number;
  lastSeenAt: Date | null;
  /** When the player pressed Ready (absent: not read). */
  readyAt?: Date | null;
  owdMs: number | null;
  jitterMs: number | null;
}

export interface JudgeActionRecord {
  countdown: number;
  round: number;
  seat: number;
  act: "hit" | "defend";
  receivedAt: Date;
  receivedMs: number;
  creditedMs: number;
  effectiveMs: number;
  clientReactionMs: number | null;
  falseStart: boolean;
}

const matchSelect = {
  gameId: true,
  ownerId: true,
  leaseUntil: true,
  countdown: true,
  round: true,
  revealAt: true,
  closing: true,
  resolvedAt: true,
  idleRounds: true,
} as const;

const presenceSelect = { seat: true, lastSeenAt: true, readyAt: true, owdMs: true, jitterMs: true } as const;

const actionSelect = {
  countdown: true,
  round: true,
  seat: true,
  act: true,
  receivedAt: true,
  receivedMs: true,
  creditedMs: true,
  effectiveMs: true,
  clientReactionMs: true,
  falseStart: true,
} as const;

type ActionRow = Prisma.JudgeActionGetPayload<{ select: typeof actionSelect }>;

function toAction(r: ActionRow): JudgeActionRecord {
  return { ...r, act: r.act === "defend" ? "defend" : "hit" };
}

export async function findJudgeMatch(db: Db, gameId: string): Promise<JudgeMatchRecord | null> {
  return db.judgeMatch.findUnique({ where: { gameId }, select: matchSelect });
}

/**
 * Takes the match for `ownerId` until `until` when nobody holds it (no row, no owner, or a lease that lapsed before
 * `now`), or renews it when `ownerId` already does. Returns the row when `ownerId` holds it afterwards, else null.
 */
export async function acquireJudgeMatch(
  db: Db,
  gameId: string,
  ownerId: string,
  now: Date,
  until: Date,
): Promise<JudgeMatchRecord | null> {
  const taken = await db.judgeMatch.updateMany({
    where: { gameId, OR: [{ ownerId: null }, { ownerId }, { leaseUntil: null }, { leaseUntil: { lt: now } }] },
    data: { ownerId, leaseUntil: until },
  });
  if (taken.count === 0) {
    try {
      await db.judgeMatch.create({ data: { gameId, ownerId, leaseUntil: until } });
    } catch (e) {
      // Another process created it first (unique gameId): it holds the match.
      if ((e as { code?: unknown }).code === "P2002") return null;
      throw e;
    }
  }
  const row = await findJudgeMatch(db, gameId);
  return row && row.ownerId === ownerId ? row : null;
}

/** The match while `ownerId` holds it and the lease has not lapsed. */
const held = (gameId: string, ownerId: string, now: Date) => ({ gameId, ownerId, leaseUntil: { gte: now } });

/** Extends the lease while `ownerId` still holds it (and it has not lapsed). False: the match is no longer ours. */
export async function renewJudgeLease(
  db: Db,
  gameId: string,
  ownerId: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const r = await db.judgeMatch.updateMany({ where: held(gameId, ownerId, now), data: { leaseUntil: until } });
  return r.count === 1;
}

/** Lets the match go (the owner stops running it); another process may take it at once. */
export async function releaseJudgeMatch(db: Db, gameId: string, ownerId: string): Promise<void> {
  await db.judgeMatch.updateMany({ where: { gameId, ownerId }, data: { ownerId: null, leaseUntil: null } });
}

/** Schedules the next countdown (number + 1) for `round` revealing at `revealAt`. Returns its number, or null when the lease is gone. */
export async function scheduleJudgeCountdown(
  db: Db,
  gameId: string,
  ownerId: string,
  now: Date,
  round: number,
  revealAt: Date,
): Promise<number | null> {
  const r = await db.judgeMatch.updateMany({
    where: held(gameId, ownerId, now),
    data: { countdown: { increment: 1 }, round, revealAt, closing: false },
  });
  if (r.count !== 1) return null;
  const row = await db.judgeMatch.findUnique({ where: { gameId }, select: { countdown: true } });
  return row?.countdown ?? null;
}

/** Voids the round scheduled (a player left during the countdown, or the owner took over a round in play). */
export async function voidJudgeRound(db: Db, gameId: string, ownerId: string, now: Date): Promise<boolean> {
  const r = await db.judgeMatch.updateMany({
    where: held(gameId, ownerId, now),
    data: { round: null, revealAt: null, closing: false },
  });
  return r.count === 1;
}

/**
 * Closes countdown `countdown` for resolution: from here on no action is taken for it (judge.act checks `closing`
 * under the row lock). False when the lease is gone or the countdown is not the current one.
 */
export async function closeJudgeRound(
  db: Db,
  gameId: string,
  ownerId: string,
  now: Date,
  countdown: number,
): Promise<boolean> {
  const r = await db.judgeMatch.updateMany({
    where: { ...held(gameId, ownerId, now), countdown, closing: false, round: { not: null } },
    data: { closing: true },
  });
  return r.count === 1;
}

/** After the round's move is stored: no round scheduled, the pause starts now, the idle counts as given. */
export async function finishJudgeRound(
  db: Db,
  gameId: string,
  ownerId: string,
  countdown: number,
  resolvedAt: Date,
  idleRounds: number[],
): Promise<boolean> {
  const r = await db.judgeMatch.updateMany({
    where: { gameId, ownerId, countdown },
    data: { round: null, revealAt: null, closing: false, resolvedAt, idleRounds },
  });
  return r.count === 1;
}

/** The actions taken in countdown `countdown` (by seat order). */
export async function listJudgeActions(db: Db, gameId: string, countdown: number): Promise<JudgeActionRecord[]> {
  const rows = await db.judgeAction.findMany({
    where: { gameId, countdown },
    select: actionSelect,
    orderBy: { seat: "asc" },
  });
  return rows.map(toAction);
}

export type NewJudgeAction = Omit<JudgeActionRecord, "countdown" | "round">;

export interface LockedRound {
  match: JudgeMatchRecord | null;
  actions: JudgeActionRecord[];
  presence: JudgePresenceRecord[];
}

/**
 * Runs `decide` with the match row locked (FOR UPDATE), the current countdown's actions and the presence rows; when
 * it returns an action, that action is stored for the current countdown before the lock is released. The owner's
 * closeJudgeRound waits for the lock, so an action is either in before the round closes or refused.
 */
export async function takeJudgeAction<T>(
  db: Db,
  gameId: string,
  decide: (locked: LockedRound) => { action: NewJudgeAction | null; result: T },
): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "gameId" FROM "JudgeMatch" WHERE "gameId" = ${gameId} FOR UPDATE`;
    const match = await tx.judgeMatch.findUnique({ where: { gameId }, select: matchSelect });
    const actions = match
      ? (
          await tx.judgeAction.findMany({
            where: { gameId, countdown: match.countdown },
            select: actionSelect,
            orderBy: { seat: "asc" },
          })
        ).map(toAction)
      : [];
    const presence = await tx.judgePresence.findMany({ where: { gameId }, select: presenceSelect });
    const { action, result } = decide({ match, actions, presence });
    if (action && match && match.round !== null) {
      await tx.judgeAction.create({ data: { gameId, countdown: match.countdown, round: match.round, ...action } });
    }
    return result;
  });
}

export async function listJudgePresence(db: Db, gameId: string): Promise<JudgePresenceRecord[]> {
  return db.judgePresence.findMany({ where: { gameId }, select: presenceSelect, orderBy: { seat: "asc" } });
}

/** The seat pressed Ready (judge.ready); pressing again keeps the first time. */
export async function markJudgeReady(db: Db, gameId: string, seat: number, now: Date): Promise<void> {
  await db.judgePresence.upsert({
    where: { gameId_seat: { gameId, seat } },
    create: { gameId, seat, readyAt: now },
    update: {},
  });
  await db.judgePresence.updateMany({ where: { gameId, seat, readyAt: null }, data: { readyAt: now } });
}

/** A heartbeat: the seat is on the match page now; with a new delay estimate when the ping measured one. */
export async function touchJudgePresence(
  db: Db,
  gameId: string,
  seat: number,
  now: Date,
  delay?: { owdMs: number; jitterMs: number },
): Promise<void> {
  const data = { lastSeenAt: now, ...(delay ? { owdMs: delay.owdMs, jitterMs: delay.jitterMs } : {}) };
  await db.judgePresence.upsert({
    where: { gameId_seat: { gameId, seat } },
    create: { gameId, seat, ...data },
    update: data,
  });
}

/** The seat left the match page (its stream closed): its presence is dated back to `seenAt` (already lapsed). */
export async function markJudgeAbsent(db: Db, gameId: string, seat: number, seenAt: Date): Promise<void> {
  await db.judgePresence.updateMany({
    where: { gameId, seat, lastSeenAt: { gt: seenAt } },
    data: { lastSeenAt: seenAt },
  });
}
