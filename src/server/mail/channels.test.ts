// Each event reaches a player by the channels their preferences choose, and by no channel they switched off: an
// invitation, a game's result and a tournament round's start, made through the API and the job queue, read as the
// SMTP server received them, as the browser decrypts the pushes, and on the site's list.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../db/client";
import { loadTournamentSnapshot } from "../repositories/tournament-snapshot";
import { callerFor, createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { listen, runAll, startOutlets, type Listener, type Outlets, type Received } from "../testing/notify-channels";
import { startTable, tableInput } from "../testing/play";
import { tournamentInput } from "../testing/tournament-input";

let o: Outlets;
beforeAll(async () => {
  o = await startOutlets();
});
afterAll(() => o.close());

const titled = (r: Received, title: string) => ({
  emails: r.emails.filter((m) => m.subject === title),
  pushes: r.pushes.filter((p) => p.title === title),
});

/** Checks that `l` got one email titled `title` saying each of `texts`, no such push, and `kind` on the site. */
async function expectEmailedOnly(l: Listener, title: string, kind: string, texts: string[]): Promise<void> {
  const r = await l.received();
  const got = titled(r, title);
  expect(got.emails).toHaveLength(1);
  for (const text of texts) expect(got.emails[0]!.text).toContain(text);
  expect(got.pushes).toHaveLength(0);
  expect(r.site).toContain(kind);
}

/** The pushes titled `title` that `l` got, having checked that no such email came and `kind` is not on the site. */
async function pushesOnly(l: Listener, title: string, kind: string): Promise<Received["pushes"]> {
  const r = await l.received();
  const got = titled(r, title);
  expect(got.emails).toHaveLength(0);
  expect(r.site).not.toContain(kind);
  return got.pushes;
}

/** The table `userId` sits at in play. */
async function tableOf(db: Db, userId: string): Promise<string> {
  const seat = await db.seat.findFirstOrThrow({ where: { userId, table: { status: "PLAYING" } } });
  return seat.tableId;
}

describeWithDatabase("events by the channels chosen", (t) => {
  it("an invitation: by site and email for one player, by push alone for another", async () => {
    const { db } = t();
    const host = await createTestUser(db, { displayName: "Inviting Aoi" });
    const mailed = await listen(db, o, await createTestUser(db), { invitation: ["site", "email"] });
    const pushed = await listen(db, o, await createTestUser(db), { invitation: ["push"] });
    const asHost = callerFor(db, host);
    const one = await asHost.table.create({ ...tableInput({ visibility: "PRIVATE" }), invite: [mailed.user.id] });
    const two = await asHost.table.create({ ...tableInput({ visibility: "PRIVATE" }), invite: [pushed.user.id] });
    await runAll(db, o);
    await expectEmailedOnly(mailed, "You are invited to a table", "invitation", [
      "Inviting Aoi invites you to a game of Sakura",
      `http://hanafuda.test/table/${one.tableId}`,
    ]);
    const pushes = await pushesOnly(pushed, "You are invited to a table", "invitation");
    expect(pushes).toEqual([
      { title: "You are invited to a table", body: expect.stringContaining("Inviting Aoi"), url: expect.any(String) },
    ]);
    expect(pushes[0]!.url).toContain(two.tableId);
  });

  it("a game's result: by site and email for one player, by push alone for the other", async () => {
    const { db } = t();
    const table = await startTable(db, { game: "sakura", playerCount: 2, timeControl: null });
    const mailed = await listen(db, o, table.users[0]!, { game_over: ["site", "email"] });
    const pushed = await listen(db, o, table.users[1]!, { game_over: ["push"] });
    await table.callers[0]!.game.resign({ gameId: table.gameId });
    await runAll(db, o);
    await expectEmailedOnly(mailed, "Your game is over", "game_finished", [
      "You resigned your game of Sakura",
      `http://hanafuda.test/table/${table.tableId}`,
    ]);
    expect(await pushesOnly(pushed, "Your game is over", "game_finished")).toEqual([
      {
        title: "Your game is over",
        body: expect.stringMatching(/resigned your game of Sakura: you win\.$/),
        url: `/table/${table.tableId}`,
      },
    ]);
  });

  it("a tournament round's start: each player gets their own table's link by the channels they chose", async () => {
    const { db } = t();
    const organiser = await createTestUser(db);
    const mailed = await listen(db, o, await createTestUser(db), { tournament_round: ["site", "email"] });
    const pushed = await listen(db, o, await createTestUser(db), { tournament_round: ["push"] });
    const name = `Round Cup ${Math.random().toString(36).slice(2, 7)}`;
    const { tournamentId } = await callerFor(db, organiser).tournament.create(tournamentInput({ name }));
    for (const p of [mailed, pushed]) await callerFor(db, p.user).tournament.register({ tournamentId });
    const snap = (await loadTournamentSnapshot(db, tournamentId))!;
    await runAll(db, o, new Date(snap.tournament.registrationClosesAt.getTime() + 1000));
    expect((await loadTournamentSnapshot(db, tournamentId))!.rounds.map((r) => r.number)).toEqual([1]);
    const title = "Your tournament round has started";
    await expectEmailedOnly(mailed, title, "tournament_round", [
      `Round 1 of ${name} has started: you play`,
      `http://hanafuda.test/table/${await tableOf(db, mailed.user.id)}`,
    ]);
    expect(await pushesOnly(pushed, title, "tournament_round")).toEqual([
      {
        title,
        body: expect.stringContaining(`Round 1 of ${name} has started: you play`),
        url: `/table/${await tableOf(db, pushed.user.id)}`,
      },
    ]);
  });
});
