import { expect, it } from "vitest";
import { runDueJobs } from "../jobs/worker";
import { commitMove } from "../repositories/games";
import { callerFor, testBus } from "../testing/context";
import { describeWithServerDatabase } from "../testing/database";
import { startTable } from "../testing/play";
import { gameJobHandlers } from "./job-handlers";
import { submitMove } from "./submit-move";

describeWithServerDatabase("concurrent moves on the PostgreSQL server", (t) => {
  it("20 clients sending the same move at once: exactly one is stored, 19 get CONFLICT, seqs have no gaps", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sfj", playerCount: 3 });
    for (let round = 0; round < 5; round++) {
      const v = await st.callers[0]!.game.view({ gameId: st.gameId });
      const seat = v.toAct[0]!;
      const mine = await st.callers[seat]!.game.view({ gameId: st.gameId });
      const move = { ...(mine.legalMoves[0] as object) } as Record<string, string | number | boolean>;
      // Twenty separate clients (callers) of the same player, all at seq `mine.seq`.
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => callerFor(db, st.users[seat]!).game.move({ gameId: st.gameId, seq: mine.seq, move })));
      const ok = results.filter((r) => r.status === "fulfilled");
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(19);
      for (const r of refused) expect(r.reason).toMatchObject({ code: "CONFLICT", message: "The game has moved on; here is the current position." });
    }
    const moves = await db.move.findMany({ where: { gameId: st.gameId }, orderBy: { seq: "asc" } });
    expect(moves.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await db.game.findUniqueOrThrow({ where: { id: st.gameId } })).seq).toBe(5);
  });

  it("the optimistic UPDATE … WHERE seq = expected alone lets exactly one of 20 concurrent commits through", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "mushi", playerCount: 2 });
    const game = await db.game.findUniqueOrThrow({ where: { id: st.gameId } });
    const seat = game.toAct[0]!;
    const commit = (i: number) =>
      commitMove(db, {
        gameId: st.gameId,
        tableId: st.tableId,
        expectedSeq: 0,
        move: { seat, roundIndex: 0, payload: { seat, attempt: i }, byStandIn: false },
        game: { toAct: [1 - seat], turnStartedAt: new Date(), deadlineAt: null, status: "ACTIVE", finishedAt: null, endReason: null },
        seats: [],
        jobs: [],
      });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => commit(i)));
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, seq: 1 }]);
    expect(results.filter((r) => !r.ok)).toHaveLength(19);
    expect(await db.move.count({ where: { gameId: st.gameId } })).toBe(1);
    expect((await db.game.findUniqueOrThrow({ where: { id: st.gameId } })).seq).toBe(1);
  });

  it("a player and the stand-in at the same instant: one of them moves, never both", async () => {
    const { db } = t();
    for (let i = 0; i < 4; i++) {
      const st = await startTable(db, { game: "sakura", playerCount: 2, timeControl: { kind: "per_move", seconds: 10 } });
      const game = await db.game.findUniqueOrThrow({ where: { id: st.gameId } });
      const seat = game.toAct[0]!;
      const mine = await st.callers[seat]!.game.view({ gameId: st.gameId });
      const late = new Date(game.deadlineAt!.getTime() + 1);
      const ctx = { db, bus: testBus(db) };
      const [player] = await Promise.allSettled([
        submitMove(ctx, { gameId: st.gameId, userId: st.users[seat]!.id, seq: 0, move: { ...(mine.legalMoves[0] as object) } }, late),
        runDueJobs({ db, handlers: gameJobHandlers(ctx.bus), now: late }),
      ]);
      const moves = await db.move.findMany({ where: { gameId: st.gameId }, orderBy: { seq: "asc" } });
      const first = moves[0]!;
      expect(first.seq).toBe(1);
      expect(moves.map((m) => m.seq)).toEqual(moves.map((_, k) => k + 1));
      if (player.status === "fulfilled") expect(first.byStandIn).toBe(false);
      else {
        expect(player.reason).toMatchObject({ code: "CONFLICT" });
        expect(first.byStandIn).toBe(true);
      }
    }
  });
});
