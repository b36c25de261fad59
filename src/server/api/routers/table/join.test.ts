import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { getRuleset } from "~/engine/registry";
import { listJobs } from "../../../repositories/jobs";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { tableInput } from "../../../testing/play";

describeWithDatabase("table.join", (t) => {
  type Spec = {
    game: "sfj" | "sakura" | "sutda" | "judge" | "mushi";
    playerCount: number;
    teams: "none" | "2v2" | "3x2" | "2x3";
    visibility: "PUBLIC" | "PRIVATE";
  };
  const base = tableInput({ game: "sfj", playerCount: 3 });

  async function openTable(spec: Partial<Spec> = {}) {
    const { db } = t();
    const creator = await createTestUser(db);
    const created = await callerFor(db, creator).table.create({ ...base, ...spec });
    return { db, creator, ...created };
  }

  it("seats joiners in order; the last seat starts the game with a committed seed and the first deadline queued", async () => {
    const { db, tableId } = await openTable();
    const bob = await createTestUser(db);
    const carol = await createTestUser(db);
    const afterBob = await callerFor(db, bob).table.join({ tableId });
    expect(afterBob).toMatchObject({ status: "OPEN", mySeat: 1, canLeave: true, canJoin: false, gameId: null });
    const afterCarol = await callerFor(db, carol).table.join({ tableId });
    expect(afterCarol).toMatchObject({ status: "PLAYING", mySeat: 2, canLeave: false });
    expect(afterCarol.gameId).toEqual(expect.any(String));

    const game = await db.game.findUniqueOrThrow({ where: { id: afterCarol.gameId! } });
    expect(game.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(game.seedCommitment).toBe(createHash("sha256").update(game.seed).digest("hex"));
    expect(game).toMatchObject({ game: "sfj", status: "ACTIVE", seq: 0 });
    // The engine drew the first dealer from the seed: the stored toAct is the engine's.
    const ruleset = getRuleset("sfj")!;
    const start = ruleset.newGame(game.setup as never, game.seed);
    expect(start.ok && [...ruleset.toAct(start.value)]).toEqual(game.toAct);
    expect(game.deadlineAt!.getTime() - game.turnStartedAt!.getTime()).toBe(3600_000);
    const jobs = await listJobs(db, { kind: "game.deadline" });
    expect(jobs.filter((j) => (j.payload as { gameId: string }).gameId === game.id)).toEqual([
      expect.objectContaining({ status: "PENDING", runAt: game.deadlineAt, key: `deadline:${game.id}:0` }),
    ]);
    // Everyone is told; the seat to act is told it is their turn.
    const toActUser = [game.toAct[0] === 0 ? null : game.toAct[0] === 1 ? bob : carol][0];
    const kinds = await db.notification.findMany({
      where: { href: `/table/${tableId}` },
      select: { userId: true, kind: true },
    });
    expect(kinds.filter((n) => n.kind === "game_started")).toHaveLength(3);
    expect(kinds.filter((n) => n.kind === "your_turn")).toHaveLength(1);
    if (toActUser) expect(kinds.find((n) => n.kind === "your_turn")!.userId).toBe(toActUser.id);
  });

  it("refuses a full or started table, a second seat, a private table without its code, and an unknown table — nothing changes", async () => {
    const { db, tableId } = await openTable({ game: "mushi", playerCount: 2 });
    const bob = await createTestUser(db);
    const late = await createTestUser(db);
    await callerFor(db, bob).table.join({ tableId });
    await expect(callerFor(db, late).table.join({ tableId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This table has already started.",
    });
    await expect(callerFor(db, bob).table.join({ tableId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You already sit at this table.",
    });
    await expect(callerFor(db, late).table.join({ tableId: "no-such-table" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await db.seat.count({ where: { tableId } })).toBe(2);

    const priv = await openTable({ visibility: "PRIVATE" });
    await expect(callerFor(db, late).table.join({ tableId: priv.tableId })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "This table is private: you need its invite link to join.",
    });
    await expect(callerFor(db, late).table.join({ tableId: priv.tableId, inviteCode: "wrong" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await db.seat.count({ where: { tableId: priv.tableId } })).toBe(1);
    expect(await callerFor(db, late).table.join({ tableId: priv.tableId, inviteCode: priv.inviteCode! })).toMatchObject(
      { mySeat: 1, inviteCode: priv.inviteCode },
    );
    await expect(callerFor(db).table.join({ tableId: priv.tableId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("seats teams per the engine's layout (teammates opposite) and refuses a full team", async () => {
    const { db, tableId } = await openTable({ game: "sakura", playerCount: 4, teams: "2v2" });
    const [b, c, d] = [await createTestUser(db), await createTestUser(db), await createTestUser(db)];
    expect(await callerFor(db, b).table.join({ tableId, team: 0 })).toMatchObject({ mySeat: 2 });
    await expect(callerFor(db, c).table.join({ tableId, team: 0 })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "That team is full: pick another one.",
    });
    await expect(callerFor(db, c).table.join({ tableId, team: 2 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose a team from 1 to 2.",
    });
    expect(await callerFor(db, c).table.join({ tableId })).toMatchObject({ mySeat: 1 });
    const started = await callerFor(db, d).table.join({ tableId, team: 1 });
    expect(started).toMatchObject({ mySeat: 3, status: "PLAYING" });
    expect(started.seats.map((s) => [s.seat, s.team, s.user?.id])).toEqual([
      [0, 0, expect.any(String)],
      [1, 1, c.id],
      [2, 0, b.id],
      [3, 1, d.id],
    ]);
    const game = await db.game.findUniqueOrThrow({ where: { id: started.gameId! } });
    expect((game.setup as { teams: number[][] }).teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it("starts Judge tables the same way, without a deadline", async () => {
    const { db, tableId } = await openTable({ game: "judge", playerCount: 2 });
    const started = await callerFor(db, await createTestUser(db)).table.join({ tableId });
    const game = await db.game.findUniqueOrThrow({ where: { id: started.gameId! } });
    expect(game).toMatchObject({ status: "ACTIVE", deadlineAt: null });
    expect(await db.job.count({ where: { kind: "game.deadline", key: { startsWith: `deadline:${game.id}:` } } })).toBe(
      0,
    );
  });
});
