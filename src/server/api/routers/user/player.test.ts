// A player's public page (/players/<id>): user.player, and the games and record it shows (replay.list's playerId
// filter, user.stats' recent games) with the replay visibility rules: a private table's games only to its players.
import { expect, it } from "vitest";
import { ensureBuiltInPresets } from "../../../house-rules/built-in-presets";
import { ensureBotAccounts } from "../../../repositories/bots";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { finishedGame, startTable } from "../../../testing/play";

describeWithDatabase("a player's page", (t) => {
  it("names the player and says since when, never their email or a suspension (a challenge is offered as before); an unknown id is not found", async () => {
    const { db } = t();
    const me = await createTestUser(db, { displayName: "Kaede Public" });
    const stranger = await createTestUser(db);
    const page = await callerFor(db, stranger).user.player({ userId: me.id });
    expect(page).toEqual({
      id: me.id,
      displayName: "Kaede Public",
      memberSince: expect.any(Date),
      botLevel: null,
      isYou: false,
      canChallenge: true,
      ratings: [],
      tournaments: [],
    });
    expect((await callerFor(db).user.player({ userId: me.id })).isYou).toBe(false);
    expect((await callerFor(db, me).user.player({ userId: me.id })).isYou).toBe(true);
    expect(JSON.stringify(page)).not.toContain(me.email);
    await db.user.update({ where: { id: me.id }, data: { status: "SUSPENDED" } });
    const suspended = await callerFor(db).user.player({ userId: me.id });
    // Signed out, nobody may challenge anyone: the page reads as before the suspension.
    expect(suspended).toEqual({ ...page, canChallenge: false, memberSince: suspended.memberSince });
    expect(JSON.stringify(suspended)).not.toMatch(/suspend|ACTIVE|PLAYER/i);
    // Signed in, exactly as before it: "Challenge" is still offered (the server refuses the invitation, not the page).
    expect(await callerFor(db, stranger).user.player({ userId: me.id })).toEqual(page);
    await expect(callerFor(db).user.player({ userId: "no-such-player" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("says what level of bot a bot is", async () => {
    const { db } = t();
    const [bot] = await ensureBotAccounts(db, "strong", 1);
    await expect(callerFor(db).user.player({ userId: bot!.id })).resolves.toMatchObject({
      displayName: bot!.displayName,
      botLevel: "strong",
      tournaments: [],
    });
  });

  it("lists the events the player entered, alone or in a team, and which they won", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    const other = await createTestUser(db);
    await ensureBuiltInPresets(db);
    const preset = await db.presetVersion.findFirstOrThrow({ where: { preset: { game: "sutda" } } });
    const event = (name: string, closes: string) =>
      db.tournament.create({
        data: {
          name,
          organiserId: other.id,
          game: "sutda",
          presetVersionId: preset.id,
          options: {},
          format: "SWISS",
          sidesPerTable: 2,
          minSidesPerTable: 2,
          scoring: "CUMULATIVE",
          registrationClosesAt: new Date(closes),
          roundIntervalSeconds: 3600,
          roundDurationSeconds: 3600,
          timeControl: { kind: "per_move", seconds: 60 },
          minEntrants: 2,
          maxEntrants: 8,
        },
      });
    const won = await event("Plum Cup", "2026-01-01T10:00:00Z");
    const entered = await event("Iris Open", "2026-02-01T10:00:00Z");
    const teams = await event("Team Clover", "2026-03-01T10:00:00Z");
    const notMine = await event("Maple Masters", "2026-04-01T10:00:00Z");
    const mine = await db.tournamentEntrant.create({ data: { tournamentId: won.id, userId: me.id } });
    await db.tournament.update({
      where: { id: won.id },
      data: { status: "FINISHED", winnerEntrantId: mine.id, finishedAt: new Date() },
    });
    await db.tournamentEntrant.create({ data: { tournamentId: entered.id, userId: me.id } });
    await db.tournamentEntrant.create({ data: { tournamentId: notMine.id, userId: other.id } });
    const team = await db.tournamentTeam.create({
      data: { tournamentId: teams.id, name: "Fireflies", captainId: other.id },
    });
    await db.tournamentTeamMember.create({
      data: { teamId: team.id, tournamentId: teams.id, userId: me.id, status: "ACCEPTED" },
    });
    await db.tournamentEntrant.create({ data: { tournamentId: teams.id, teamId: team.id } });

    const page = await callerFor(db).user.player({ userId: me.id });
    expect(page.tournaments.map((x) => [x.name, x.gameTitle, x.status, x.teamName, x.won])).toEqual([
      ["Team Clover", "Sutda", "REGISTRATION", "Fireflies", false],
      ["Iris Open", "Sutda", "REGISTRATION", null, false],
      ["Plum Cup", "Sutda", "FINISHED", null, true],
    ]);
  });

  it("shows a viewer the player's finished games they may replay: public tables', and private ones only to its players", async () => {
    const { db } = t();
    const pub = await finishedGame(db, "player-page-a");
    const priv = await finishedGame(db, "player-page-b", { visibility: "PRIVATE" });
    const inPlay = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 } });
    const [a, b] = priv.users;
    const stranger = await createTestUser(db);
    // one player at the public and private tables both: a seat of the private game joins a later public one
    const both = await finishedGame(db, "player-page-c");

    const list = (viewer: typeof a | null, userId: string) =>
      callerFor(db, viewer).replay.list({ scope: "public", playerId: userId });
    expect((await list(null, pub.users[0]!.id)).items.map((i) => i.gameId)).toEqual([pub.gameId]);
    expect((await list(stranger, pub.users[1]!.id)).items.map((i) => i.gameId)).toEqual([pub.gameId]);
    // the private game: to its players, not to a stranger or an anonymous visitor
    expect((await list(null, a!.id)).items).toEqual([]);
    expect((await list(stranger, a!.id)).items).toEqual([]);
    expect((await list(b!, a!.id)).items.map((i) => i.gameId)).toEqual([priv.gameId]);
    expect((await list(a!, a!.id)).items.map((i) => i.gameId)).toEqual([priv.gameId]);
    // games in play are not listed; other players' games are not either
    expect((await list(stranger, inPlay.users[0]!.id)).items).toEqual([]);
    expect((await list(stranger, both.users[0]!.id)).items.map((i) => i.gameId)).toEqual([both.gameId]);
    // the public list itself still leaves private games out, even for their players
    expect((await callerFor(db, a!).replay.list({ scope: "public" })).items.map((i) => i.gameId)).not.toContain(
      priv.gameId,
    );

    // user.stats counts the games the list shows: the private one only for its players (the record gives away no
    // private game), and says which games it counted
    const statsFor = (viewer: typeof a | null) => callerFor(db, viewer).user.stats({ userId: a!.id });
    for (const [viewer, counted] of [
      [null, "public"],
      [stranger, "public-and-yours"],
    ] as const) {
      const s = await statsFor(viewer);
      expect(s).toMatchObject({ counted, played: 0, won: 0, drawn: 0, byGame: [], recent: [] });
      expect(JSON.stringify(s)).not.toContain(b!.displayName);
    }
    const toB = await statsFor(b!);
    expect(toB).toMatchObject({ counted: "public-and-yours", played: 1, byGame: [{ game: "sutda", played: 1 }] });
    expect(toB.recent.map((r) => [r.gameId, r.opponents])).toEqual([
      [priv.gameId, [{ id: b!.id, displayName: b!.displayName, bot: null }]],
    ]);
    expect(await statsFor(a!)).toMatchObject({ counted: "all", played: 1, recent: [{ gameId: priv.gameId }] });
    // a public game counts for everyone: the stranger's count of the public table's player
    expect(await callerFor(db, stranger).user.stats({ userId: pub.users[0]!.id })).toMatchObject({
      played: 1,
      recent: [{ gameId: pub.gameId }],
    });
  });
});
