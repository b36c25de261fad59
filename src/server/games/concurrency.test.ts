// Races on one game: identical moves from many clients, two seats at a turn boundary, a player against the
// stand-in. Runs on the embedded database (requests interleave at every await, the pool of one serialises the
// statements) and, with TEST_DATABASE_URL, on a PostgreSQL server with a real connection pool.
import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { runDueJobs } from "../jobs/worker";
import { commitMove } from "../repositories/game-commits";
import { callerFor, testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { engineStateOf, someLegalMove, startPerMoveTable, startTable } from "../testing/play";
import { gameJobHandlers } from "./job-handlers";
import { submitMove } from "./submit-move";

describeWithDatabase("concurrent moves", (t) => {
  it("50 clients sending the same move at once: exactly one is stored, 49 get CONFLICT, seqs have no gaps", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sfj", playerCount: 3 });
    for (let round = 0; round < 2; round++) {
      const v = await st.callers[0]!.game.view({ gameId: st.gameId });
      const seat = v.toAct[0]!;
      const mine = await st.callers[seat]!.game.view({ gameId: st.gameId });
      const move = { ...(mine.legalMoves[0] as object) } as Record<string, string | number | boolean>;
      // Fifty separate clients (callers) of the same player, all at seq `mine.seq`.
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () =>
          callerFor(db, st.users[seat]!).game.move({ gameId: st.gameId, seq: mine.seq, move }),
        ),
      );
      const ok = results.filter((r) => r.status === "fulfilled");
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(49);
      for (const r of refused)
        expect(r.reason).toMatchObject({
          code: "CONFLICT",
          message: "The game has moved on; here is the current position.",
        });
    }
    const moves = await db.move.findMany({ where: { gameId: st.gameId }, orderBy: { seq: "asc" } });
    expect(moves.map((m) => m.seq)).toEqual([1, 2]);
    expect((await db.game.findUniqueOrThrow({ where: { id: st.gameId } })).seq).toBe(2);
  });

  it("two seats racing at a turn boundary: the mover's last move and the next seat's early one — the rules' order holds", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 } });
    const rng = Rng.fromSeed("turn-boundary");
    let boundaries = 0;
    let earlyStored = 0;
    for (let n = 0; n < 200 && boundaries < 8; n++) {
      const views = await Promise.all(st.callers.map((c) => c.game.view({ gameId: st.gameId })));
      if (views[0]!.status !== "ACTIVE") break;
      const seat = views[0]!.toAct[0]!;
      const mine = views[seat]!;
      const move = someLegalMove(mine, rng);
      const other = 1 - seat;
      // The mover's move at seq s, and at once the other seat's move: at seq s (not its turn yet) and at seq s + 1
      // (sent "ahead", in case the mover's turn ends with this move).
      // The early move is a legal one of the position after the mover's move when that passes the turn (computed
      // with the engine), so it can be stored when it arrives second.
      const { ruleset, state } = await engineStateOf(db, st.gameId);
      const after = ruleset.applyMove(state, move);
      const ahead = after.ok
        ? (ruleset.legalMoves(after.state, other) as Record<string, string | number | boolean>[])
        : [];
      const otherMove = ahead[0] ?? { seat: other, draw: true };
      const [mover, earlySame, earlyAhead] = await Promise.allSettled([
        st.callers[seat]!.game.move({ gameId: st.gameId, seq: mine.seq, move }),
        callerFor(db, st.users[other]!).game.move({ gameId: st.gameId, seq: mine.seq, move: otherMove }),
        // Sent a little later now and then, so it lands on either side of the mover's commit.
        new Promise((r) => setTimeout(r, rng.int(4) * 15)).then(() =>
          callerFor(db, st.users[other]!).game.move({ gameId: st.gameId, seq: mine.seq + 1, move: otherMove }),
        ),
      ]);
      expect(mover.status).toBe("fulfilled");
      // At seq s the other seat is never to act: refused (not its turn, or the seq moved on).
      expect(earlySame.status).toBe("rejected");
      // A boundary: the mover's answer passes the turn, or the early move at s + 1 was stored (it could only be if the
      // turn passed; the answer may already show the position after it).
      if (mover.status === "fulfilled" && (mover.value.toAct.includes(other) || earlyAhead.status === "fulfilled"))
        boundaries++;
      if (earlyAhead.status === "fulfilled") earlyStored++;
      else
        expect((earlyAhead as PromiseRejectedResult).reason).toMatchObject({
          code: expect.stringMatching(/^(CONFLICT|BAD_REQUEST)$/),
        });
    }
    expect(boundaries).toBeGreaterThan(0);
    // Every stored move is legal in the order stored (the engine folds them all), seqs contiguous from 1.
    const moves = await db.move.findMany({ where: { gameId: st.gameId }, orderBy: { seq: "asc" } });
    expect(moves.map((m) => m.seq)).toEqual(moves.map((_, k) => k + 1));
    const { seq } = await engineStateOf(db, st.gameId);
    expect(seq).toBe(moves.length);
    console.log(
      `turn boundary: ${boundaries} boundaries raced, ${earlyStored} early moves stored in order, ${moves.length} moves contiguous`,
    );
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
        game: {
          toAct: [1 - seat],
          turnStartedAt: new Date(),
          deadlineAt: null,
          status: "ACTIVE",
          finishedAt: null,
          endReason: null,
        },
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
      const { st, game, seat } = await startPerMoveTable(db, 10);
      const mine = await st.callers[seat]!.game.view({ gameId: st.gameId });
      const late = new Date(game.deadlineAt!.getTime() + 1);
      const ctx = { db, bus: testBus(db) };
      const [player] = await Promise.allSettled([
        submitMove(
          ctx,
          { gameId: st.gameId, userId: st.users[seat]!.id, seq: 0, move: { ...(mine.legalMoves[0] as object) } },
          late,
        ),
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
