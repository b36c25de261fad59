// game.move on a game the process holds (held-move.ts): one statement checks the session, the seat, the rate count
// and the forfeits with the move; whatever does not hold goes the read path, which refuses as before, counted once.
import { afterEach, expect, it, vi } from "vitest";
import { Rng } from "~/engine/core/rng";
import { openSession } from "../auth/session";
import { sessionLoader } from "../api/context";
import { createCaller } from "../api/root";
import type { Db } from "../db/db";
import * as games from "../repositories/games";
import { testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { someLegalMove, startTable } from "../testing/play";

vi.mock("../repositories/games", async (original) => {
  const m = await original<typeof import("../repositories/games")>();
  return { ...m, findGameForMover: vi.fn(m.findGameForMover) };
});
const reads = vi.mocked(games.findGameForMover);

/** A caller with a session cookie, as an HTTP request is. */
async function cookieCaller(db: Db, userId: string) {
  const { sessionToken } = await openSession(db, userId);
  const caller = createCaller({
    db,
    bus: testBus(db),
    sessionToken,
    loadSession: sessionLoader(db, sessionToken),
    clientAddress: "203.0.113.7",
    config: {},
  });
  return { caller, sessionToken };
}

describeWithDatabase("a move on a game the process holds", (t) => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_MOVES_PER_MINUTE;
  });

  /** Two seats with cookie callers, and a function playing the next legal move of whoever is to act. */
  async function table(db: Db) {
    const st = await startTable(db, { game: "sfj", playerCount: 3 });
    const seats = await Promise.all(st.users.map((u) => cookieCaller(db, u.id)));
    const rng = Rng.fromSeed("held");
    const next = async () => {
      const v = await st.callers[0]!.game.view({ gameId: st.gameId });
      const seat = v.toAct[0]!;
      const mine = await st.callers[seat]!.game.view({ gameId: st.gameId });
      return { seat, seq: mine.seq, move: someLegalMove(mine, rng) };
    };
    /** Plays one move, then the others' until that mover is to act again: the mover's next move, on a held game. */
    const againAfterOne = async () => {
      let m = await next();
      const first = m.seat;
      await seats[m.seat]!.caller.game.move({ gameId: st.gameId, seq: m.seq, move: m.move });
      m = await next();
      while (m.seat !== first) {
        await seats[m.seat]!.caller.game.move({ gameId: st.gameId, seq: m.seq, move: m.move });
        m = await next();
      }
      return m;
    };
    return { ...st, seats, next, againAfterOne };
  }

  const counted = async (db: Db, userId: string) =>
    (await db.rateLimitCounter.findMany({ where: { bucket: "move", key: userId } })).reduce((n, c) => n + c.count, 0);

  it("after one read, moves are checked and stored by their own statement, each counted once", async () => {
    const { db } = t();
    const st = await table(db);
    reads.mockClear();
    for (let i = 0; i < 6; i++) {
      const m = await st.next();
      const v = await st.seats[m.seat]!.caller.game.move({ gameId: st.gameId, seq: m.seq, move: m.move });
      expect(v.seq).toBe(m.seq + 1);
    }
    // One read per player (their first move); the rest held.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(3);
    const moves = await db.move.count({ where: { gameId: st.gameId } });
    expect(moves).toBe(6);
    let total = 0;
    for (const u of st.users) total += await counted(db, u.id);
    expect(total).toBe(6);
  });

  it("20 requests of one player with the same move on a held game: one stored, 19 CONFLICT, each counted once", async () => {
    const { db } = t();
    const st = await table(db);
    const m = await st.againAfterOne();
    const first = m.seat;
    const before = await counted(db, st.users[first]!.id);
    const stored = await db.move.count({ where: { gameId: st.gameId } });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        st.seats[first]!.caller.game.move({ gameId: st.gameId, seq: m.seq, move: m.move }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected"))
      expect(r.reason).toMatchObject({ code: "CONFLICT" });
    expect(await db.move.count({ where: { gameId: st.gameId } })).toBe(stored + 1);
    expect(await counted(db, st.users[first]!.id)).toBe(before + 20);
  });

  it("a session ended since its last move: UNAUTHORIZED, nothing stored", async () => {
    const { db } = t();
    const st = await table(db);
    const n = await st.againAfterOne();
    const stored = await db.move.count({ where: { gameId: st.gameId } });
    await db.session.delete({ where: { sessionToken: st.seats[n.seat]!.sessionToken } });
    await expect(
      st.seats[n.seat]!.caller.game.move({ gameId: st.gameId, seq: n.seq, move: n.move }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await db.move.count({ where: { gameId: st.gameId } })).toBe(stored);
  });

  it("over the limit on a held game: TOO_MANY_REQUESTS, counted, nothing stored", async () => {
    const { db } = t();
    const st = await table(db);
    const n = await st.againAfterOne();
    const u = st.users[n.seat]!;
    reads.mockClear();
    const before = await counted(db, u.id);
    process.env.RATE_LIMIT_MOVES_PER_MINUTE = String(before);
    const stored = await db.move.count({ where: { gameId: st.gameId } });
    await expect(
      st.seats[n.seat]!.caller.game.move({ gameId: st.gameId, seq: n.seq, move: n.move }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(reads).not.toHaveBeenCalled();
    expect(await counted(db, u.id)).toBe(before + 1);
    expect(await db.move.count({ where: { gameId: st.gameId } })).toBe(stored);
  });

  it("a seat forfeited since (same seq): the read path refuses it, counted once", async () => {
    const { db } = t();
    const st = await table(db);
    const m = await st.againAfterOne();
    const first = m.seat;
    // As an admin's suspension does: the seat forfeited without a move.
    await db.seat.updateMany({ where: { tableId: st.tableId, seat: first }, data: { forfeited: true } });
    const before = await counted(db, st.users[first]!.id);
    reads.mockClear();
    await expect(
      st.seats[first]!.caller.game.move({ gameId: st.gameId, seq: m.seq, move: m.move }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await counted(db, st.users[first]!.id)).toBe(before + 1);
  });

  it("an old seq on a held game: CONFLICT from the read path, counted once", async () => {
    const { db } = t();
    const st = await table(db);
    const m = await st.next();
    await st.seats[m.seat]!.caller.game.move({ gameId: st.gameId, seq: m.seq, move: m.move });
    const before = await counted(db, st.users[m.seat]!.id);
    await expect(
      st.seats[m.seat]!.caller.game.move({ gameId: st.gameId, seq: m.seq, move: m.move }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await counted(db, st.users[m.seat]!.id)).toBe(before + 1);
  });
});
