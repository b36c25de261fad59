import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { BOT_THINK_MS } from "../../../bots/bot-jobs";
import { gameJobHandlers } from "../../../games/job-handlers";
import { runDueJobs } from "../../../jobs/worker";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import type { Db } from "../../../db/client";
import { userChannel } from "../../../realtime/bus";
import { recordAfterMove } from "../../../repositories/after-move";
import { latestNotification } from "../../../repositories/notifications";
import { describeWithDatabase } from "../../../testing/database";
import { collect, waitUntil } from "../../../testing/judge";
import { moverView, someLegalMove, startTable, tableInput } from "../../../testing/play";
import type { SiteEvent } from "../../../views/site";

describeWithDatabase("notification router", (t) => {
  it("tells players the game started and whose turn it is (once per game while unread), lists, counts and marks read", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sutda", playerCount: 2 });
    const first = await st.callers[0]!.game.view({ gameId: st.gameId });
    const toAct = first.toAct[0]!;
    const waiting = 1 - toAct;
    const listOf = async (seat: number) => (await st.callers[seat]!.notification.list({})).items;

    const mine = await listOf(toAct);
    // Stored by one statement (same createdAt): the later one, "your turn", first.
    expect(mine.map((n) => n.kind)).toEqual(["your_turn", "game_started"]);
    expect(mine.find((n) => n.kind === "your_turn")).toMatchObject({
      href: `/table/${st.tableId}`,
      read: false,
      text: expect.stringMatching(/^Your turn in Sutda with /),
    });
    expect((await listOf(waiting)).map((n) => n.kind)).toEqual(["game_started"]);
    expect(await st.callers[toAct]!.notification.unreadCount()).toEqual({ unread: 2 });

    // The turn passes: the other player is told; a second turn while the first is unread adds nothing.
    const rng = Rng.fromSeed("n");
    const play = async () => {
      const { seat, mine: own } = await moverView(st);
      const move =
        (own.legalMoves as { call?: boolean; bet?: number }[]).find((m) => m.call || m.bet !== undefined) ??
        someLegalMove(own, rng);
      await st.callers[seat]!.game.move({
        gameId: st.gameId,
        seq: own.seq,
        move: move as Record<string, string | number | boolean>,
      });
      return st.callers[0]!.game.view({ gameId: st.gameId });
    };
    const after = await play();
    if (after.status === "ACTIVE" && after.toAct[0] === waiting) {
      expect((await listOf(waiting)).map((n) => n.kind)).toEqual(["your_turn", "game_started"]);
    }
    const unread = (await st.callers[toAct]!.notification.unreadCount()).unread;

    // Mark one read by id, then all; other users' ids are ignored.
    const items = await listOf(toAct);
    const others = await listOf(waiting);
    expect(await st.callers[toAct]!.notification.markRead({ ids: [items[0]!.id, others[0]!.id] })).toEqual({
      unread: unread - 1,
    });
    expect((await listOf(waiting))[0]!.read).toBe(false);
    expect(await st.callers[toAct]!.notification.markRead({ all: true })).toEqual({ unread: 0 });
    expect((await listOf(toAct)).every((n) => n.read)).toBe(true);
    await expect(st.callers[toAct]!.notification.markRead({ ids: [] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(callerFor(db).notification.unreadCount()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("pages the list newest first", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    for (let i = 0; i < 23; i++)
      await db.notification.create({
        data: {
          userId: user.id,
          kind: "timeout",
          text: `n${i}`,
          href: "/x",
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
        },
      });
    const page1 = await callerFor(db, user).notification.list({});
    expect(page1.items.map((n) => n.text).slice(0, 2)).toEqual(["n22", "n21"]);
    const page2 = await callerFor(db, user).notification.list({ cursor: page1.nextCursor });
    expect(page2.items.map((n) => n.text)).toEqual(["n2", "n1", "n0"]);
    expect(page2.nextCursor).toBeNull();
  });

  it("notifications stored together (the same createdAt) list newest first in the order stored, in the list, its pages and the bell's latest", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const texts = Array.from({ length: 25 }, (_, i) => `n${i}`);
    await recordAfterMove(
      db,
      texts.map((text, i) => ({ userId: user.id, kind: "timeout", text, href: `/x/${i}`, key: `same-second:${i}` })),
      null,
      new Date(),
    );
    const caller = callerFor(db, user);
    const page1 = await caller.notification.list({});
    const page2 = await caller.notification.list({ cursor: page1.nextCursor! });
    expect([...page1.items, ...page2.items].map((n) => n.text)).toEqual([...texts].reverse());
    expect((await latestNotification(db, user.id))?.text).toBe("n24");
  });

  it("the site stream (system.live) sends the count now and again when a notification arrives or is read", async () => {
    const { db } = t();
    const controller = new AbortController();
    const st = await startTable(db, { game: "mushi", playerCount: 2 });
    const v = await st.callers[0]!.game.view({ gameId: st.gameId });
    const waiting = 1 - v.toAct[0]!;
    const stream = (
      (await callerFor(db, st.users[waiting]!, { signal: controller.signal }).system.live({
        clockMs: null,
      })) as AsyncIterable<SiteEvent>
    )[Symbol.asyncIterator]();
    const first = (await stream.next()).value as SiteEvent;
    expect(first).toMatchObject({
      kind: "notifications",
      count: { unread: 1, latest: { kind: "game_started", read: false } },
    });
    await callerFor(db, st.users[waiting]!).notification.markRead({ all: true });
    expect((await stream.next()).value).toMatchObject({
      kind: "notifications",
      count: { unread: 0, latest: { kind: "game_started", read: true } },
    });
    controller.abort();
    expect((await stream.next()).done).toBe(true);
  });

  it("the site stream of a signed-in player carries the clock's ticks and the count together; a visitor's, the clock alone", async () => {
    const { db } = t();
    const controller = new AbortController();
    const user = await createTestUser(db);
    const read = async (caller: ReturnType<typeof callerFor>, n: number) => {
      const it = ((await caller.system.live({ clockMs: 100 })) as AsyncIterable<SiteEvent>)[Symbol.asyncIterator]();
      const kinds: string[] = [];
      for (let i = 0; i < n; i++) kinds.push(((await it.next()).value as SiteEvent).kind);
      return kinds;
    };
    const mine = await read(callerFor(db, user, { signal: controller.signal }), 4);
    expect(mine.filter((k) => k === "notifications")).toHaveLength(1);
    expect(mine.filter((k) => k === "clock")).toHaveLength(3);
    expect(await read(callerFor(db, null, { signal: controller.signal }), 3)).toEqual(["clock", "clock", "clock"]);
    controller.abort();
  });

  it("a seated player with the table open is not told about it (a practice table): nothing is stored, the bell hears nothing; away from it, they are told", async () => {
    const { db } = t();
    const p = await practiceTable(db);
    const unread = async () => (await p.caller.notification.unreadCount()).unread;
    // Away from the table, the start (and maybe "your turn") counts.
    expect(await unread()).toBeGreaterThan(0);
    const site = new AbortController();
    const bell = collect(
      (await callerFor(db, p.me, { signal: site.signal }).system.live({ clockMs: null })) as AsyncIterable<SiteEvent>,
    );
    const bellShows = () => {
      const last = bell.items.filter((e) => e.kind === "notifications").at(-1);
      return last?.kind === "notifications" ? last.count.unread : null;
    };
    await waitUntil(() => (bellShows() ?? 0) > 0, "the bell's first count");

    // Opening the table reads what it had; the bell follows without a reload.
    const first = p.open();
    await waitUntil(
      async () => (await unread()) === 0 && bellShows() === 0,
      "the table's notifications read on opening it",
    );
    expect(await p.openPages()).toBe(1);

    // While it is open, the turns the bot gives back store no notification and say nothing on the player's channel.
    const news = p.news();
    const before = await p.rows();
    await p.untilTheBotGivesMeTheTurn();
    await p.untilTheBotGivesMeTheTurn();
    expect(await p.rows()).toBe(before);
    expect(news.items).toEqual([]);
    expect(bellShows()).toBe(0);

    // Away from the table (its stream closed: the tab hidden or closed), the turn is told and stays unread.
    first.page.abort();
    await first.stream.done;
    expect(await p.openPages()).toBe(0);
    await p.untilTheBotGivesMeTheTurn();
    await waitUntil(() => bellShows() === 1, "the bell counting the turn told away from the table");
    expect(news.items.length).toBeGreaterThan(0);
    expect(await p.rows()).toBe(before + 1);
    expect((await p.caller.notification.list({})).items[0]).toMatchObject({
      kind: "your_turn",
      href: `/table/${p.tableId}`,
      read: false,
    });
    expect(await unread()).toBe(1);

    // Coming back reads it.
    const again = p.open();
    await waitUntil(async () => (await unread()) === 0 && bellShows() === 0, "the turn read on coming back");
    again.page.abort();
    site.abort();
    news.stop();
    await Promise.all([again.stream.done, bell.done, news.done]);
  });

  it("the table open in two tabs: closing one leaves the other holding notifications back; closing both, the player is told", async () => {
    const { db } = t();
    const p = await practiceTable(db);
    const [one, two] = [p.open(), p.open()];
    await waitUntil(async () => (await p.openPages()) === 2, "both tabs' pages recorded open");
    one.page.abort();
    await one.stream.done;
    expect(await p.openPages()).toBe(1);
    const before = await p.rows();
    await p.untilTheBotGivesMeTheTurn();
    expect(await p.rows()).toBe(before);

    two.page.abort();
    await two.stream.done;
    expect(await p.openPages()).toBe(0);
    await p.untilTheBotGivesMeTheTurn();
    expect(await p.rows()).toBe(before + 1);
  });

  it("a player who asks to be told even while the table is open gets the turn with the page open", async () => {
    const { db } = t();
    const p = await practiceTable(db);
    await db.mailSettings.create({ data: { userId: p.me.id, evenWhileOpen: true } });
    const open = p.open();
    await waitUntil(async () => (await p.openPages()) === 1, "the page recorded open");
    const before = await p.rows();
    await p.untilTheBotGivesMeTheTurn();
    expect(await p.rows()).toBe(before + 1);
    open.page.abort();
    await open.stream.done;
  });

  it("a page recorded open that has lapsed (its server process died) holds nothing back; a live one does, for its own page only", async () => {
    const { db } = t();
    const p = await practiceTable(db);
    await p.caller.notification.markRead({ all: true });
    const href = `/table/${p.tableId}`;
    await db.openPage.create({ data: { id: "lapsed", userId: p.me.id, href, expiresAt: new Date(Date.now() - 1000) } });
    await db.openPage.create({
      data: { id: "another table", userId: p.me.id, href: "/table/another", expiresAt: new Date(Date.now() + 60_000) },
    });
    const before = await p.rows();
    await p.untilTheBotGivesMeTheTurn();
    expect(await p.rows()).toBe(before + 1);

    await p.caller.notification.markRead({ all: true });
    await db.openPage.create({ data: { id: "live", userId: p.me.id, href, expiresAt: new Date(Date.now() + 60_000) } });
    await p.untilTheBotGivesMeTheTurn();
    expect(await p.rows()).toBe(before + 1);
  });

  it("a game that ends marks every seat's unread 'your turn' for it read (a player's other games untouched); a resign that leaves the game going marks the resigner's", async () => {
    const { db } = t();
    const turnsOf = (userId: string) =>
      db.notification.findMany({ where: { userId, kind: "your_turn" }, select: { key: true, readAt: true } });
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const toAct = (await st.callers[0]!.game.view({ gameId: st.gameId })).toAct[0]!;
    const called = st.users[toAct]!;
    // an unread "your turn" of another game of theirs
    await db.notification.create({
      data: {
        userId: called.id,
        kind: "your_turn",
        text: "Your turn in Koi-Koi.",
        href: "/table/other",
        key: `turn:other-game:3:${called.id}`,
      },
    });
    expect((await turnsOf(called.id)).filter((n) => n.readAt === null)).toHaveLength(2);
    const stop = new AbortController();
    const bell = collect(testBus(db).subscribe(userChannel(called.id), stop.signal));

    await st.callers[1 - toAct]!.game.resign({ gameId: st.gameId });
    const turns = await turnsOf(called.id);
    expect(turns.find((n) => n.key!.startsWith(`turn:${st.gameId}:`))!.readAt).not.toBeNull();
    expect(turns.find((n) => n.key === `turn:other-game:3:${called.id}`)!.readAt).toBeNull();
    const unread = (await st.callers[toAct]!.notification.list({})).items.filter((n) => !n.read).map((n) => n.kind);
    expect(unread.sort()).toEqual(["game_finished", "game_started", "your_turn"]);
    await waitUntil(() => bell.items.length > 0, "the bell's news");
    stop.abort();

    // 3 players: the one to act resigns, the game goes on with the stand-in; their call to it is read.
    const three = await startTable(db, { game: "sakura", playerCount: 3 });
    const seat = (await three.callers[0]!.game.view({ gameId: three.gameId })).toAct[0]!;
    expect((await turnsOf(three.users[seat]!.id)).map((n) => n.readAt)).toEqual([null]);
    const going = await three.callers[seat]!.game.resign({ gameId: three.gameId });
    expect(going.status).toBe("ACTIVE");
    expect((await turnsOf(three.users[seat]!.id)).map((n) => n.readAt === null)).toEqual([false]);
  });
});

/**
 * A practice Sakura table (a random bot against `me`) with a game in play, and what the tests of a player at their
 * table need: opening its stream, the player's notification rows and open pages, their channel's messages.
 */
async function practiceTable(db: Db) {
  const me = await createTestUser(db, { displayName: "Practising player" });
  const caller = callerFor(db, me);
  let table: Awaited<ReturnType<typeof caller.table.fillWithBots>> | null = null;
  // A deal can decide the game before anyone moves: deal again at a new table, as a player would, having read what the
  // decided one told (its start and end would count on the bell, away from the table in play).
  for (let deal = 0; deal < 5 && table?.status !== "PLAYING"; deal++) {
    if (table) await caller.notification.markRead({ all: true });
    const { tableId } = await caller.table.create(tableInput({ options: { rounds: 1 }, visibility: "PRIVATE" }));
    table = await caller.table.fillWithBots({ tableId, level: "random" });
  }
  if (table?.status !== "PLAYING") throw new Error("no game in play");
  const { tableId, gameId } = { tableId: table.id, gameId: table.gameId! };
  const rng = Rng.fromSeed(`table-page-open:${me.id}`);
  const handlers = gameJobHandlers(testBus(db));
  // The jobs' clock: ahead of the real one (my moves are stamped with it), and on by a bot's beat at each look, so a
  // bot's second step (its move stamped with this clock) is due at the next look.
  let clock = Date.now();
  return {
    me,
    caller,
    tableId,
    /** Every notification row of the player (read or not). */
    rows: () => db.notification.count({ where: { userId: me.id } }),
    openPages: () => db.openPage.count({ where: { userId: me.id } }),
    /** The table page opened (its stream), closed by `page.abort()`. */
    open() {
      const page = new AbortController();
      return { page, stream: collect(callerFor(db, me, { signal: page.signal }).table.onChange({ tableId })) };
    },
    /** What is said on the player's channel from now on (the bell's news). */
    news() {
      const stop = new AbortController();
      return { ...collect(testBus(db).subscribe(userChannel(me.id), stop.signal)), stop: () => stop.abort() };
    },
    /** My random moves and the bot's (its job run when due) until a move of the bot gives me the turn. */
    async untilTheBotGivesMeTheTurn() {
      let botMoved = false;
      for (let step = 0; step < 100; step++) {
        const v = await caller.game.view({ gameId });
        if (v.status !== "ACTIVE") throw new Error("the game ended first");
        if (!v.toAct.includes(v.mySeat!)) {
          clock = Math.max(clock, Date.now()) + BOT_THINK_MS;
          await runDueJobs({ db, handlers, now: new Date(clock) });
          botMoved = true;
        } else if (botMoved) return;
        else await caller.game.move({ gameId, seq: v.seq, move: someLegalMove(v, rng) });
      }
      throw new Error("the bot never gave the turn back");
    },
  };
}
