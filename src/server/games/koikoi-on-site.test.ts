// Koi-Koi through everything the site gives a game, by its registry entry alone: the rules and presets the table form
// reads, practice tables against each bot level, the stand-in on a timeout, a tournament, the replay of a finished
// game, and the views, which never show a seat a card it may not see.
import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { replayRecord } from "~/engine/record";
import { runDueJobs } from "../jobs/worker";
import { BOT_THINK_MS } from "../bots/bot-jobs";
import { adminCaller } from "../testing/admin";
import { callerFor, createTestUser, testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { leakedCards, secretCards } from "../testing/hidden";
import { engineStateOf, someLegalMove, startPracticeTable, startTable } from "../testing/play";
import { tournamentInput } from "../testing/tournament-input";
import type { FullReplay } from "../views/replay";
import { gameJobHandlers } from "./job-handlers";
import { submitMove } from "./submit-move";
import { getGameView } from "./watch-game";

const GAME = "koikoi";

describeWithDatabase("Koi-Koi on the site", (t) => {
  it("offers its rules, its standard preset and its summary; admins list its presets", async () => {
    const { db } = t();
    const presets = await callerFor(db).rules.presets({ game: GAME });
    expect(presets[0]).toMatchObject({ slug: "standard", isDefault: true, playersText: "2 players" });
    expect(presets[0]!.description).toMatch(/^Koi-Koi as most Japanese players know it/);
    expect(presets[0]!.rules.map((r) => r.label)).toContain("Bright yaku values");
    await expect(callerFor(db).rules.summary({ game: GAME })).resolves.toMatchObject({
      title: "Koi-Koi",
      minPlayers: 2,
      maxPlayers: 2,
    });
    const { caller } = await adminCaller(db);
    const listed = await caller.admin.presets.list({ game: GAME });
    expect(listed.map((p) => p.slug)).toContain("standard");
  });

  for (const level of ["random", "heuristic", "strong"] as const)
    it(`a practice table against the ${level} bot: the bot answers on the queue`, async () => {
      const { db } = t();
      const bus = testBus(db);
      const me = await createTestUser(db, { displayName: `Practice ${level}` });
      const { table, gameId } = await startPracticeTable(db, me, {
        level,
        input: { game: GAME, options: { rounds: 3 }, visibility: "PRIVATE" },
      });
      expect(table.status).toBe("PLAYING");
      const mySeat = table.mySeat!;
      const botSeat = 1 - mySeat;
      expect(table.seats[botSeat]!.user).toMatchObject({ bot: level });
      const row = () => db.game.findUniqueOrThrow({ where: { id: gameId }, include: { moves: true } });
      const rng = Rng.fromSeed(`practice-${level}`);
      let clock = (await row()).turnStartedAt!.getTime();
      for (let step = 0; step < 40; step++) {
        const g = await row();
        if (g.status !== "ACTIVE" || g.moves.filter((m) => m.seat === botSeat).length >= 2) break;
        if (g.toAct.includes(mySeat)) {
          const v = await getGameView({ db, bus }, me.id, gameId);
          await submitMove(
            { db, bus },
            { gameId, userId: me.id, seq: v.seq, move: someLegalMove(v, rng) },
            new Date(clock),
          );
        } else {
          clock += BOT_THINK_MS;
          expect((await runDueJobs({ db, handlers: gameJobHandlers(bus), now: new Date(clock) })).failed).toBe(0);
        }
      }
      const g = await row();
      expect(g.status !== "ACTIVE" || g.moves.filter((m) => m.seat === botSeat).length >= 2).toBe(true);
    });

  it("the stand-in moves for a seat whose time ran out", async () => {
    const { db } = t();
    const bus = testBus(db);
    const st = await startTable(db, {
      game: GAME,
      playerCount: 2,
      timeControl: { kind: "per_move", seconds: 60 },
      timeoutsBeforeForfeit: 3,
    });
    const row = () =>
      db.game.findUniqueOrThrow({ where: { id: st.gameId }, include: { table: { include: { seats: true } } } });
    const before = await row();
    const late = before.toAct[0]!;
    const due = before.turnStartedAt!.getTime() + 60_000;
    expect((await runDueJobs({ db, handlers: gameJobHandlers(bus), now: new Date(due) })).failed).toBe(0);
    const after = await row();
    expect(after.seq).toBeGreaterThan(before.seq);
    expect(after.table.seats.find((s) => s.seat === late)).toMatchObject({ timeouts: 1, standIn: true });
  });

  it("a tournament of Koi-Koi games can be organised", async () => {
    const { db } = t();
    const organiser = await createTestUser(db);
    const { tournamentId } = await callerFor(db, organiser).tournament.create(tournamentInput({ game: GAME }));
    await expect(callerFor(db, organiser).tournament.get({ tournamentId })).resolves.toMatchObject({
      game: GAME,
    });
  });

  it("a finished game replays from its record, and no view showed a seat a hidden card", async () => {
    const { db } = t();
    const st = await startTable(db, { game: GAME, playerCount: 2, options: { rounds: 3 } });
    const rng = Rng.fromSeed("koikoi-site");
    for (let n = 0; n < 400; n++) {
      const views = await Promise.all(st.callers.map((c) => c.game.view({ gameId: st.gameId })));
      if (views[0]!.status !== "ACTIVE") break;
      const { ruleset, state } = await engineStateOf(db, st.gameId);
      const spectator = ruleset.boardView(ruleset.playerView(state, null)) as Record<string, unknown>;
      views.forEach((v, seat) => {
        const leaks = leakedCards(
          v as unknown as Record<string, unknown>,
          secretCards(ruleset, state, seat),
          spectator,
        );
        expect(leaks, `seat ${seat} at seq ${v.seq}`).toEqual([]);
      });
      const seat = views[0]!.toAct[0]!;
      await st.callers[seat]!.game.move({
        gameId: st.gameId,
        seq: views[seat]!.seq,
        move: someLegalMove(views[seat]!, rng),
      });
    }
    const r = (await st.callers[0]!.replay.get({ gameId: st.gameId })) as FullReplay;
    expect(r).toMatchObject({ kind: "full", game: GAME, gameTitle: "Koi-Koi", status: "FINISHED" });
    const { ruleset, state } = await engineStateOf(db, st.gameId);
    expect(replayRecord(JSON.parse(JSON.stringify(r.record)))).toMatchObject({
      ok: true,
      totals: ruleset.totals(state),
    });
  });
});
