import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { someLegalMove, startPracticeTable, startTable, tableInput } from "../../../testing/play";

describeWithDatabase("table.myGames", (t) => {
  it("lists my games with my turn first (then by deadline), finished ones after, and my tables still waiting", async () => {
    const { db } = t();
    // Two started games with the same first player (seat 0 of each is a fresh user; make one user sit in both).
    const a = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 } });
    const me = a.users[0]!;
    const other = await createTestUser(db);
    const second = await callerFor(db, other).table.create(
      tableInput({ game: "mushi", timeControl: { kind: "per_move", seconds: 600 } }),
    );
    const joined = await callerFor(db, me).table.join({ tableId: second.tableId });
    const waiting = await callerFor(db, me).table.create(
      tableInput({
        game: "sfj",
        playerCount: 3,
        timeControl: null,
        timeoutsBeforeForfeit: null,
        visibility: "PRIVATE",
      }),
    );

    const view = await callerFor(db, me).table.myGames();
    expect(view.games.map((g) => g.gameId).sort()).toEqual([a.gameId, joined.gameId].sort());
    expect(view.waiting.map((w) => w.id)).toEqual([waiting.tableId]);
    const mine = await Promise.all(view.games.map((g) => callerFor(db, me).game.view({ gameId: g.gameId })));
    const myTurn = mine.map((v) => v.toAct.includes(v.mySeat!));
    expect(view.games.map((g) => g.myTurn)).toEqual(myTurn);
    // my turn sorts first
    expect([...myTurn].sort((x, y) => Number(y) - Number(x))).toEqual(myTurn);
    const sakura = view.games.find((g) => g.gameId === a.gameId)!;
    expect(sakura).toMatchObject({
      tableId: a.tableId,
      game: "sakura",
      gameTitle: "Sakura",
      status: "ACTIVE",
      progress: { round: 1, of: 1 },
      opponents: [{ id: a.users[1]!.id, displayName: a.users[1]!.displayName }],
      partners: [],
      tournament: null,
    });
    expect(sakura.deadlineAt).toBeInstanceOf(Date);
    expect(view.games.find((g) => g.game === "mushi")!.progress).toMatchObject({ round: 1, of: expect.any(Number) });

    // A move passes the turn: the lists follow.
    const v = await a.callers[mine.find((x) => x.gameId === a.gameId)!.toAct[0]!]!.game.view({ gameId: a.gameId });
    await a.callers[v.mySeat!]!.game.move({ gameId: a.gameId, seq: v.seq, move: someLegalMove(v, Rng.fromSeed("m")) });
    const after = await callerFor(db, me).table.myGames();
    const now = await callerFor(db, me).game.view({ gameId: a.gameId });
    expect(after.games.find((g) => g.gameId === a.gameId)!.myTurn).toBe(now.toAct.includes(now.mySeat!));
    await expect(callerFor(db).table.myGames()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("gives no deadline while only a bot is to move (it moves at once)", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    const caller = callerFor(db, me);
    for (let deal = 0; deal < 12; deal++) {
      const { tableId } = await caller.table.create(
        tableInput({ game: "sutda", timeControl: { kind: "per_move", seconds: 86_400 }, visibility: "PRIVATE" }),
      );
      const table = await caller.table.fillWithBots({ tableId, level: "random" });
      const v = await caller.game.view({ gameId: table.gameId! });
      if (v.status !== "ACTIVE") continue;
      const listed = (await caller.table.myGames()).games.find((g) => g.gameId === table.gameId)!;
      if (v.toAct.includes(v.mySeat!)) expect(listed.deadlineAt).toBeInstanceOf(Date);
      else return expect(listed).toMatchObject({ status: "ACTIVE", myTurn: false, deadlineAt: null });
    }
    throw new Error("the bot was never first to move");
  });

  it("tells a team game's partners from its opponents", async () => {
    const { db } = t();
    const a = await startTable(db, { game: "sakura", playerCount: 4, teams: "2v2", options: { rounds: 1 } });
    const seats = await db.seat.findMany({
      where: { tableId: a.tableId },
      orderBy: { seat: "asc" },
      select: { team: true },
    });
    // each with the id of their page (the list links their names)
    const name = (i: number) => ({ id: a.users[i]!.id, displayName: a.users[i]!.displayName });
    const others = [1, 2, 3];
    const view = await callerFor(db, a.users[0]!).table.myGames();
    expect(view.games.find((g) => g.gameId === a.gameId)).toMatchObject({
      partners: others.filter((i) => seats[i]!.team === seats[0]!.team).map(name),
      opponents: others.filter((i) => seats[i]!.team !== seats[0]!.team).map(name),
    });
    expect(view.games.find((g) => g.gameId === a.gameId)!.partners).toHaveLength(1);
  });

  it("gives a bot opponent's level, with which the pages word its name", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    const practice = await startPracticeTable(db, me, { level: "strong" });
    const view = await callerFor(db, me).table.myGames();
    const opponents = view.games.find((g) => g.gameId === practice.gameId)!.opponents;
    expect(opponents.map((o) => o.bot)).toEqual(["strong"]);
    const stats = await callerFor(db, me).user.stats({ userId: me.id });
    expect(stats.recent.flatMap((r) => r.opponents.map((o) => o.bot))).not.toContain(null);
  });
});
