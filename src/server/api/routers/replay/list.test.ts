import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { finishedGame, startTable } from "../../../testing/play";

describeWithDatabase("replay.list", (t) => {
  it("lists my games (finished and in play) newest first with players and results, filters them and pages through them", async () => {
    const { db } = t();
    const finished = await finishedGame(db, "list-a");
    const playing = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 } });
    const me = finished.callers[0]!;

    const mine = await me.replay.list({ scope: "mine" });
    expect(mine.items.map((i) => i.gameId)).toEqual([finished.gameId]);
    const item = mine.items[0]!;
    expect(item).toMatchObject({
      game: "sutda",
      gameTitle: "Sutda",
      status: "FINISHED",
      visibility: "PUBLIC",
      mySeat: 0,
    });
    expect(item.players.map((p) => p.displayName)).toEqual(finished.users.map((u) => u.displayName));
    expect(item.results).toHaveLength(2);
    expect(item.moves).toBeGreaterThan(0);
    expect(item.finishedAt).toBeInstanceOf(Date);
    expect(item.players.map((p) => p.out)).toEqual([null, null]);

    // the second table's creator sees an in-play game, which the finished filter leaves out
    const other = playing.callers[0]!;
    expect((await other.replay.list({ scope: "mine" })).items).toMatchObject([
      { gameId: playing.gameId, status: "ACTIVE", results: null, mySeat: 0 },
    ]);
    expect((await other.replay.list({ scope: "mine", status: "finished" })).items).toEqual([]);
    expect((await other.replay.list({ scope: "mine", status: "playing" })).items).toHaveLength(1);

    // filters: game, a part of a player's name (any case), the day the game started
    expect((await me.replay.list({ scope: "mine", game: "sakura" })).items).toEqual([]);
    const part = finished.users[1]!.displayName.slice(-6).toUpperCase();
    expect((await me.replay.list({ scope: "mine", player: part })).items).toHaveLength(1);
    expect((await me.replay.list({ scope: "mine", player: "nobody-is-called-this" })).items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await me.replay.list({ scope: "mine", from: today, to: today })).items).toHaveLength(1);
    expect((await me.replay.list({ scope: "mine", to: "2000-01-01" })).items).toEqual([]);
    await expect(me.replay.list({ scope: "mine", from: "2030-01-02", to: "2030-01-01" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(me.replay.list({ scope: "mine", from: "yesterday" })).rejects.toMatchObject({ code: "BAD_REQUEST" });

    // public finished games are browsable by anyone; games in play and private ones are not listed there
    const priv = await finishedGame(db, "list-b", { visibility: "PRIVATE" });
    const pub = await callerFor(db).replay.list({ scope: "public" });
    const ids = pub.items.map((i) => i.gameId);
    expect(ids).toContain(finished.gameId);
    expect(ids).not.toContain(playing.gameId);
    expect(ids).not.toContain(priv.gameId);
    await expect(callerFor(db).replay.list({ scope: "mine" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    // pages: newest first, each game once
    const stranger = await createTestUser(db);
    const pages: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page: Awaited<ReturnType<typeof me.replay.list>> = await callerFor(db, stranger).replay.list({
        scope: "public",
        limit: 1,
        cursor,
      });
      pages.push(...page.items.map((x) => x.gameId));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(pages).toEqual(ids);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("finds a tournament's games by its id or part of its name, and says which tournament and round", async () => {
    const { db } = t();
    const st = await finishedGame(db, "list-tournament");
    const other = await finishedGame(db, "list-tournament-2");
    // the rows a tournament keeps for one game of a pairing (the tournament service makes them; here by hand)
    const table = await db.table.findUniqueOrThrow({ where: { id: st.tableId } });
    const now = new Date();
    const tour = await db.tournament.create({
      data: {
        name: `Plum Cup ${st.gameId.slice(-4)}`,
        organiserId: st.users[0]!.id,
        game: "sutda",
        presetVersionId: table.presetVersionId!,
        options: {},
        format: "SWISS",
        sidesPerTable: 2,
        minSidesPerTable: 2,
        scoring: "CUMULATIVE",
        registrationClosesAt: now,
        roundIntervalSeconds: 3600,
        roundDurationSeconds: 3600,
        timeControl: { kind: "per_move", seconds: 60 },
        minEntrants: 2,
        maxEntrants: 8,
        status: "RUNNING",
      },
    });
    const round = await db.tournamentRound.create({
      data: { tournamentId: tour.id, number: 2, scheduledAt: now, startedAt: now, deadlineAt: now },
    });
    const pairing = await db.tournamentTable.create({
      data: { tournamentId: tour.id, roundId: round.id, round: 2, index: 0, sides: [] },
    });
    await db.tournamentGame.create({
      data: { tournamentTableId: pairing.id, index: 0, tableId: st.tableId, gameId: st.gameId },
    });

    const me = st.callers[0]!;
    const byName = await me.replay.list({ scope: "public", tournament: "plum cup" });
    expect(byName.items.map((i) => i.gameId)).toEqual([st.gameId]);
    expect(byName.items[0]!.tournament).toEqual({ id: tour.id, name: tour.name, round: 2 });
    expect((await me.replay.list({ scope: "mine", tournament: tour.id })).items.map((i) => i.gameId)).toEqual([
      st.gameId,
    ]);
    expect((await me.replay.list({ scope: "public", tournament: "no such cup" })).items).toEqual([]);
    // the replay itself names the tournament; a game outside one says so too
    await expect(me.replay.get({ gameId: st.gameId })).resolves.toMatchObject({
      tournament: { id: tour.id, round: 2 },
    });
    await expect(me.replay.get({ gameId: other.gameId })).resolves.toMatchObject({ tournament: null });
  });

  it("says which seat resigned: the game stopped there", async () => {
    const st = await startTable(t().db, { game: "sutda", playerCount: 2, options: { end: "rounds_N", rounds: 1 } });
    await st.callers[1]!.game.resign({ gameId: st.gameId });
    const [item] = (await st.callers[0]!.replay.list({ scope: "mine" })).items;
    expect(item!.players.map((p) => p.out)).toEqual([null, "resigned"]);
  });
});
