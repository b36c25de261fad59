import { expect, it } from "vitest";
import type { Db } from "../db/client";
import { runDueJobs } from "../jobs/worker";
import { testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { engineStateOf, startTable, submitFirstMove, type TableSpec } from "../testing/play";
import { clearStateCache } from "./state-cache";
import { gameJobHandlers } from "./job-handlers";
import { standInMove } from "./stand-in";
import { submitMove } from "./submit-move";
import { getGameView } from "./watch-game";

const S = 1000;

describeWithDatabase("move deadlines and the stand-in", (t) => {
  /** A started table of `game` on a minute a move, unless `more` says otherwise. */
  async function setup(game: TableSpec["game"], playerCount: number, more: Partial<TableSpec> = {}) {
    const { db } = t();
    const st = await startTable(db, { game, playerCount, timeControl: { kind: "per_move", seconds: 60 }, ...more });
    const ctx = { db, bus: testBus(db) };
    const row = async () =>
      db.game.findUniqueOrThrow({
        where: { id: st.gameId },
        include: { table: { include: { seats: { orderBy: { seat: "asc" } } } } },
      });
    const t0 = (await row()).turnStartedAt!;
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const run = (ms: number) => runDueJobs({ db, handlers: gameJobHandlers(ctx.bus), now: at(ms) });
    const view = (seat: number) => getGameView(ctx, st.users[seat]!.id, st.gameId);
    /** The seat to act plays its first legal move at `ms`. */
    const play = async (ms: number) => submitFirstMove(ctx, st, (await row()).toAct[0]!, at(ms));
    return { db, st, ctx, row, t0, at, run, view, play };
  }

  const moves = (db: Db, gameId: string) => db.move.findMany({ where: { gameId }, orderBy: { seq: "asc" } });

  it("lets the stand-in play a whole turn when the per-move limit passes, counts one timeout and tells the player", async () => {
    const { db, st, row, run, play, view } = await setup("sakura", 2, {
      options: { rounds: 1 },
      timeoutsBeforeForfeit: 3,
    });
    const late = (await row()).toAct[0]!;
    await run(59 * S);
    expect(await moves(db, st.gameId)).toEqual([]);
    expect(await run(60 * S)).toMatchObject({ failed: 0 });

    const made = await moves(db, st.gameId);
    // Sakura: the stand-in plays a card and then draws — the seat's whole turn.
    expect(made.length).toBeGreaterThanOrEqual(2);
    expect(made.every((m) => m.byStandIn && m.seat === late)).toBe(true);
    const game = await row();
    expect(game.toAct).toEqual([1 - late]);
    expect(game.table.seats[late]).toMatchObject({ timeouts: 1, standIn: true, forfeited: false });
    expect(game.deadlineAt!.getTime() - game.turnStartedAt!.getTime()).toBe(60 * S);
    expect(await db.notification.findFirst({ where: { userId: st.users[late]!.id, kind: "timeout" } })).toMatchObject({
      text: expect.stringMatching(
        /^Your time ran out in Sakura with .*: the stand-in moved for you \(timeout 1 of 3\)\.$/,
      ),
    });
    const v = await view(late);
    expect(v.players[late]).toMatchObject({ standIn: true, timeouts: 1, forfeited: false });
    expect(v.lastMove).toMatchObject({ seat: late, byStandIn: true });

    // The opponent moves in time; when the late player moves again, the stand-in flag goes.
    await play(61 * S);
    while ((await row()).toAct[0] !== late) await play(62 * S);
    await play(63 * S);
    expect((await row()).table.seats[late]).toMatchObject({ timeouts: 1, standIn: false });
  });

  it("keeps one unread timeout line per game up to date instead of a line per missed move; once read, the next timeout is new", async () => {
    const { db, st, row, run, play, t0 } = await setup("mushi", 2, { timeoutsBeforeForfeit: 4 });
    const late = (await row()).toAct[0]!;
    const lateUser = st.users[late]!.id;
    let clock = 60 * S;
    /** Lets the late seat's time run out once more (the opponent plays in time until it is the late seat's turn). */
    const missOnce = async () => {
      while ((await row()).toAct[0] !== late) await play((clock += S));
      const due = (await row()).turnStartedAt!.getTime() + 60 * S;
      expect(await runDueJobs({ db, handlers: gameJobHandlers(testBus(db)), now: new Date(due) })).toMatchObject({
        failed: 0,
      });
      clock = due - t0.getTime();
    };
    const timeoutLines = () =>
      db.notification.findMany({ where: { userId: lateUser, kind: "timeout" }, orderBy: { createdAt: "asc" } });

    await run(60 * S);
    await missOnce();
    expect((await row()).table.seats[late]).toMatchObject({ timeouts: 2, forfeited: false });
    const lines = await timeoutLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      readAt: null,
      text: expect.stringMatching(/the stand-in moved for you \(timeout 2 of 4\)\.$/),
    });

    await db.notification.updateMany({ where: { userId: lateUser }, data: { readAt: new Date() } });
    await missOnce();
    const after = await timeoutLines();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ readAt: null, text: expect.stringMatching(/\(timeout 3 of 4\)\.$/) });
  });

  it("does nothing when the player moved first (the job's seq is stale), and the new deadline counts from that move", async () => {
    const { db, st, row, run, play } = await setup("sfj", 2);
    await play(30 * S);
    // The move made its position's deadline pointless: deleted with it, so no worker runs it.
    expect(await db.job.findUnique({ where: { key: `deadline:${st.gameId}:0` } })).toBeNull();
    expect(
      await db.job.count({ where: { kind: "game.deadline", key: { startsWith: `deadline:${st.gameId}:` } } }),
    ).toBe(1);
    await run(61 * S);
    expect(await db.job.findUnique({ where: { key: `deadline:${st.gameId}:0` } })).toBeNull();
    expect(await moves(db, st.gameId)).toHaveLength(1);
    expect((await moves(db, st.gameId)).every((m) => !m.byStandIn)).toBe(true);
    expect((await row()).deadlineAt).toEqual(new Date((await row()).turnStartedAt!.getTime() + 60 * S));
    await run(89 * S);
    expect(await moves(db, st.gameId)).toHaveLength(1);
    await run(90 * S);
    expect((await moves(db, st.gameId)).some((m) => m.byStandIn)).toBe(true);
  });

  it("loses no deadline across a restart: a fresh process (empty cache, new worker) runs the stored job", async () => {
    const { db, st, run } = await setup("sutda", 3, { timeControl: { kind: "per_move", seconds: 600 } });
    const pending = await db.job.findMany({
      where: { kind: "game.deadline", status: "PENDING", key: { startsWith: `deadline:${st.gameId}:` } },
    });
    expect(pending).toHaveLength(1);
    clearStateCache();
    expect(await run(600 * S)).toMatchObject({ failed: 0 });
    expect(await db.job.findUnique({ where: { key: pending[0]!.key! } })).toMatchObject({
      status: "DONE",
      attempts: 1,
    });
    const made = await moves(db, st.gameId);
    expect(made[0]).toMatchObject({ seq: 1, byStandIn: true });
    // The stand-in is the heuristic bot seeded by game, seq and seat: the same move again from the same position.
    const { ruleset, states, setup: matchSetup } = await engineStateOf(db, st.gameId);
    expect(made[0]!.payload).toEqual(
      standInMove(ruleset, states[0], made[0]!.seat, matchSetup, `${st.gameId}:0:${made[0]!.seat}`),
    );
  });

  it("forfeits a seat after the table's number of timeouts; in a two-sided game the opponent wins at once", async () => {
    const { db, st, row, run, play } = await setup("mushi", 2, { timeoutsBeforeForfeit: 2 });
    const late = (await row()).toAct[0]!;
    await run(60 * S);
    let clock = 61 * S;
    while ((await row()).toAct[0] !== late) await play((clock += S));
    await runDueJobs({
      db,
      handlers: gameJobHandlers(testBus(db)),
      now: new Date((await row()).turnStartedAt!.getTime() + 60 * S),
    });
    const game = await row();
    expect(game).toMatchObject({ status: "FINISHED", endReason: "forfeit", deadlineAt: null, toAct: [] });
    expect(game.table.status).toBe("FINISHED");
    expect(game.table.seats[late]).toMatchObject({ timeouts: 2, forfeited: true });
    const results = await db.matchResult.findMany({ where: { gameId: st.gameId }, orderBy: { seat: "asc" } });
    expect(results.map((r) => [r.seat, r.result, r.rank, r.forfeited])).toEqual(
      [0, 1].map((s) => (s === late ? [s, "LOST", 2, true] : [s, "WON", 1, false])),
    );
    const v = await getGameView({ db, bus: testBus(db) }, st.users[1 - late]!.id, st.gameId);
    expect(v).toMatchObject({
      status: "FINISHED",
      endReason: "forfeit",
      winner: 1 - late,
      seed: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await db.notification.findFirst({ where: { userId: st.users[late]!.id, kind: "forfeit" } })).toBeTruthy();
    expect(
      await db.notification.findFirst({ where: { userId: st.users[1 - late]!.id, kind: "game_finished" } }),
    ).toMatchObject({ text: expect.stringMatching(/you won \(by forfeit\)\.$/) });
    // Nothing is left to run for this game.
    expect(await run(10_000 * S)).toMatchObject({ failed: 0 });
  });

  it("with three or more sides, a forfeited seat is played by the stand-in at once, move after move, and may not move itself", async () => {
    const { db, st, row, run, play, ctx } = await setup("sfj", 3, { options: { rounds: 6 }, timeoutsBeforeForfeit: 1 });
    const late = (await row()).toAct[0]!;
    await run(60 * S);
    expect((await row()).table.seats[late]).toMatchObject({ forfeited: true, timeouts: 1 });
    await expect(
      submitMove(
        ctx,
        { gameId: st.gameId, userId: st.users[late]!.id, seq: (await row()).seq, move: { seat: late, draw: true } },
        new Date(),
      ),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/FORBIDDEN|CONFLICT/),
    });
    // The others play on; whenever the forfeited seat is to act, a deadline due at once makes the stand-in move.
    let clock = 61 * S;
    for (let i = 0; i < 36; i++) {
      const g = await row();
      if (g.status !== "ACTIVE") break;
      if (g.toAct[0] === late) {
        expect(g.deadlineAt).toEqual(g.turnStartedAt);
        await run(clock);
      } else await play((clock += S));
    }
    const byLate = (await moves(db, st.gameId)).filter((m) => m.seat === late);
    expect(byLate.length).toBeGreaterThan(3);
    expect(byLate.every((m) => m.byStandIn)).toBe(true);
    expect((await row()).table.seats[late]!.timeouts).toBe(1);
  });

  it("keeps a time bank per seat: the mover pays its thinking time and gets the increment; the deadline is the bank", async () => {
    const { st, row, play, view, db } = await setup("sfj", 2, {
      timeControl: { kind: "bank", initialSeconds: 120, incrementSeconds: 10 },
    });
    const run = (ms: number) => runDueJobs({ db, handlers: gameJobHandlers(testBus(db)), now: new Date(ms) });
    const first = (await row()).toAct[0]!;
    expect((await row()).table.seats.map((s) => s.bankMs)).toEqual([120 * S, 120 * S]);
    expect((await row()).deadlineAt!.getTime() - (await row()).turnStartedAt!.getTime()).toBe(120 * S);
    await play(30 * S);
    const g = await row();
    expect(g.table.seats[first]!.bankMs).toBe(100 * S);
    const next = g.toAct[0]!;
    // The deadline is the bank of the seat to act, counted from the move.
    expect(g.deadlineAt!.getTime() - g.turnStartedAt!.getTime()).toBe(g.table.seats[next]!.bankMs);
    expect((await view(first)).players[first]!.bankSeconds).toBeLessThanOrEqual(100);
    // Running out of bank: the stand-in moves (finishing the turn) and each of its moves earns only the increment.
    await run(g.deadlineAt!.getTime());
    const standIn = (await moves(db, st.gameId)).filter((m) => m.byStandIn);
    expect(standIn.length).toBeGreaterThan(0);
    expect(standIn.every((m) => m.seat === next)).toBe(true);
    expect((await row()).table.seats[next]!.bankMs).toBe(standIn.length * 10 * S);
  });
});
