import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { loadGame } from "../../../games/game-state";
import { clearStateCache } from "../../../games/state-cache";
import { runDeadline } from "../../../games/deadlines";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { engineStateOf, someLegalMove, startPracticeTable, startTable } from "../../../testing/play";
import type { GameView } from "../../../views/game";
import { gameJobHandlers } from "../../../games/job-handlers";
import { runDueJobs } from "../../../jobs/worker";
import { loadTournamentSnapshot } from "../../../repositories/tournament-snapshot";
import { withJudge } from "../../../testing/judge";
import { tournamentJobHandlers } from "../../../tournaments/job-handlers";
import { gameViewsOf } from "../../../testing/table-stream";
import { tournamentInput } from "../../../testing/tournament-input";

describeWithDatabase("game.resign", (t) => {
  const notes = (userId: string) =>
    t().db.notification.findMany({ where: { userId }, select: { kind: true, text: true } });

  async function snapshot(gameId: string, tableId: string) {
    const { db } = t();
    const game = await db.game.findUniqueOrThrow({
      where: { id: gameId },
      select: { seq: true, status: true, endReason: true, toAct: true },
    });
    const seats = await db.seat.findMany({ where: { tableId }, orderBy: { seat: "asc" }, select: { forfeited: true } });
    return {
      game,
      seats: seats.map((s) => s.forfeited),
      moves: await db.move.count({ where: { gameId } }),
      results: await db.matchResult.count({ where: { gameId } }),
    };
  }

  /**
   * A 2-entrant Sutda elimination event started by its jobs (registration closed): entrant `a` resigns its one game,
   * and the jobs that follow have run.
   */
  async function resignInAStartedEvent(name: string) {
    const { db } = t();
    const [org, a, b] = await Promise.all([0, 1, 2].map(() => createTestUser(db)));
    const closes = new Date(Date.now() + 60_000);
    const { tournamentId } = await callerFor(db, org!).tournament.create(
      tournamentInput({
        name: `${name} ${Math.random().toString(36).slice(2, 7)}`,
        roundsPerGame: 1,
        format: "elimination",
        registrationClosesAt: closes,
        roundStartTimes: [closes],
        roundIntervalSeconds: 0,
        roundDurationSeconds: 600,
        timeControl: { kind: "per_move", seconds: 86_400 },
        maxEntrants: 2,
      }),
    );
    for (const u of [a!, b!]) await callerFor(db, u).tournament.register({ tournamentId });
    const handlers = { ...gameJobHandlers(testBus(db)), ...tournamentJobHandlers(testBus(db)) };
    await runDueJobs({ db, handlers, now: new Date(closes.getTime() + 1000) });
    const game = (await loadTournamentSnapshot(db, tournamentId))!.pairings[0]!.games[0]!;
    await callerFor(db, a!).game.resign({ gameId: game.gameId });
    await runDueJobs({ db, handlers, now: new Date(closes.getTime() + 5000) });
    return { db, org: org!, a: a!, b: b!, tournamentId, game };
  }

  for (const whose of ["the resigner's", "the opponent's"] as const) {
    it(`2 players, on ${whose} turn: the game ends at once, the other wins, the results and the opponent's stream say so`, async () => {
      const { db } = t();
      const st = await startTable(db, { game: "sakura", playerCount: 2 });
      const v = await st.callers[0]!.game.view({ gameId: st.gameId });
      const toAct = v.toAct[0]!;
      const resigner = whose === "the resigner's" ? toAct : 1 - toAct;
      const winner = 1 - resigner;
      // The opponent's table page is open in one case (they are then not notified: they see it), closed in the other.
      const watching = whose === "the resigner's";
      const controller = new AbortController();
      const stream = gameViewsOf(
        callerFor(db, watching ? st.users[winner]! : await createTestUser(db), {
          signal: controller.signal,
        }).table.onChange({ tableId: st.tableId }),
      )[Symbol.asyncIterator]();
      expect((await stream.next()).value).toMatchObject({ data: { seq: 0, status: "ACTIVE" } });

      const after = await st.callers[resigner]!.game.resign({ gameId: st.gameId });
      expect(after).toMatchObject({
        seq: 0,
        status: "FINISHED",
        endReason: "resign",
        winner,
        mySeat: resigner,
        legalMoves: [],
      });
      // Forfeited, but not "the stand-in played (time ran out)": it has not moved for them.
      expect(after.players[resigner]).toMatchObject({ forfeited: true, standIn: false });
      // The opponent sees it live, at the same seq (a resign is no move).
      const live = await stream.next();
      expect(live.value).toMatchObject({
        id: `${st.gameId}:0.1`,
        data: { seq: 0, status: "FINISHED", endReason: "resign", winner, mySeat: watching ? winner : null },
      });
      controller.abort();

      const s = await snapshot(st.gameId, st.tableId);
      expect(s).toMatchObject({ game: { seq: 0, status: "FINISHED", endReason: "resign", toAct: [] }, moves: 0 });
      expect(s.seats[resigner]).toBe(true);
      expect(await db.table.findUniqueOrThrow({ where: { id: st.tableId }, select: { status: true } })).toEqual({
        status: "FINISHED",
      });
      const results = await db.matchResult.findMany({
        where: { gameId: st.gameId },
        orderBy: { seat: "asc" },
        select: { seat: true, result: true, forfeited: true, rank: true },
      });
      expect(results[resigner]).toMatchObject({ result: "LOST", forfeited: true, rank: 2 });
      expect(results[winner]).toMatchObject({ result: "WON", forfeited: false, rank: 1 });
      if (!watching)
        expect(await notes(st.users[winner]!.id)).toContainEqual({
          kind: "game_finished",
          text: expect.stringMatching(
            new RegExp(`^${st.users[resigner]!.displayName} resigned your game of .*: you win\\.$`),
          ),
        });
      expect(await notes(st.users[resigner]!.id)).toContainEqual({
        kind: "game_finished",
        text: expect.stringMatching(/^You resigned your game of .*: you lost\.$/),
      });
      // The game reads back whole from the database (no state cache), as a replay does.
      clearStateCache();
      expect(await loadGame(db, st.gameId)).toMatchObject({ status: "FINISHED", seq: 0, endReason: "resign" });
      expect((await st.callers[winner]!.replay.get({ gameId: st.gameId })) as object).toMatchObject({
        endReason: "resign",
        winner,
      });
    });
  }

  it("3 sides: the game goes on, the stand-in plays the resigned seat at once; a second resign ends it, the third side wins", async () => {
    const { db } = t();
    const ctx = { db, bus: testBus(db) };
    const st = await startTable(db, { game: "sfj", playerCount: 3 });
    const v = await st.callers[0]!.game.view({ gameId: st.gameId });
    const first = v.toAct[0]!;
    const after = await st.callers[first]!.game.resign({ gameId: st.gameId });
    expect(after).toMatchObject({ seq: 0, status: "ACTIVE", endReason: null });
    expect(after.players[first]).toMatchObject({ forfeited: true });
    for (const [seat, u] of st.users.entries()) {
      if (seat === first) continue;
      expect(await notes(u.id)).toContainEqual({
        kind: "forfeit",
        text: expect.stringMatching(
          new RegExp(
            `^${st.users[first]!.displayName} resigned your game of .*: the stand-in plays their seat to the end\\.$`,
          ),
        ),
      });
    }
    // The resigned seat was to act: its stand-in job is due now and moves for it.
    const job = await db.job.findUniqueOrThrow({ where: { key: `resign-stand-in:${st.gameId}:0` } });
    expect(job.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    await runDeadline(ctx, { gameId: st.gameId, seq: 0 }, new Date());
    const moved = await db.move.findMany({ where: { gameId: st.gameId }, orderBy: { seq: "asc" } });
    expect(moved.length).toBeGreaterThan(0);
    expect(moved[0]).toMatchObject({ seat: first, byStandIn: true });
    // The resigned player may not move or resign again.
    const now = await st.callers[first]!.game.view({ gameId: st.gameId });
    await expect(st.callers[first]!.game.resign({ gameId: st.gameId })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "You have already left this game: the stand-in plays your seat to the end.",
    });
    expect((await snapshot(st.gameId, st.tableId)).game.seq).toBe(now.seq);

    const second = [0, 1, 2].find((s) => s !== first)!;
    const third = [0, 1, 2].find((s) => s !== first && s !== second)!;
    const end = await st.callers[second]!.game.resign({ gameId: st.gameId });
    expect(end).toMatchObject({ status: "FINISHED", endReason: "resign", winner: third });
    const results = await db.matchResult.findMany({ where: { gameId: st.gameId }, orderBy: { seat: "asc" } });
    expect(results.map((r) => [r.result, r.forfeited])).toEqual(
      [0, 1, 2].map((s) => (s === third ? ["WON", false] : ["LOST", true])),
    );
    expect(results[third]!.rank).toBe(1);
  });

  it("Sutda, 3 players: the resigned seat folds every hand; the game ends when one other player is left; it is over for the resigner at once", async () => {
    const { db } = t();
    const ctx = { db, bus: testBus(db) };
    const st = await startTable(db, { game: "sutda", playerCount: 3, options: { stack: 20 } });
    const first = (await st.callers[0]!.game.view({ gameId: st.gameId })).toAct[0]!;
    const resigner = (first + 1) % 3;
    await st.callers[resigner]!.game.resign({ gameId: st.gameId });
    const resignedAt = (await snapshot(st.gameId, st.tableId)).moves;

    // Over for the resigner: among the finished games of "My games", no turn, no clock.
    const listed = (await st.callers[resigner]!.table.myGames()).games.find((g) => g.gameId === st.gameId);
    expect(listed).toMatchObject({ status: "ACTIVE", left: "resigned", myTurn: false, deadlineAt: null });
    expect((await st.callers[first]!.table.myGames()).games.find((g) => g.gameId === st.gameId)).toMatchObject({
      left: null,
    });

    // The two others go all-in at once: the first showdown between them leaves one (a tie deals again).
    const allIn = (v: GameView) => {
      const legal = v.legalMoves as unknown as Record<string, string | number | boolean>[];
      const bets = legal.filter((m) => typeof m.bet === "number").sort((a, b) => (b.bet as number) - (a.bet as number));
      return { ...(bets[0] ?? legal.find((m) => m.call === true) ?? legal[0]!) };
    };
    for (let n = 0; n < 500; n++) {
      const v = await st.callers[first]!.game.view({ gameId: st.gameId });
      if (v.status !== "ACTIVE") break;
      const seat = v.toAct[0]!;
      if (seat === resigner) await runDeadline(ctx, { gameId: st.gameId, seq: v.seq }, new Date());
      else {
        const mine = await st.callers[seat]!.game.view({ gameId: st.gameId });
        await st.callers[seat]!.game.move({ gameId: st.gameId, seq: mine.seq, move: allIn(mine) });
      }
    }
    const end = await st.callers[first]!.game.view({ gameId: st.gameId });
    expect(end.status).toBe("FINISHED");
    // The resigned seat folded whenever it was asked to act.
    const moves = await db.move.findMany({
      where: { gameId: st.gameId, seat: resigner, seq: { gt: resignedAt } },
      select: { payload: true },
    });
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(m.payload).toMatchObject({ fold: true });
    // It ended as soon as one of the others had no chips left, though the resigned seat still had some.
    const { state } = await engineStateOf(db, st.gameId);
    const stacks = (state as { stacks: number[] }).stacks;
    expect(stacks[resigner]).toBeGreaterThan(0);
    expect(stacks.filter((x, s) => s !== resigner && x > 0)).toHaveLength(1);
    const results = await db.matchResult.findMany({ where: { gameId: st.gameId }, orderBy: { seat: "asc" } });
    expect(results[resigner]).toMatchObject({ result: "LOST", forfeited: true, rank: 3 });
    expect(results.filter((r) => r.result === "WON")).toHaveLength(1);
    expect(end.endReason).toBeNull();
  });

  it("refuses a stranger, the anonymous, a finished game, a bot — and changes nothing", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const start = await snapshot(st.gameId, st.tableId);
    await expect(callerFor(db, await createTestUser(db)).game.resign({ gameId: st.gameId })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "You do not have a seat in this game.",
    });
    await expect(callerFor(db).game.resign({ gameId: st.gameId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(st.callers[0]!.game.resign({ gameId: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await snapshot(st.gameId, st.tableId)).toEqual(start);

    await st.callers[0]!.game.resign({ gameId: st.gameId });
    const over = await snapshot(st.gameId, st.tableId);
    for (const c of st.callers)
      await expect(c.game.resign({ gameId: st.gameId })).rejects.toMatchObject({
        code: "PRECONDITION_FAILED",
        message: "This game is already over.",
      });
    expect(await snapshot(st.gameId, st.tableId)).toEqual(over);

    // A practice table: the bot's seat cannot resign (bots never sign in; the service refuses it anyway).
    const me = await createTestUser(db);
    const { tableId, table } = await startPracticeTable(db, me, { input: { visibility: "PRIVATE" } });
    const botSeat = await db.seat.findFirstOrThrow({
      where: { tableId, userId: { not: me.id } },
      include: { user: true },
    });
    const bot = {
      id: botSeat.userId,
      email: botSeat.user.email,
      displayName: botSeat.user.displayName,
      role: botSeat.user.role,
    };
    const before = await snapshot(table.gameId!, tableId);
    await expect(callerFor(db, bot as never).game.resign({ gameId: table.gameId! })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "A bot cannot resign.",
    });
    expect(await snapshot(table.gameId!, tableId)).toEqual(before);
  });

  it("a resign racing a move: one of them wins, nothing is corrupt, nobody is forfeited twice", async () => {
    const { db } = t();
    for (let i = 0; i < 3; i++) {
      const st = await startTable(db, { game: "sakura", playerCount: 2 });
      const v = await st.callers[0]!.game.view({ gameId: st.gameId });
      const mover = v.toAct[0]!;
      const mine = await st.callers[mover]!.game.view({ gameId: st.gameId });
      const resigner = i === 2 ? mover : 1 - mover;
      const [moved, resigned] = await Promise.allSettled([
        st.callers[mover]!.game.move({
          gameId: st.gameId,
          seq: 0,
          move: someLegalMove(mine, Rng.fromSeed(`race${i}`)),
        }),
        st.callers[resigner]!.game.resign({ gameId: st.gameId }),
      ]);
      // The resign never fails because the other moved: it applies at the position the game reached.
      expect(resigned.status).toBe("fulfilled");
      if (moved.status === "rejected") expect(moved.reason).toMatchObject({ code: "CONFLICT" });
      const s = await snapshot(st.gameId, st.tableId);
      expect(s.game).toMatchObject({ status: "FINISHED", endReason: "resign" });
      expect(s.moves).toBe(s.game.seq);
      expect(s.moves).toBe(moved.status === "fulfilled" ? 1 : 0);
      expect(s.seats.filter(Boolean)).toHaveLength(1);
      expect(s.results).toBe(2);
      clearStateCache();
      expect(await loadGame(db, st.gameId)).toMatchObject({ status: "FINISHED" });
    }
  });

  it("Judge (real time): the resign ends the match at once, stored as the due round played by nobody, the other wins", async () => {
    const { db } = t();
    await withJudge(db, async (judge) => {
      const after = await judge.callers[1]!.game.resign({ gameId: judge.gameId });
      expect(after).toMatchObject({ status: "FINISHED", endReason: "resign", winner: 0, seq: 1 });
      expect(after.players.map((p) => p.resigned)).toEqual([false, true]);
      const moves = await db.move.findMany({ where: { gameId: judge.gameId } });
      expect(moves.map((m) => m.payload)).toEqual([{ round: 1, actions: [] }]);
      expect(await db.matchResult.findFirstOrThrow({ where: { gameId: judge.gameId, seat: 0 } })).toMatchObject({
        result: "WON",
      });
      expect(await notes(judge.users[0]!.id)).toContainEqual({
        kind: "game_finished",
        text: expect.stringMatching(
          new RegExp(`^${judge.users[1]!.displayName} resigned your game of .*: you win\\.$`),
        ),
      });
      await expect(judge.callers[0]!.game.resign({ gameId: judge.gameId })).rejects.toMatchObject({
        code: "PRECONDITION_FAILED",
      });
    });
  });

  it("a tournament game ended by a resign: the pairing records it and the other entrant goes through", async () => {
    const { db, b, tournamentId } = await resignInAStartedEvent("Resign cup");
    const snap = (await loadTournamentSnapshot(db, tournamentId))!;
    expect(snap.pairings[0]!.games[0]).toMatchObject({ gameStatus: "FINISHED", result: expect.anything() });
    expect(snap.tournament.status).toBe("FINISHED");
    expect(snap.tournament.winnerEntrantId).toBe(snap.entrants.find((e) => e.userId === b.id)!.id);
  });

  it("a tournament game ended by a resign: the event's page says the side resigned, a forfeit by timeouts stays 'forfeited'", async () => {
    const { db, org, a, b, tournamentId, game } = await resignInAStartedEvent("Resign view cup");
    const seatOfA = (await db.seat.findFirstOrThrow({ where: { tableId: game.tableId, userId: a.id } })).seat;
    const expected = [0, 1].map((i) => i === seatOfA);
    const viewed = async () =>
      (await callerFor(db, b).tournament.get({ tournamentId })).rounds[0]!.pairings[0]!.games[0]!;
    expect(await viewed()).toMatchObject({ status: "finished", forfeited: expected, resigned: expected });
    // the organiser comes with their id (the page links the name to their page)
    expect((await callerFor(db).tournament.get({ tournamentId })).organiser).toEqual({
      id: org.id,
      displayName: org.displayName,
    });
    // The same forfeit without the resign (as a seat timed out too often): "forfeited", not "resigned".
    await db.seat.updateMany({ where: { tableId: game.tableId }, data: { resigned: false } });
    expect(await viewed()).toMatchObject({ forfeited: expected, resigned: [false, false] });
  });

  it("two resigns of a 3-player game at the same moment: the game ends (the second sees the first)", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sfj", playerCount: 3 });
    const r = await Promise.allSettled([
      st.callers[0]!.game.resign({ gameId: st.gameId }),
      st.callers[1]!.game.resign({ gameId: st.gameId }),
    ]);
    expect(r.map((x) => x.status)).toEqual(["fulfilled", "fulfilled"]);
    const s = await snapshot(st.gameId, st.tableId);
    expect(s.game).toMatchObject({ status: "FINISHED", endReason: "resign" });
    expect(s.seats).toEqual([true, true, false]);
    expect(await db.matchResult.findFirstOrThrow({ where: { gameId: st.gameId, seat: 2 } })).toMatchObject({
      result: "WON",
    });
  });
});
