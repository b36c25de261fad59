import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { collect, settle, startJudge, waitUntil } from "../../../testing/judge";
import { moverView, someLegalMove, startTable, tableInput } from "../../../testing/play";
import { gameViewsOf, judgeViewsOf, tablesOf, unwrapTableItem } from "../../../testing/table-stream";
import type { JudgeLiveView } from "../../../judge/live-view";
import type { GameView } from "../../../views/game";
import type { TableEvent } from "../../../views/table";
import { nextItem } from "../../../testing/streams";

type Tracked = { id: string; data: GameView };

describeWithDatabase("table.onChange (the table page's one stream)", (t) => {
  it("sends the table now and after each join, up to the start of the game", async () => {
    const { db } = t();
    const alice = await createTestUser(db);
    const { tableId } = await callerFor(db, alice).table.create(
      tableInput({ game: "sutda", playerCount: 3, timeControl: { kind: "per_move", seconds: 600 } }),
    );
    const controller = new AbortController();
    const stream = (await callerFor(db, alice, { signal: controller.signal }).table.onChange({
      tableId,
    })) as AsyncIterable<unknown>;
    const it = stream[Symbol.asyncIterator]();
    const table = async () => {
      const e = unwrapTableItem((await it.next()).value).event;
      expect(e.kind).toBe("table");
      return (e as Extract<TableEvent, { kind: "table" }>).table;
    };
    expect(await table()).toMatchObject({
      status: "OPEN",
      seats: [{ user: { id: alice.id } }, { user: null }, { user: null }],
    });
    await callerFor(db, await createTestUser(db)).table.join({ tableId });
    expect((await table()).seats.filter((s) => s.user).length).toBe(2);
    await callerFor(db, await createTestUser(db)).table.join({ tableId });
    const started = await table();
    expect(started).toMatchObject({ status: "PLAYING", gameId: expect.any(String), mySeat: 0 });
    // then the game: the caller's own view, tracked by seq
    const first = unwrapTableItem((await it.next()).value);
    expect(first).toMatchObject({
      id: `${started.gameId}:0`,
      event: { kind: "game", game: { gameId: started.gameId, seq: 0, mySeat: 0 } },
    });
    controller.abort();
    expect((await it.next()).done).toBe(true);
  });

  it("refuses a private table without its code before opening a stream", async () => {
    const { db } = t();
    const alice = await createTestUser(db);
    const { tableId } = await callerFor(db, alice).table.create(
      tableInput({ game: "sutda", timeControl: null, timeoutsBeforeForfeit: null, visibility: "PRIVATE" }),
    );
    await expect(callerFor(db, await createTestUser(db)).table.onChange({ tableId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(callerFor(db, alice).table.onChange({ tableId: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("sends each subscriber its own game view now and after every move, tracked by seq; resumes after lastEventId", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sfj", playerCount: 2 });
    const controller = new AbortController();
    const open = (u: Parameters<typeof callerFor>[1], lastEventId?: string) =>
      gameViewsOf(callerFor(db, u, { signal: controller.signal }).table.onChange({ tableId: st.tableId, lastEventId }))[
        Symbol.asyncIterator
      ]();
    const subs = st.users.map((u) => open(u));
    const spectator = open(await createTestUser(db));
    const id = (seq: number) => `${st.gameId}:${seq}`;
    for (const [seat, it] of subs.entries())
      expect(await nextItem(it)).toMatchObject({ id: id(0), data: { seq: 0, mySeat: seat } });
    expect(await nextItem(spectator)).toMatchObject({ id: id(0), data: { seq: 0, mySeat: null, legalMoves: [] } });

    const rng = Rng.fromSeed("s");
    for (let seq = 0; seq < 3; seq++) {
      const { seat, mine } = await moverView(st);
      await st.callers[seat]!.game.move({ gameId: st.gameId, seq, move: someLegalMove(mine, rng) });
      for (const [s, it] of subs.entries()) {
        const e = await nextItem(it);
        expect(e).toMatchObject({ id: id(seq + 1), data: { seq: seq + 1, mySeat: s } });
        expect((e as Tracked).data).toEqual({
          ...(await st.callers[s]!.game.view({ gameId: st.gameId })),
          serverTime: expect.any(Date),
        });
      }
      expect(await nextItem(spectator)).toMatchObject({ id: id(seq + 1), data: { mySeat: null } });
    }
    // Nothing more without a move.
    expect(await nextItem(subs[0]!, 200)).toBe("timeout");

    // A reconnect with the last id received gets nothing old; one with an older id (or another game's) gets the current view at once.
    expect(await nextItem(open(st.users[1]!, id(3)), 200)).toBe("timeout");
    expect(await nextItem(open(st.users[1]!, id(1)))).toMatchObject({ id: id(3), data: { seq: 3 } });
    expect(await nextItem(open(st.users[1]!, "other-game:3"))).toMatchObject({ id: id(3), data: { seq: 3 } });

    controller.abort();
    expect(await nextItem(subs[0]!)).toBe("done");
  });

  it("sends the table FINISHED when its game ends (the page's replay link reads 'Replay this game' without a reload)", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 } });
    const controller = new AbortController();
    const tables = tablesOf(
      callerFor(db, st.users[0]!, { signal: controller.signal }).table.onChange({ tableId: st.tableId }),
    )[Symbol.asyncIterator]();
    expect(await nextItem(tables)).toMatchObject({ status: "PLAYING", gameId: st.gameId });
    const rng = Rng.fromSeed("end");
    for (let i = 0; i < 500; i++) {
      const v = await st.callers[0]!.game.view({ gameId: st.gameId });
      if (v.status !== "ACTIVE") break;
      const seat = v.toAct[0]!;
      const mine = await st.callers[seat]!.game.view({ gameId: st.gameId });
      await st.callers[seat]!.game.move({ gameId: st.gameId, seq: mine.seq, move: someLegalMove(mine, rng) });
    }
    expect((await st.callers[0]!.game.view({ gameId: st.gameId })).status).toBe("FINISHED");
    expect(await nextItem(tables)).toMatchObject({ status: "FINISHED", gameId: st.gameId });
    controller.abort();
  });

  it("leaves out the game for whom game.view refuses it: a visitor, a stranger holding a private table's link", async () => {
    const { db } = t();
    const controller = new AbortController();
    for (const visibility of ["PUBLIC", "PRIVATE"] as const) {
      const st = await startTable(db, { game: "sutda", playerCount: 2, visibility });
      const inviteCode = (await st.callers[0]!.table.get({ tableId: st.tableId })).inviteCode ?? undefined;
      const watcher = visibility === "PUBLIC" ? null : await createTestUser(db);
      if (watcher)
        await expect(callerFor(db, watcher).game.view({ gameId: st.gameId })).rejects.toMatchObject({
          code: "FORBIDDEN",
        });
      const it = (
        await callerFor(db, watcher, { signal: controller.signal }).table.onChange({ tableId: st.tableId, inviteCode })
      )[Symbol.asyncIterator]();
      expect(unwrapTableItem((await it.next()).value).event).toMatchObject({
        kind: "table",
        table: { status: "PLAYING", gameId: st.gameId },
      });
      expect(await nextItem(it, 300)).toBe("timeout");
    }
    controller.abort();
  });
});

describeWithDatabase("table.onChange at a live Judge table", (t) => {
  it("streams the live view to each player (present on opening, away on closing) and to spectators of public tables", async () => {
    const h = await startJudge(t().db);
    const stop = new AbortController();
    const watch = (u: Parameters<typeof callerFor>[1], signal: AbortSignal) =>
      callerFor(h.db, u, { signal }).table.onChange({ tableId: h.tableId });
    const a = judgeViewsOf(watch(h.users[0]!, stop.signal))[Symbol.asyncIterator]();
    expect((await a.next()).value).toMatchObject({
      gameId: h.gameId,
      mySeat: 0,
      phase: "paused",
      present: [true, false],
      round: null,
      revealed: null,
    });
    const spectator = judgeViewsOf(watch(await createTestUser(h.db), stop.signal))[Symbol.asyncIterator]();
    expect((await spectator.next()).value).toMatchObject({ mySeat: null, present: [true, false] });
    const closeB = new AbortController();
    // Read all the time, as the server's SSE writer does.
    const b = collect<JudgeLiveView>(judgeViewsOf(watch(h.users[1]!, closeB.signal)));
    await waitUntil(() => b.items.length > 0, "seat 1's first view");
    expect(b.items[0]!.mySeat).toBe(1);
    await settle(h.coordinator);
    // Both present: the countdown reaches every stream.
    let last: JudgeLiveView | undefined;
    for (;;) {
      last = (await a.next()).value as JudgeLiveView;
      if (last.phase === "countdown") break;
    }
    expect(last).toMatchObject({ round: 1, present: [true, true], revealed: null });
    // Seat 1 closes the page: it is away at once and the countdown is called off.
    closeB.abort();
    await b.done;
    await waitUntil(
      async () =>
        (
          await h.db.judgePresence.findUniqueOrThrow({ where: { gameId_seat: { gameId: h.gameId, seat: 1 } } })
        ).lastSeenAt!.getTime() <
        h.clock.now() - 5000,
      "seat 1 away",
    );
    for (;;) {
      last = (await a.next()).value as JudgeLiveView;
      if (last.phase === "paused") break;
    }
    expect(last.present).toEqual([true, false]);
    stop.abort();
    await h.coordinator.stop();
  });

  it("sends no live view to a visitor (who may not read games) and none to a stranger at a private table", async () => {
    const h = await startJudge(t().db);
    const stop = new AbortController();
    const visitor = (await callerFor(h.db, null, { signal: stop.signal }).table.onChange({ tableId: h.tableId }))[
      Symbol.asyncIterator
    ]();
    expect(unwrapTableItem((await visitor.next()).value).event.kind).toBe("table");
    expect(await nextItem(visitor, 300)).toBe("timeout");
    const inviteCode = `link-${h.tableId}`;
    await h.db.table.update({ where: { id: h.tableId }, data: { visibility: "PRIVATE", inviteCode } });
    const stranger = await createTestUser(h.db);
    await expect(callerFor(h.db, stranger).table.onChange({ tableId: h.tableId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const withLink = (
      await callerFor(h.db, stranger, { signal: stop.signal }).table.onChange({ tableId: h.tableId, inviteCode })
    )[Symbol.asyncIterator]();
    expect(unwrapTableItem((await withLink.next()).value).event.kind).toBe("table");
    expect(await nextItem(withLink, 300)).toBe("timeout");
    stop.abort();
    await h.coordinator.stop();
  });
});
