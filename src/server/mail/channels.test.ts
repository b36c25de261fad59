// Each event reaches a player by the channels their preferences choose, and by no channel they switched off: an
// invitation, a game's result and a tournament round's start, made through the API and the job queue, read as the
// SMTP server received them, as the browser decrypts the pushes, and on the site's list.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../db/client";
import { loadTournamentSnapshot } from "../repositories/tournament-snapshot";
import { callerFor, createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { listen, runAll, startOutlets, type Outlets, type Received } from "../testing/notify-channels";
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
    const a = await mailed.received();
    const aGot = titled(a, "You are invited to a table");
    expect(aGot.emails).toHaveLength(1);
    expect(aGot.emails[0]!.text).toContain("Inviting Aoi invites you to a game of Sakura");
    expect(aGot.emails[0]!.text).toContain(`http://hanafuda.test/table/${one.tableId}`);
    expect(aGot.pushes).toHaveLength(0);
    expect(a.site).toContain("invitation");
    const b = await pushed.received();
    const bGot = titled(b, "You are invited to a table");
    expect(bGot.pushes).toEqual([
      { title: "You are invited to a table", body: expect.stringContaining("Inviting Aoi"), url: expect.any(String) },
    ]);
    expect(bGot.pushes[0]!.url).toContain(two.tableId);
    expect(bGot.emails).toHaveLength(0);
    expect(b.site).not.toContain("invitation");
  });

  it("a game's result: by site and email for one player, by push alone for the other", async () => {
    const { db } = t();
    const table = await startTable(db, { game: "sakura", playerCount: 2, timeControl: null });
    const mailed = await listen(db, o, table.users[0]!, { game_over: ["site", "email"] });
    const pushed = await listen(db, o, table.users[1]!, { game_over: ["push"] });
    await table.callers[0]!.game.resign({ gameId: table.gameId });
    await runAll(db, o);
    const a = await mailed.received();
    const aGot = titled(a, "Your game is over");
    expect(aGot.emails).toHaveLength(1);
    expect(aGot.emails[0]!.text).toContain("You resigned your game of Sakura");
    expect(aGot.emails[0]!.text).toContain(`http://hanafuda.test/table/${table.tableId}`);
    expect(aGot.pushes).toHaveLength(0);
    expect(a.site).toContain("game_finished");
    const b = await pushed.received();
    const bGot = titled(b, "Your game is over");
    expect(bGot.pushes).toEqual([
      {
        title: "Your game is over",
        body: expect.stringMatching(/resigned your game of Sakura: you win\.$/),
        url: `/table/${table.tableId}`,
      },
    ]);
    expect(bGot.emails).toHaveLength(0);
    expect(b.site).not.toContain("game_finished");
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
    const a = await mailed.received();
    const aGot = titled(a, title);
    expect(aGot.emails).toHaveLength(1);
    expect(aGot.emails[0]!.text).toContain(`Round 1 of ${name} has started: you play`);
    expect(aGot.emails[0]!.text).toContain(`http://hanafuda.test/table/${await tableOf(db, mailed.user.id)}`);
    expect(aGot.pushes).toHaveLength(0);
    expect(a.site).toContain("tournament_round");
    const b = await pushed.received();
    const bGot = titled(b, title);
    expect(bGot.pushes).toEqual([
      {
        title,
        body: expect.stringContaining(`Round 1 of ${name} has started: you play`),
        url: `/table/${await tableOf(db, pushed.user.id)}`,
      },
    ]);
    expect(bGot.emails).toHaveLength(0);
    expect(b.site).not.toContain("tournament_round");
  });
});
