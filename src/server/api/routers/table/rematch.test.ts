// table.rematch: a finished game's player offers a new table with the same settings; the others are told and join it
// with one click (the same table, however many click); practice rematches start at once with the same bots; refusals.
import { expect, it } from "vitest";
import { gameJobHandlers } from "../../../games/job-handlers";
import { runDueJobs } from "../../../jobs/worker";
import { tournamentJobHandlers } from "../../../tournaments/job-handlers";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { startPracticeTable, startTable, type TableSpec } from "../../../testing/play";
import { tournamentInput } from "../../../testing/tournament-input";
import type { Db } from "../../../db/client";

/** The game is over (as if played out): the rematch cares only that it ended. */
// One round, and no dealt-hand win (Teshi): a rematch's game never ends at its deal, so it is still being played
// when the test looks at it.
const ONE_ROUND = { rounds: 1, dealt_hand_teshi: "off" };

async function finish(db: Db, tableId: string, gameId: string) {
  await db.game.update({
    where: { id: gameId },
    data: { status: "FINISHED", finishedAt: new Date(), toAct: [], deadlineAt: null },
  });
  await db.table.update({ where: { id: tableId }, data: { status: "FINISHED" } });
}

/** A finished game of a table started as `spec`, and the rematch its player at seat `by` offers. */
async function rematchOffered(db: Db, spec: TableSpec, by = 0) {
  const played = await startTable(db, spec);
  await finish(db, played.tableId, played.gameId);
  const offered = await played.callers[by]!.table.rematch({ gameId: played.gameId });
  return { played, offered };
}

/**
 * The tables a rematch of `gameId` asked by `userId` would be among: the game's rematch, and any table the player
 * created or sits at (the test's own rows, whatever else the database holds).
 */
function tablesOf(db: Db, userId: string, gameId: string) {
  return db.table.count({
    where: { OR: [{ rematchOfGameId: gameId }, { creatorId: userId }, { seats: { some: { userId } } }] },
  });
}

describeWithDatabase("table.rematch", (t) => {
  it("the first player offers a new table with the same settings; the other is told, sees it on the old table and joins the same table in one click", async () => {
    const { db } = t();
    const played = await startTable(db, {
      game: "sakura",
      playerCount: 2,
      options: ONE_ROUND,
      timeControl: { kind: "bank", initialSeconds: 300, incrementSeconds: 5 },
      timeoutsBeforeForfeit: 2,
      visibility: "PRIVATE",
    });
    const [alice, botan] = played.callers;
    const [aliceUser, botanUser] = played.users;
    // Not over yet: refused, nothing made.
    await expect(botan!.table.rematch({ gameId: played.gameId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/not over yet/),
    });
    await finish(db, played.tableId, played.gameId);
    const old = await db.table.findUniqueOrThrow({ where: { id: played.tableId } });
    expect((await alice!.table.get({ tableId: played.tableId })).rematch).toEqual({ offer: null });

    const offered = await botan!.table.rematch({ gameId: played.gameId });
    expect(offered).toMatchObject({
      status: "OPEN",
      game: "sakura",
      playerCount: 2,
      visibility: "PRIVATE",
      timeoutsBeforeForfeit: 2,
      timeControl: { kind: "bank", initialSeconds: 300, incrementSeconds: 5 },
    });
    expect(offered.id).not.toBe(played.tableId);
    // Botan keeps the seat he had; a private rematch has an invite code of its own.
    const botanSeat = played.users.indexOf(botanUser!);
    expect(offered.mySeat).toBe(botanSeat);
    expect(offered.inviteCode).toEqual(expect.any(String));
    expect(offered.inviteCode).not.toBe(old.inviteCode);
    const row = await db.table.findUniqueOrThrow({ where: { id: offered.id } });
    expect(row).toMatchObject({
      rematchOfGameId: played.gameId,
      presetVersionId: old.presetVersionId,
      options: old.options,
      speed: old.speed,
      creatorId: botanUser!.id,
    });
    // Offering again changes nothing.
    expect((await botan!.table.rematch({ gameId: played.gameId })).id).toBe(offered.id);

    // Alice is told: a notification leading to the rematch (with its invite), and the old table's page says so.
    const href = `/table/${offered.id}?invite=${encodeURIComponent(offered.inviteCode!)}`;
    const notes = await callerFor(db, aliceUser).notification.list({});
    expect(notes.items[0]).toMatchObject({
      kind: "rematch",
      text: `${botanUser!.displayName} offers a rematch`,
      href,
      read: false,
    });
    expect(await db.notification.count({ where: { userId: botanUser!.id, kind: "rematch" } })).toBe(0);
    expect((await alice!.table.get({ tableId: played.tableId })).rematch).toEqual({
      offer: {
        tableId: offered.id,
        href,
        status: "OPEN",
        offeredBy: { id: botanUser!.id, displayName: botanUser!.displayName },
        joined: false,
        waitingFor: [aliceUser!.displayName],
        gameId: null,
      },
    });
    expect((await botan!.table.get({ tableId: played.tableId })).rematch?.offer).toMatchObject({
      joined: true,
      waitingFor: [aliceUser!.displayName],
    });
    // A stranger to the game sees no rematch, and may not ask for one.
    const stranger = callerFor(db, await createTestUser(db));
    await expect(stranger.table.rematch({ gameId: played.gameId })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only the players of this game can ask for a rematch.",
    });

    // Alice clicks Rematch too: she joins the same table, in her old seat, and the game starts.
    const joined = await alice!.table.rematch({ gameId: played.gameId });
    expect(joined).toMatchObject({ id: offered.id, status: "PLAYING", mySeat: 1 - botanSeat });
    expect(await db.table.count({ where: { rematchOfGameId: played.gameId } })).toBe(1);
    expect((await botan!.table.get({ tableId: played.tableId })).rematch?.offer).toMatchObject({
      status: "PLAYING",
      joined: true,
      waitingFor: [],
      gameId: joined.gameId,
    });
    // Once it has started, a click leads to it again, not to a refusal.
    expect((await alice!.table.rematch({ gameId: played.gameId })).id).toBe(offered.id);
  });

  it("the table's page stream shows the offer without a reload", async () => {
    const { db } = t();
    const played = await startTable(db, { game: "sakura", playerCount: 2, options: ONE_ROUND });
    await finish(db, played.tableId, played.gameId);
    const ac = new AbortController();
    const stream = await callerFor(db, played.users[0]!, { signal: ac.signal }).table.onChange({
      tableId: played.tableId,
    });
    const it = stream[Symbol.asyncIterator]();
    const first = (await it.next()).value as { kind: string; table?: { rematch?: unknown } };
    expect(first).toMatchObject({ kind: "table", table: { rematch: { offer: null } } });
    await played.callers[1]!.table.rematch({ gameId: played.gameId });
    for (;;) {
      const next = (await it.next()).value as {
        kind: string;
        table?: { rematch?: { offer: { offeredBy: { displayName: string } } | null } };
      };
      if (next.kind !== "table") continue;
      expect(next.table?.rematch?.offer?.offeredBy.displayName).toBe(played.users[1]!.displayName);
      break;
    }
    ac.abort();
  });

  it("a join through the rematch table's page (table.join) reaches the finished game's page too", async () => {
    const { db } = t();
    const { played, offered } = await rematchOffered(db, { game: "sakura", playerCount: 3, options: ONE_ROUND });
    const ac = new AbortController();
    const stream = await callerFor(db, played.users[0]!, { signal: ac.signal }).table.onChange({
      tableId: played.tableId,
    });
    const it = stream[Symbol.asyncIterator]();
    type Seen = { kind: string; table?: { rematch?: { offer: { waitingFor: string[] } | null } } };
    expect(((await it.next()).value as Seen).table?.rematch?.offer?.waitingFor).toHaveLength(2);
    await played.callers[1]!.table.join({ tableId: offered.id });
    for (;;) {
      const next = (await it.next()).value as Seen;
      if (next.kind !== "table") continue;
      expect(next.table?.rematch?.offer?.waitingFor).toEqual([played.users[2]!.displayName]);
      break;
    }
    ac.abort();
  });

  it("a 3-player rematch keeps each player's seat; a player who comes after it started is told so", async () => {
    const { db } = t();
    const { played, offered } = await rematchOffered(db, { game: "sfj", playerCount: 3 }, 2);
    expect(offered.mySeat).toBe(2);
    const joined0 = await played.callers[1]!.table.rematch({ gameId: played.gameId });
    expect(joined0.mySeat).toBe(1);
    // The third joins through the table's page (table.join): the same seat as before, and the game starts.
    const joined = await played.callers[0]!.table.join({ tableId: offered.id });
    expect(joined).toMatchObject({ status: "PLAYING", mySeat: 0 });
    expect(joined.seats.map((s) => s.user?.id)).toEqual(played.users.map((u) => u.id));
    expect((await played.callers[0]!.table.get({ tableId: played.tableId })).rematch?.offer).toMatchObject({
      tableId: offered.id,
      status: "PLAYING",
      joined: true,
    });
  });

  it("a player of the finished game who misses the start is told so", async () => {
    const { db } = t();
    const { played, offered } = await rematchOffered(db, { game: "sakura", playerCount: 2, options: ONE_ROUND });
    // Suspended, the old player cannot come: bots may take the kept seat. Back later, the rematch has gone on without them.
    await db.user.update({ where: { id: played.users[1]!.id }, data: { status: "SUSPENDED" } });
    await played.callers[0]!.table.fillWithBots({ tableId: offered.id, level: "strong" });
    await db.user.update({ where: { id: played.users[1]!.id }, data: { status: "ACTIVE" } });
    await expect(played.callers[1]!.table.rematch({ gameId: played.gameId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The rematch has already started without you.",
    });
    expect((await played.callers[1]!.table.get({ tableId: played.tableId })).rematch?.offer).toMatchObject({
      tableId: offered.id,
      joined: false,
    });
  });

  it("the waiting room agrees with fillWithBots: a suspended old player is not expected but named as not coming", async () => {
    const { db } = t();
    const { played, offered } = await rematchOffered(db, { game: "sfj", playerCount: 3 });
    const names = played.users.map((u) => u.displayName);
    expect(offered.rematchOf).toMatchObject({ expected: [names[1], names[2]], unavailable: [] });
    await db.user.update({ where: { id: played.users[2]!.id }, data: { status: "SUSPENDED" } });
    expect((await played.callers[0]!.table.get({ tableId: offered.id })).rematchOf).toMatchObject({
      expected: [names[1]],
      unavailable: [names[2]],
    });
    // Once the last one who may come is seated, the page has nobody to wait for, and bots take the suspended one's seat.
    const joined = await played.callers[1]!.table.join({ tableId: offered.id });
    expect(joined.rematchOf).toMatchObject({ expected: [], unavailable: [names[2]] });
    const started = await played.callers[1]!.table.fillWithBots({ tableId: offered.id, level: "strong" });
    expect(started.status).toBe("PLAYING");
  });

  it("a seated player cannot give the seats kept for the finished game's players to bots; those players still take them", async () => {
    const { db } = t();
    const { played, offered } = await rematchOffered(db, { game: "sfj", playerCount: 3 });
    const names = played.users.map((u) => u.displayName);
    const refused = {
      code: "CONFLICT",
      message: `This rematch keeps its empty seats for the earlier game's players (${names[1]} and ${names[2]}): bots cannot take them while they may still come.`,
    };
    await expect(played.callers[0]!.table.fillWithBots({ tableId: offered.id, level: "strong" })).rejects.toMatchObject(
      refused,
    );
    await played.callers[2]!.table.join({ tableId: offered.id });
    await expect(played.callers[2]!.table.fillWithBots({ tableId: offered.id, level: "random" })).rejects.toMatchObject(
      { code: "CONFLICT", message: expect.stringContaining(`(${names[1]})`) },
    );
    // Nothing changed: no bot sat, and the last old player takes their seat and the game starts.
    expect((await played.callers[0]!.table.get({ tableId: offered.id })).seats.map((s) => s.user?.id ?? null)).toEqual([
      played.users[0]!.id,
      null,
      played.users[2]!.id,
    ]);
    expect(await played.callers[1]!.table.rematch({ gameId: played.gameId })).toMatchObject({
      id: offered.id,
      status: "PLAYING",
      mySeat: 1,
    });
  });

  it("a public rematch is not in the lobby, and nobody but the finished game's players may sit at it, whatever the way in", async () => {
    const { db } = t();
    const { played, offered } = await rematchOffered(db, { game: "sakura", playerCount: 2, options: ONE_ROUND }, 1);
    expect(offered.visibility).toBe("PUBLIC");
    const stranger = callerFor(db, await createTestUser(db));
    expect((await stranger.table.lobby({ game: "sakura" })).tables.map((x) => x.id)).not.toContain(offered.id);
    // He may watch (a public table), but is offered no seat and refused one.
    const seen = await stranger.table.get({ tableId: offered.id });
    expect(seen).toMatchObject({ canJoin: false, rematchOf: { gameId: played.gameId, yours: false } });
    const refusal = {
      code: "FORBIDDEN",
      message: "This table is a rematch for the players of an earlier game: you can watch it, but not take a seat.",
    };
    await expect(stranger.table.join({ tableId: offered.id })).rejects.toMatchObject(refusal);
    await expect(stranger.table.join({ tableId: offered.id, team: 0 })).rejects.toMatchObject(refusal);
    expect((await played.callers[0]!.table.get({ tableId: offered.id })).seats.filter((s) => s.user).length).toBe(1);
  });

  it("a private rematch refuses a stranger holding its invite link", async () => {
    const { db } = t();
    const { offered } = await rematchOffered(db, {
      game: "sakura",
      playerCount: 2,
      options: ONE_ROUND,
      visibility: "PRIVATE",
    });
    const stranger = callerFor(db, await createTestUser(db));
    expect(await stranger.table.get({ tableId: offered.id, inviteCode: offered.inviteCode! })).toMatchObject({
      canJoin: false,
      rematchOf: { yours: false },
    });
    await expect(stranger.table.join({ tableId: offered.id, inviteCode: offered.inviteCode! })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(/rematch for the players of an earlier game/),
    });
    // Without the link the table stays hidden, as before.
    await expect(stranger.table.get({ tableId: offered.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("a private rematch is open to the finished game's players without its invite code; strangers still need it", async () => {
    const { db } = t();
    const { played, offered } = await rematchOffered(db, {
      game: "sakura",
      playerCount: 3,
      options: ONE_ROUND,
      visibility: "PRIVATE",
    });
    // An old player opens /table/<id> with no ?invite=: the page, its stream and the join all answer.
    expect(await played.callers[1]!.table.get({ tableId: offered.id })).toMatchObject({
      id: offered.id,
      canJoin: true,
      inviteCode: null,
      rematchOf: { yours: true },
    });
    const ac = new AbortController();
    const stream = await callerFor(db, played.users[2]!, { signal: ac.signal }).table.onChange({ tableId: offered.id });
    expect((await stream[Symbol.asyncIterator]().next()).value).toMatchObject({
      kind: "table",
      table: { id: offered.id, canJoin: true },
    });
    ac.abort();
    expect(await played.callers[1]!.table.join({ tableId: offered.id })).toMatchObject({ status: "OPEN", mySeat: 1 });
    // A stranger without the code: hidden, and no seat, as at any private table.
    const stranger = callerFor(db, await createTestUser(db));
    await expect(stranger.table.get({ tableId: offered.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "This table is private: you need its invite link.",
    });
    await expect(stranger.table.join({ tableId: offered.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await played.callers[2]!.table.join({ tableId: offered.id })).toMatchObject({
      status: "PLAYING",
      mySeat: 2,
    });
  });

  it("the rematch table says whose rematch of which game it is and who is still expected", async () => {
    const { db } = t();
    const { played, offered } = await rematchOffered(
      db,
      { game: "sakura", playerCount: 4, teams: "2v2", options: ONE_ROUND },
      2,
    );
    const names = played.users.map((u) => u.displayName);
    const asOther = await played.callers[0]!.table.get({ tableId: offered.id });
    expect(asOther).toMatchObject({
      canJoin: true,
      rematchOf: {
        gameId: played.gameId,
        offeredBy: { id: played.users[2]!.id, displayName: names[2] },
        yours: true,
        expected: [names[1], names[3]],
      },
    });
    await played.callers[3]!.table.join({ tableId: offered.id });
    expect((await played.callers[0]!.table.get({ tableId: offered.id })).rematchOf?.expected).toEqual([names[1]]);
    expect((await played.callers[2]!.table.get({ tableId: offered.id })).rematchOf?.expected).toEqual([
      names[0],
      names[1],
    ]);
    // An ordinary table has none of it.
    expect((await played.callers[0]!.table.get({ tableId: played.tableId })).rematchOf).toBeUndefined();
  });

  it("a team game's rematch keeps the teams: every player in their old seat, whatever order they come in", async () => {
    const { db } = t();
    const played = await startTable(db, { game: "sakura", playerCount: 4, teams: "2v2", options: ONE_ROUND });
    await finish(db, played.tableId, played.gameId);
    const before = await played.callers[0]!.table.get({ tableId: played.tableId });
    let last = await played.callers[3]!.table.rematch({ gameId: played.gameId });
    for (const i of [1, 2, 0]) last = await played.callers[i]!.table.rematch({ gameId: played.gameId });
    expect(last.status).toBe("PLAYING");
    expect(last.seats.map((s) => [s.seat, s.team, s.user?.id])).toEqual(
      before.seats.map((s) => [s.seat, s.team, s.user?.id]),
    );
  });

  it("joining a team rematch from its page or the notification (table.join) also keeps every old seat, even when another team is asked for", async () => {
    const { db } = t();
    const played = await startTable(db, {
      game: "sakura",
      playerCount: 4,
      teams: "2v2",
      options: ONE_ROUND,
      visibility: "PRIVATE",
    });
    await finish(db, played.tableId, played.gameId);
    const before = await played.callers[0]!.table.get({ tableId: played.tableId });
    const offered = await played.callers[3]!.table.rematch({ gameId: played.gameId });
    const inviteCode = offered.inviteCode!;
    let last = offered;
    for (const i of [1, 2]) last = await played.callers[i]!.table.join({ tableId: offered.id, inviteCode });
    const seat0 = before.seats.find((s) => s.user?.id === played.users[0]!.id)!;
    last = await played.callers[0]!.table.join({ tableId: offered.id, inviteCode, team: 1 - seat0.team! });
    expect(last.status).toBe("PLAYING");
    expect(last.seats.map((s) => [s.seat, s.team, s.user?.id])).toEqual(
      before.seats.map((s) => [s.seat, s.team, s.user?.id]),
    );
  });

  it("a practice game's rematch seats the same bots and starts at once", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    const caller = callerFor(db, me);
    const { tableId, table: practice } = await startPracticeTable(db, me, {
      level: "strong",
      input: { playerCount: 3, options: ONE_ROUND, visibility: "PRIVATE" },
    });
    await finish(db, tableId, practice.gameId!);
    const again = await caller.table.rematch({ gameId: practice.gameId! });
    expect(again.status === "PLAYING" || again.status === "FINISHED").toBe(true);
    expect(again.gameId).toEqual(expect.any(String));
    expect(again.seats.map((s) => s.user && { id: s.user.id, bot: s.user.bot })).toEqual(
      practice.seats.map((s) => s.user && { id: s.user.id, bot: s.user.bot }),
    );
    // Nobody to tell.
    expect(
      await db.notification.count({ where: { kind: "rematch", href: { startsWith: `/table/${again.id}` } } }),
    ).toBe(0);
  });

  it("refuses a tournament's game and a suspended account, and changes nothing", async () => {
    const { db } = t();
    const [org, p1, p2] = await Promise.all([createTestUser(db), createTestUser(db), createTestUser(db)]);
    const { tournamentId } = await callerFor(db, org).tournament.create(tournamentInput());
    for (const p of [p1, p2]) await callerFor(db, p).tournament.register({ tournamentId });
    const handlers = { ...gameJobHandlers(testBus(db)), ...tournamentJobHandlers(testBus(db)) };
    await runDueJobs({ db, handlers, now: new Date(Date.now() + 3_601_000) });
    const tg = await db.tournamentGame.findFirstOrThrow({
      where: { tournamentTable: { tournament: { id: tournamentId } } },
    });
    await finish(db, tg.tableId, tg.gameId);
    const tournamentTables = await tablesOf(db, p1.id, tg.gameId);
    await expect(callerFor(db, p1).table.rematch({ gameId: tg.gameId })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/Tournament games have no rematch/),
    });
    expect((await callerFor(db, p1).table.get({ tableId: tg.tableId })).rematch ?? null).toBeNull();
    expect(await tablesOf(db, p1.id, tg.gameId)).toBe(tournamentTables);

    const played = await startTable(db, { game: "sakura", playerCount: 2, options: ONE_ROUND });
    await finish(db, played.tableId, played.gameId);
    await db.user.update({ where: { id: played.users[0]!.id }, data: { status: "SUSPENDED" } });
    const suspendedTables = await tablesOf(db, played.users[0]!.id, played.gameId);
    await expect(played.callers[0]!.table.rematch({ gameId: played.gameId })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(/suspended/),
    });
    expect(await tablesOf(db, played.users[0]!.id, played.gameId)).toBe(suspendedTables);
    await expect(played.callers[0]!.table.rematch({ gameId: "no-such-game" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("two players asking at the same moment make one table, and both sit at it", async () => {
    const { db } = t();
    const played = await startTable(db, { game: "sakura", playerCount: 2, options: ONE_ROUND });
    await finish(db, played.tableId, played.gameId);
    const answers = await Promise.all(played.callers.map((c) => c.table.rematch({ gameId: played.gameId })));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await db.table.count({ where: { rematchOfGameId: played.gameId } })).toBe(1);
    const table = await played.callers[0]!.table.get({ tableId: answers[0]!.id });
    expect(table.status).toBe("PLAYING");
    expect(table.seats.map((s) => s.user?.id)).toEqual(played.users.map((u) => u.id));
  });

  it("at Sutda (where a rematch is a tied hand replayed) the notification offers to play again", async () => {
    const { db } = t();
    const played = await startTable(db, { game: "sutda", playerCount: 2 });
    await finish(db, played.tableId, played.gameId);
    await played.callers[0]!.table.rematch({ gameId: played.gameId });
    const notes = await callerFor(db, played.users[1]!).notification.list({});
    expect(notes.items[0]).toMatchObject({
      kind: "rematch",
      text: `${played.users[0]!.displayName} offers to play again`,
    });
  });

  it("a rematch everybody left is offered anew", async () => {
    const { db } = t();
    const played = await startTable(db, { game: "sakura", playerCount: 2, options: ONE_ROUND });
    await finish(db, played.tableId, played.gameId);
    const first = await played.callers[0]!.table.rematch({ gameId: played.gameId });
    await played.callers[0]!.table.leave({ tableId: first.id });
    expect((await played.callers[1]!.table.get({ tableId: played.tableId })).rematch).toEqual({ offer: null });
    const second = await played.callers[1]!.table.rematch({ gameId: played.gameId });
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe("OPEN");
  });
});
