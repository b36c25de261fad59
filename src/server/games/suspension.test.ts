import { expect, it } from "vitest";
import { openSession, sessionFromToken } from "../auth/session";
import { runDueJobs } from "../jobs/worker";
import { adminCaller } from "../testing/admin";
import { callerFor, createTestUser, testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { startOneRoundGame, startTable, submitFirstMove, tableInput } from "../testing/play";
import { gameJobHandlers } from "./job-handlers";
import { getGameView, watchGame } from "./watch-game";
import { auditWords } from "../testing/audit-words";

const said = auditWords();

describeWithDatabase("suspension hands the account's seats to the stand-in", (t) => {
  it("the stand-in plays the suspended player's turns at once, now and later, and the seat ranks as forfeited", async () => {
    const { db } = t();
    const { ctx, st } = await startOneRoundGame(db, { kind: "per_move", seconds: 86_400 });
    const row = () =>
      db.game.findUniqueOrThrow({
        where: { id: st.gameId },
        include: { table: { include: { seats: { orderBy: { seat: "asc" } } } } },
      });
    const suspended = (await row()).toAct[0]!;
    const other = 1 - suspended;
    const session = await openSession(db, st.users[suspended]!.id);
    const { caller } = await adminCaller(db);

    const r = await caller.admin.suspend({ userId: st.users[suspended]!.id, reason: "left for good" });
    expect(r).toMatchObject({ status: "SUSPENDED", sessionsEnded: 1, gamesHandedOver: 1, tablesLeft: 0 });
    expect(await sessionFromToken(db, session.sessionToken)).toBeNull();
    expect((await row()).table.seats[suspended]).toMatchObject({ forfeited: true });

    // The stand-in moves now (the day-long clock does not matter) and hands the turn over.
    const soon = () => runDueJobs({ db, handlers: gameJobHandlers(ctx.bus), now: new Date(Date.now() + 1000) });
    await soon();
    let game = await row();
    expect(game.toAct).toEqual([other]);
    const first = await db.move.findMany({ where: { gameId: st.gameId }, orderBy: { seq: "asc" } });
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(first.every((m) => m.seat === suspended && m.byStandIn)).toBe(true);

    // The other player moves; the suspended seat's next turn is played by the stand-in as well.
    while ((await row()).toAct[0] === other) await submitFirstMove(ctx, st, other);
    await soon();
    game = await row();
    expect(game.toAct).toEqual(game.status === "ACTIVE" ? [other] : []);
    const later = await db.move.findMany({ where: { gameId: st.gameId, seat: suspended }, orderBy: { seq: "asc" } });
    expect(later.length).toBeGreaterThan(first.length);
    expect(later.every((m) => m.byStandIn)).toBe(true);
    expect((await getGameView(ctx, st.users[other]!.id, st.gameId)).players[suspended]).toMatchObject({
      forfeited: true,
      standIn: true,
    });

    const { entries } = await caller.admin.audit({ targetId: st.users[suspended]!.id });
    expect(entries.map((e) => e.action)).toEqual(["user.seats_to_stand_in", "user.suspend"]);
    expect(said(entries[0]!)).toContain("the stand-in plays their seat in 1 game");
  });

  it("takes the account out of the open tables it waits at", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const created = await callerFor(db, player).table.create(tableInput({ game: "mushi" }));
    const { caller } = await adminCaller(db);
    expect(await caller.admin.suspend({ userId: player.id })).toMatchObject({ gamesHandedOver: 0, tablesLeft: 1 });
    expect((await callerFor(db).table.get({ tableId: created.tableId })).status).toBe("CANCELLED");
  });
});

describeWithDatabase("suspension and the game's stream", (t) => {
  it("a stream open on the game shows the suspended seat forfeited at once, at the same seq (no move was made)", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sfj", playerCount: 3 });
    const v = await getGameView({ db, bus: testBus(db) }, st.users[0]!.id, st.gameId);
    const suspended = [0, 1, 2].find((s) => !v.toAct.includes(s))!;
    const watcher = [0, 1, 2].find((s) => s !== suspended)!;
    const controller = new AbortController();
    const stream = watchGame({ db, bus: testBus(db) }, st.users[watcher]!.id, st.gameId, null, controller.signal);
    expect((await stream.next()).value).toMatchObject({ seq: 0 });
    const { caller } = await adminCaller(db);
    await caller.admin.suspend({ userId: st.users[suspended]!.id, reason: "left for good" });
    const next = (await stream.next()).value!;
    controller.abort();
    expect(next.seq).toBe(0);
    expect(next.players[suspended]).toMatchObject({ forfeited: true, resigned: false });
  });
});
