// Glicko-2 ratings from finished games of people (src/server/ratings): rated once per game, shown on the player page
// (user.player), beside each recent game (user.stats), on the leaderboard (user.leaderboard), and beside names in the
// lobby (table.lobby) and the waiting room (table.get). A game a seat never moved in on its own (the stand-in's moves
// only, or forfeited for time first) is not rated; a resign is, however early. Most games here have a move by each
// player (playOneMoveEach) before their resign.
import { expect, it } from "vitest";
import { runAfterMove } from "../../../games/after-move";
import { gameJobHandlers } from "../../../games/job-handlers";
import { judgeJobHandlers } from "../../../judge/absence";
import { runDueJobs } from "../../../jobs/worker";
import { RATING_PENDING_MS } from "../../../games/table-view";
import { NEW_RATING, glicko2Update } from "../../../ratings/glicko2";
import { currentDeviation } from "../../../ratings/rate-game";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import { describeWithDatabase, describeWithServerDatabase, type TestDatabase } from "../../../testing/database";
import { advance, bothPresent, matchRow, settle, withJudge } from "../../../testing/judge";
import { playOneMoveEach, startPracticeTable, startTable, tableInput } from "../../../testing/play";
import { tablesOf } from "../../../testing/table-stream";

const NEW = { rating: NEW_RATING.rating, deviation: NEW_RATING.deviation };

/** The finished game's after-move bookkeeping again, as the backstop job runs it. */
async function bookkeepAgain(db: TestDatabase["db"], gameId: string) {
  const { seq } = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { seq: true } });
  await runAfterMove(
    { db, bus: testBus(db) },
    { gameId, seq, roundEnded: false, finished: true, yourTurn: [], timeout: null },
    new Date(),
  );
}

/** The game is finished (`ended`: its sequence number, its end reason), with both seats' results but no rating change. */
async function expectEndedUnrated(
  db: TestDatabase["db"],
  g: { gameId: string; tableId: string; callers: ReturnType<typeof callerFor>[] },
  ended: { seq: number; endReason?: string },
) {
  const game = await db.game.findUniqueOrThrow({
    where: { id: g.gameId },
    select: { status: true, endReason: true, seq: true },
  });
  expect(game).toMatchObject({ status: "FINISHED", ...ended });
  expect(await db.matchResult.count({ where: { gameId: g.gameId } })).toBe(2);
  expect(await db.ratingChange.count({ where: { gameId: g.gameId } })).toBe(0);
  expect((await g.callers[0]!.table.get({ tableId: g.tableId })).ratingPending).toBeUndefined();
}

const ratingRows = (db: TestDatabase["db"], userIds: string[]) =>
  db.playerRating.findMany({
    where: { userId: { in: userIds } },
    orderBy: [{ userId: "asc" }, { game: "asc" }],
    select: { userId: true, game: true, rating: true, deviation: true, volatility: true, games: true },
  });

describeWithDatabase("ratings", (t) => {
  it("a 2-player game of people rates both players once: the winner up, the loser down, shown provisional with the change", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    await playOneMoveEach(st.callers, st.gameId);
    await st.callers[1]!.game.resign({ gameId: st.gameId });
    const [winner, loser] = st.users;
    const won = glicko2Update(NEW_RATING, [{ opponent: NEW, score: 1 }]);
    const lost = glicko2Update(NEW_RATING, [{ opponent: NEW, score: 0 }]);

    const page = await callerFor(db).user.player({ userId: winner!.id });
    expect(page.ratings).toEqual([
      {
        game: "sakura",
        gameTitle: "Sakura",
        rating: Math.round(won.rating),
        deviation: Math.round(won.deviation),
        provisional: true,
        games: 1,
      },
    ]);
    expect((await callerFor(db).user.player({ userId: loser!.id })).ratings).toEqual([
      {
        game: "sakura",
        gameTitle: "Sakura",
        rating: Math.round(lost.rating),
        deviation: Math.round(lost.deviation),
        provisional: true,
        games: 1,
      },
    ]);
    expect(Math.round(won.rating)).toBeGreaterThan(1500);
    expect(Math.round(lost.rating)).toBeLessThan(1500);
    const gain = Math.round(won.rating) - 1500;
    expect((await callerFor(db).user.stats({ userId: winner!.id })).recent).toEqual([
      expect.objectContaining({ gameId: st.gameId, result: "won", ratingChange: gain }),
    ]);
    expect((await callerFor(db).user.stats({ userId: loser!.id })).recent).toEqual([
      expect.objectContaining({ gameId: st.gameId, result: "lost", ratingChange: Math.round(lost.rating) - 1500 }),
    ]);

    // The lobby gives a table's creator's rating in the table's game beside their name (none in a game not played rated).
    const open = async (game: "sakura" | "sutda", options: Record<string, string | number> = {}) =>
      (await callerFor(db, winner!).table.create(tableInput({ game, options }))).tableId;
    const sakuraTable = await open("sakura");
    const sutdaTable = await open("sutda", { end: "rounds_N", rounds: 1 });
    const lobby = (await callerFor(db).table.lobby({})).tables;
    expect(lobby.find((x) => x.id === sakuraTable)?.creator).toEqual({
      id: winner!.id,
      displayName: winner!.displayName,
      rating: { rating: Math.round(won.rating), provisional: true },
    });
    expect(lobby.find((x) => x.id === sutdaTable)?.creator).toEqual({
      id: winner!.id,
      displayName: winner!.displayName,
      rating: null,
    });

    // So does the waiting room of an open table, seat by seat.
    const seated = async (tableId: string) => (await callerFor(db).table.get({ tableId })).seats[0]!.user;
    expect(await seated(sakuraTable)).toEqual({
      id: winner!.id,
      displayName: winner!.displayName,
      bot: null,
      rating: { rating: Math.round(won.rating), provisional: true },
    });
    expect((await seated(sutdaTable))?.rating).toBeUndefined();

    // The bookkeeping again (the backstop job), and twice at once: nothing changes.
    const rows = await ratingRows(db, [winner!.id, loser!.id]);
    await bookkeepAgain(db, st.gameId);
    await Promise.all([bookkeepAgain(db, st.gameId), bookkeepAgain(db, st.gameId)]);
    expect(await ratingRows(db, [winner!.id, loser!.id])).toEqual(rows);
    expect(await db.ratingChange.count({ where: { gameId: st.gameId } })).toBe(2);
  });

  it("a practice game (a bot at the table) rates nobody, though its result is recorded", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    const caller = callerFor(db, me);
    const { tableId: practiceTable, gameId } = await startPracticeTable(db, me);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { status: true } });
    if (game.status === "ACTIVE") await caller.game.resign({ gameId });
    expect(await db.matchResult.count({ where: { gameId } })).toBe(2);
    expect(await db.ratingChange.count({ where: { gameId } })).toBe(0);
    expect(await db.playerRating.count({ where: { userId: me.id } })).toBe(0);
    expect((await caller.user.player({ userId: me.id })).ratings).toEqual([]);
    expect((await caller.user.stats({ userId: me.id })).recent[0]).toMatchObject({ gameId, ratingChange: null });
    // Its final dialog shows no rating.
    const finished = await caller.table.get({ tableId: practiceTable });
    expect(finished.status).toBe("FINISHED");
    expect(finished.ratingChanges).toBeUndefined();
    expect(finished.ratingPending).toBeUndefined();
  });

  it("a game resigned before anyone moved records its result and rates both (the resigner saw their hand: no deal-fishing), once, however often the bookkeeping runs", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const [winner, loser] = st.users;
    await st.callers[1]!.game.resign({ gameId: st.gameId });
    expect(await db.game.findUniqueOrThrow({ where: { id: st.gameId }, select: { status: true, seq: true } })).toEqual({
      status: "FINISHED",
      seq: 0,
    });
    expect(
      await db.matchResult.findMany({
        where: { gameId: st.gameId },
        orderBy: { seat: "asc" },
        select: { userId: true, result: true },
      }),
    ).toEqual([
      { userId: winner!.id, result: "WON" },
      { userId: loser!.id, result: "LOST" },
    ]);
    await bookkeepAgain(db, st.gameId);
    expect(await db.ratingChange.count({ where: { gameId: st.gameId } })).toBe(2);
    const rows = await ratingRows(db, [winner!.id, loser!.id]);
    expect(rows.map((r) => r.games)).toEqual([1, 1]);
    expect(rows.find((r) => r.userId === winner!.id)!.rating).toBeGreaterThan(1500);
    expect(rows.find((r) => r.userId === loser!.id)!.rating).toBeLessThan(1500);
    expect((await callerFor(db).user.stats({ userId: loser!.id })).recent).toEqual([
      expect.objectContaining({ gameId: st.gameId, result: "lost", ratingChange: expect.any(Number) }),
    ]);
    const finished = await st.callers[0]!.table.get({ tableId: st.tableId });
    expect(finished.status).toBe("FINISHED");
    expect(finished.ratingChanges).toHaveLength(2);
  });

  it("a player who never moved on their own is not rated: the stand-in moved for them until they forfeited (no 'Rating…', no ratings in the replay); with one move of their own the same forfeit is rated", async () => {
    const { db } = t();
    /** Mushi with a minute a move and a forfeit at the second timeout: the first to act times out twice. */
    async function timedOut(ownMove: boolean) {
      const st = await startTable(db, {
        game: "mushi",
        playerCount: 2,
        timeControl: { kind: "per_move", seconds: 60 },
        timeoutsBeforeForfeit: 2,
      });
      const row = () =>
        db.game.findUniqueOrThrow({
          where: { id: st.gameId },
          select: { toAct: true, turnStartedAt: true, status: true, endReason: true },
        });
      const late = (await row()).toAct[0]!;
      const timeOut = async () =>
        runDueJobs({
          db,
          handlers: gameJobHandlers(testBus(db)),
          now: new Date((await row()).turnStartedAt!.getTime() + 60_000),
        });
      const move = async (seat: number) => {
        const v = await st.callers[seat]!.game.view({ gameId: st.gameId });
        await st.callers[seat]!.game.move({
          gameId: st.gameId,
          seq: v.seq,
          move: { ...(v.legalMoves[0] as unknown as Record<string, string | number | boolean>) },
        });
      };
      const untilLateActs = async () => {
        for (let r = await row(); r.status === "ACTIVE" && r.toAct[0] !== late; r = await row())
          await move(r.toAct[0]!);
      };
      expect(await timeOut()).toMatchObject({ failed: 0 });
      await untilLateActs();
      if (ownMove) {
        await move(late);
        await untilLateActs();
      }
      expect(await timeOut()).toMatchObject({ failed: 0 });
      expect(await row()).toMatchObject({ status: "FINISHED", endReason: "forfeit" });
      const own = await db.move.count({ where: { gameId: st.gameId, seat: late, byStandIn: false } });
      expect(own).toBe(ownMove ? 1 : 0);
      expect(await db.move.count({ where: { gameId: st.gameId, seat: late, byStandIn: true } })).toBeGreaterThan(0);
      return { st, late };
    }

    const never = await timedOut(false);
    expect(await db.matchResult.count({ where: { gameId: never.st.gameId } })).toBe(2);
    expect(await db.ratingChange.count({ where: { gameId: never.st.gameId } })).toBe(0);
    expect(await db.playerRating.count({ where: { userId: { in: never.st.users.map((u) => u.id) } } })).toBe(0);
    await bookkeepAgain(db, never.st.gameId);
    expect(await db.ratingChange.count({ where: { gameId: never.st.gameId } })).toBe(0);
    // Finished moments ago, yet no "Rating…" (none is on its way), and its replay names no ratings.
    const winner = never.st.callers[1 - never.late]!;
    const finished = await winner.table.get({ tableId: never.st.tableId });
    expect(finished).toMatchObject({ status: "FINISHED" });
    expect(finished.ratingChanges).toBeUndefined();
    expect(finished.ratingPending).toBeUndefined();
    expect((await callerFor(db).replay.get({ gameId: never.st.gameId })).ratings).toBeUndefined();
    expect((await winner.user.stats({ userId: never.st.users[1 - never.late]!.id })).recent[0]).toMatchObject({
      gameId: never.st.gameId,
      result: "won",
      ratingChange: null,
    });

    // One move of their own, then the same two timeouts: rated as ever (no escaping a rating by walking away later).
    const once = await timedOut(true);
    const changes = await db.ratingChange.findMany({ where: { gameId: once.st.gameId } });
    expect(changes).toHaveLength(2);
    expect(changes.find((c) => c.userId === once.st.users[once.late]!.id)!.after).toBeLessThan(1500);
    expect(changes.find((c) => c.userId === once.st.users[1 - once.late]!.id)!.after).toBeGreaterThan(1500);
    expect((await once.st.callers[0]!.table.get({ tableId: once.st.tableId })).ratingChanges).toHaveLength(2);
    expect((await callerFor(db).replay.get({ gameId: once.st.gameId })).ratings).toHaveLength(2);
  });

  it("a player who resigns before their first move is rated (they saw their hand: no deal-fishing), whether or not the opponent moved (one forfeited for time before moving is not: above)", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const first = (await db.game.findUniqueOrThrow({ where: { id: st.gameId }, select: { toAct: true } })).toAct[0]!;
    const other = 1 - first;
    // The first to act plays their whole turn; the other resigns without having moved.
    for (
      let g = await st.callers[first]!.game.view({ gameId: st.gameId });
      g.status === "ACTIVE" && g.toAct[0] === first;
      g = await st.callers[first]!.game.view({ gameId: st.gameId })
    ) {
      await st.callers[first]!.game.move({
        gameId: st.gameId,
        seq: g.seq,
        move: { ...(g.legalMoves[0] as unknown as Record<string, string | number | boolean>) },
      });
    }
    await st.callers[other]!.game.resign({ gameId: st.gameId });
    expect(
      await db.game.findUniqueOrThrow({ where: { id: st.gameId }, select: { status: true, endReason: true } }),
    ).toEqual({ status: "FINISHED", endReason: "resign" });
    const changes = await db.ratingChange.findMany({ where: { gameId: st.gameId } });
    expect(changes.find((c) => c.userId === st.users[first]!.id)!.after).toBeGreaterThan(1500);
    expect(changes.find((c) => c.userId === st.users[other]!.id)!.after).toBeLessThan(1500);
    expect((await st.callers[first]!.table.get({ tableId: st.tableId })).ratingChanges).toHaveLength(2);
    expect((await callerFor(db).replay.get({ gameId: st.gameId })).ratings).toHaveLength(2);
  });

  it("Judge: a resign before any round was played rates nobody (its resign is stored as a round played by nobody), nor one by a player who never acted; after one action it is rated", async () => {
    const { db } = t();
    await withJudge(db, async (early) => {
      await early.callers[1]!.game.resign({ gameId: early.gameId });
      await expectEndedUnrated(db, early, { seq: 1 });
    });
    // Round 1's window passes with nobody acting (a pot), then seat 1 resigns: it never acted, so nobody is rated.
    await withJudge(db, async (idle) => {
      await bothPresent(idle);
      await advance(idle.clock, idle.coordinator.timings.countdownMs + 1501, idle.coordinator);
      expect((await db.game.findUniqueOrThrow({ where: { id: idle.gameId }, select: { seq: true } })).seq).toBe(1);
      await idle.callers[1]!.game.resign({ gameId: idle.gameId });
      await expectEndedUnrated(db, idle, { seq: 2 });
    });
    // Seat 1 acts once in round 1 (any action, here a hit), then resigns: rated as ever.
    await withJudge(db, async (played) => {
      await bothPresent(played);
      const { revealAt } = await matchRow(played);
      await advance(played.clock, revealAt!.getTime() - played.clock.now() + 300, played.coordinator);
      expect(await played.callers[1]!.judge.act({ gameId: played.gameId, round: 1, act: "hit" })).toMatchObject({
        status: "accepted",
      });
      await advance(played.clock, played.coordinator.timings.countdownMs + 1501, played.coordinator);
      expect(
        (await db.game.findUniqueOrThrow({ where: { id: played.gameId }, select: { seq: true } })).seq,
      ).toBeGreaterThanOrEqual(1);
      await played.callers[1]!.game.resign({ gameId: played.gameId });
      expect(await db.game.findUniqueOrThrow({ where: { id: played.gameId }, select: { status: true } })).toEqual({
        status: "FINISHED",
      });
      const changes = await db.ratingChange.findMany({ where: { gameId: played.gameId } });
      expect(changes.find((c) => c.userId === played.users[0]!.id)!.after).toBeGreaterThan(1500);
      expect(changes.find((c) => c.userId === played.users[1]!.id)!.after).toBeLessThan(1500);
    });
  });

  it("Judge: a player absent from the start, forfeited for it in round 1, leaves the match unrated (result recorded)", async () => {
    const { db } = t();
    await withJudge(db, async (h) => {
      // Seat 0 waits on the match page; seat 1 never opens it.
      await h.callers[0]!.judge.ping({ gameId: h.gameId });
      await settle(h.coordinator);
      const handlers = judgeJobHandlers(h.bus);
      const absent = await db.job.findMany({
        where: { kind: "judge.absent", payload: { path: ["gameId"], equals: h.gameId } },
      });
      expect(absent.map((j) => (j.payload as { seat: number }).seat)).toContain(1);
      const due = Math.max(...absent.map((j) => j.runAt.getTime()));
      h.clock.advanceTo(due);
      await h.callers[0]!.judge.ping({ gameId: h.gameId });
      await runDueJobs({ db, handlers, now: new Date(due) });
      await expectEndedUnrated(db, h, { seq: 1, endReason: "forfeit" });
    });
  });

  it("a finished rated table carries each player's new rating and change for the final dialog, and the table's stream brings it when the bookkeeping rates the game", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const [winner, loser] = st.users;
    await playOneMoveEach(st.callers, st.gameId);
    await st.callers[1]!.game.resign({ gameId: st.gameId });
    const won = Math.round(glicko2Update(NEW_RATING, [{ opponent: NEW, score: 1 }]).rating);
    const lost = Math.round(glicko2Update(NEW_RATING, [{ opponent: NEW, score: 0 }]).rating);
    const expected = (you: string | null) => [
      {
        seat: 0,
        userId: winner!.id,
        displayName: winner!.displayName,
        you: you === winner!.id,
        rating: won,
        change: won - 1500,
      },
      {
        seat: 1,
        userId: loser!.id,
        displayName: loser!.displayName,
        you: you === loser!.id,
        rating: lost,
        change: lost - 1500,
      },
    ];
    expect((await st.callers[0]!.table.get({ tableId: st.tableId })).ratingChanges).toEqual(expected(winner!.id));
    expect((await st.callers[1]!.table.get({ tableId: st.tableId })).ratingChanges).toEqual(expected(loser!.id));
    expect((await callerFor(db).table.get({ tableId: st.tableId })).ratingChanges).toEqual(expected(null));

    // The page is open on the finished game before the game is rated (the inline bookkeeping failed, say): the
    // backstop job's rating reaches it on the table's stream.
    await db.ratingChange.deleteMany({ where: { gameId: st.gameId } });
    await db.playerRating.updateMany({
      where: { userId: { in: [winner!.id, loser!.id] } },
      data: { rating: 1500, deviation: 350, volatility: 0.06, games: 0 },
    });
    const controller = new AbortController();
    const tables = tablesOf(
      callerFor(db, winner!, { signal: controller.signal }).table.onChange({ tableId: st.tableId }),
    )[Symbol.asyncIterator]();
    const first = (await tables.next()).value!;
    expect(first.status).toBe("FINISHED");
    expect(first.ratingChanges).toBeUndefined();
    // It finished moments ago: its ratings are on their way (the final dialog says "Rating…").
    expect(first.ratingPending).toBe(true);
    await bookkeepAgain(db, st.gameId);
    const rated = (await tables.next()).value!;
    expect(rated.ratingChanges).toEqual(expected(winner!.id));
    expect(rated.ratingPending).toBeUndefined();
    controller.abort();

    // A game of people that ended long ago without a rating (before ratings existed) waits for none.
    await db.ratingChange.deleteMany({ where: { gameId: st.gameId } });
    await db.game.update({
      where: { id: st.gameId },
      data: { finishedAt: new Date(Date.now() - RATING_PENDING_MS - 1000) },
    });
    const old = await st.callers[0]!.table.get({ tableId: st.tableId });
    expect(old.ratingChanges).toBeUndefined();
    expect(old.ratingPending).toBeUndefined();
  });

  it("Sakura 2v2: each player is rated against the other team only, team mates are not opponents", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 4, teams: "2v2", options: { rounds: 1 } });
    // After a move by each, seat 0 resigns: its team (seats 0 and 2) has lost, team 1 wins.
    await playOneMoveEach(st.callers, st.gameId);
    await st.callers[0]!.game.resign({ gameId: st.gameId });
    if ((await db.game.findUniqueOrThrow({ where: { id: st.gameId }, select: { status: true } })).status === "ACTIVE")
      await st.callers[2]!.game.resign({ gameId: st.gameId });
    const results = await db.matchResult.findMany({
      where: { gameId: st.gameId },
      orderBy: { seat: "asc" },
      select: { side: true, rank: true },
    });
    expect(results).toEqual([
      { side: 0, rank: 2 },
      { side: 1, rank: 1 },
      { side: 0, rank: 2 },
      { side: 1, rank: 1 },
    ]);
    const won = glicko2Update(NEW_RATING, [
      { opponent: NEW, score: 1 },
      { opponent: NEW, score: 1 },
    ]);
    const lost = glicko2Update(NEW_RATING, [
      { opponent: NEW, score: 0 },
      { opponent: NEW, score: 0 },
    ]);
    const changes = await db.ratingChange.findMany({ where: { gameId: st.gameId } });
    expect(changes).toHaveLength(4);
    for (const [seat, expected] of [
      [0, lost],
      [1, won],
      [2, lost],
      [3, won],
    ] as const) {
      const c = changes.find((x) => x.userId === st.users[seat]!.id)!;
      expect(c.before).toBe(1500);
      expect(c.after).toBeCloseTo(expected.rating, 9);
      expect(c.deviationAfter).toBeCloseTo(expected.deviation, 9);
    }
  });

  it("the leaderboard lists established ratings of the game, best first, linked by id, and the provisional ones apart; suspended accounts and other games' ratings are left off", async () => {
    const { db } = t();
    const game = await startTable(db, { game: "sutda", playerCount: 2, options: { end: "rounds_N", rounds: 1 } });
    const other = await startTable(db, { game: "sutda", playerCount: 2, options: { end: "rounds_N", rounds: 1 } });
    // Each played to an end: a move by each (which may end the one-round game), then a resign.
    for (const st of [game, other]) {
      await playOneMoveEach(st.callers, st.gameId);
      if ((await db.game.findUniqueOrThrow({ where: { id: st.gameId } })).status === "ACTIVE")
        await st.callers[1]!.game.resign({ gameId: st.gameId });
    }
    const [top, provisional] = game.users;
    const [suspended, second] = other.users;
    // Established after many games (set here rather than played: two new players meeting again and again fall below
    // a deviation of 110 after 16 games).
    const established = (userId: string, rating: number) =>
      db.playerRating.update({
        where: { userId_game: { userId, game: "sutda" } },
        data: { rating, deviation: 80, games: 14 },
      });
    await established(top!.id, 1712.4);
    await established(second!.id, 1650.6);
    await established(suspended!.id, 1800);
    await db.user.update({ where: { id: suspended!.id }, data: { status: "SUSPENDED" } });

    const board = await callerFor(db).user.leaderboard({ game: "sutda" });
    expect(board.gameTitle).toBe("Sutda");
    const mine = board.players.filter((p) => [top, provisional, suspended, second].some((u) => u!.id === p.userId));
    expect(mine.map((p) => [p.displayName, p.rating, p.games])).toEqual([
      [top!.displayName, 1712, 14],
      [second!.displayName, 1651, 14],
    ]);
    expect(board.players.map((p) => p.rank)).toEqual(board.players.map((_, i) => i + 1));
    // a young site's ratings: the provisional ones listed apart, ranked among themselves (suspended accounts left off)
    const provisionalIds = board.provisional.map((p) => p.userId);
    expect(provisionalIds).toContain(provisional!.id);
    expect(provisionalIds).not.toContain(top!.id);
    expect(provisionalIds).not.toContain(suspended!.id);
    expect(board.provisional.find((p) => p.userId === provisional!.id)).toMatchObject({
      displayName: provisional!.displayName,
      games: 1,
    });
    expect(board.provisional.map((p) => p.rank)).toEqual(board.provisional.map((_, i) => i + 1));
    expect([...board.provisional].sort((a, b) => b.rating - a.rating).map((p) => p.rating)).toEqual(
      board.provisional.map((p) => p.rating),
    );
    expect((await callerFor(db).user.player({ userId: top!.id })).ratings).toEqual([
      expect.objectContaining({ game: "sutda", rating: 1712, provisional: false, games: 14 }),
    ]);
    expect((await callerFor(db).user.player({ userId: provisional!.id })).ratings).toEqual([
      expect.objectContaining({ game: "sutda", provisional: true, games: 1 }),
    ]);
    expect((await callerFor(db).user.leaderboard({ game: "sakura" })).players.map((p) => p.userId)).not.toContain(
      top!.id,
    );
    await expect(callerFor(db).user.leaderboard({ game: "chess" as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("a deviation grows while its player sits out: back after four months, Ren is provisional again (page, leaderboard) and his win moves him more than the same win moves Aoi, who played yesterday", async () => {
    const { db } = t();
    const day = 24 * 3600 * 1000;
    const aoi = await startTable(db, { game: "sakura", playerCount: 2 });
    const ren = await startTable(db, { game: "sakura", playerCount: 2 });
    // Both established alike; only the time since their last rated game differs.
    const aoiSince = new Date(Date.now() - day);
    const established = (userId: string, since: Date) =>
      db.playerRating.create({
        data: { userId, game: "sakura", rating: 1600, deviation: 60, volatility: 0.06, games: 40, updatedAt: since },
      });
    await established(aoi.users[0]!.id, aoiSince);
    await established(ren.users[0]!.id, new Date(Date.now() - 120 * day));

    const rated = async (userId: string) => (await callerFor(db).user.player({ userId })).ratings[0]!;
    expect(await rated(aoi.users[0]!.id)).toMatchObject({ rating: 1600, provisional: false });
    expect((await rated(aoi.users[0]!.id)).deviation).toBeLessThan(64);
    expect(await rated(ren.users[0]!.id)).toMatchObject({ rating: 1600, provisional: true });
    const renIdle = (await rated(ren.users[0]!.id)).deviation;
    expect(renIdle).toBeGreaterThan(200);
    const board = (await callerFor(db).user.leaderboard({ game: "sakura" })).players.map((p) => p.userId);
    expect(board).toContain(aoi.users[0]!.id);
    expect(board).not.toContain(ren.users[0]!.id);
    // idle, he is listed again among the provisional ratings
    expect((await callerFor(db).user.leaderboard({ game: "sakura" })).provisional.map((p) => p.userId)).toContain(
      ren.users[0]!.id,
    );

    // Each beats a new player (who resigns after a move of their own).
    await playOneMoveEach(aoi.callers, aoi.gameId);
    await playOneMoveEach(ren.callers, ren.gameId);
    await aoi.callers[1]!.game.resign({ gameId: aoi.gameId });
    await ren.callers[1]!.game.resign({ gameId: ren.gameId });
    const change = async (gameId: string, userId: string) => {
      const c = await db.ratingChange.findUniqueOrThrow({ where: { gameId_userId: { gameId, userId } } });
      return c.after - c.before;
    };
    const aoiGain = await change(aoi.gameId, aoi.users[0]!.id);
    const renGain = await change(ren.gameId, ren.users[0]!.id);
    expect(aoiGain).toBeGreaterThan(0);
    expect(renGain).toBeGreaterThan(3 * aoiGain);
    // Aoi's game was rated on her deviation widened by one idle day, exactly.
    const opponent = { rating: NEW_RATING.rating, deviation: NEW_RATING.deviation };
    const aoiRow = await db.playerRating.findUniqueOrThrow({
      where: { userId_game: { userId: aoi.users[0]!.id, game: "sakura" } },
    });
    const aoiGame = await db.game.findUniqueOrThrow({ where: { id: aoi.gameId }, select: { finishedAt: true } });
    expect(aoiRow.updatedAt).toEqual(aoiGame.finishedAt);
    const widened = currentDeviation({ deviation: 60, volatility: 0.06, ratedAt: aoiSince }, aoiGame.finishedAt!);
    expect(widened).toBeGreaterThan(61);
    expect(widened).toBeLessThan(64);
    const expected = glicko2Update({ rating: 1600, deviation: widened, volatility: 0.06 }, [{ opponent, score: 1 }]);
    expect(aoiRow.rating).toBeCloseTo(expected.rating, 6);
    expect(aoiRow.deviation).toBeCloseTo(expected.deviation, 6);
    // Rated again, Ren's page shows the game's narrower deviation (no longer idle).
    expect((await rated(ren.users[0]!.id)).deviation).toBeLessThan(renIdle);
  });
});

describeWithServerDatabase("ratings under concurrency", (t) => {
  it("two games finishing at once for one player both apply (one after the other), each once, however often the bookkeeping runs", async () => {
    const { db } = t();
    const a = await createTestUser(db);
    const b = await createTestUser(db);
    const c = await createTestUser(db);
    const gameWith = async (opponent: typeof b) => {
      for (;;) {
        const { tableId } = await callerFor(db, a).table.create(tableInput());
        const view = await callerFor(db, opponent).table.join({ tableId });
        const game = await db.game.findUniqueOrThrow({ where: { id: view.gameId! }, select: { status: true } });
        if (game.status === "ACTIVE") return view.gameId!;
      }
    };
    const g1 = await gameWith(b);
    const g2 = await gameWith(c);
    await playOneMoveEach([callerFor(db, a), callerFor(db, b)], g1);
    await playOneMoveEach([callerFor(db, a), callerFor(db, c)], g2);
    // Both opponents resign at once: a wins both games, each rated from a's rating after the other.
    await Promise.all([callerFor(db, b).game.resign({ gameId: g1 }), callerFor(db, c).game.resign({ gameId: g2 })]);
    const check = async () => {
      const mine = await db.ratingChange.findMany({ where: { userId: a.id }, orderBy: { before: "asc" } });
      expect(mine.map((x) => x.gameId).sort()).toEqual([g1, g2].sort());
      expect(mine[0]!.before).toBe(1500);
      expect(mine[1]!.before).toBe(mine[0]!.after);
      const row = await db.playerRating.findUniqueOrThrow({ where: { userId_game: { userId: a.id, game: "sakura" } } });
      expect(row.games).toBe(2);
      expect(row.rating).toBe(mine[1]!.after);
      expect(await db.ratingChange.count({ where: { gameId: { in: [g1, g2] } } })).toBe(4);
    };
    await check();

    // Once more from new ratings (the rows kept, so only their lock orders the two games): both games' bookkeeping
    // twice each, all at once.
    await db.ratingChange.deleteMany({ where: { gameId: { in: [g1, g2] } } });
    await db.playerRating.updateMany({
      where: { userId: { in: [a.id, b.id, c.id] } },
      data: { rating: 1500, deviation: 350, volatility: 0.06, games: 0 },
    });
    await Promise.all([g1, g2, g1, g2].map((g) => bookkeepAgain(db, g)));
    await check();
  });
});
