import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { runDueJobs } from "../jobs/worker";
import { gameJobHandlers } from "../games/job-handlers";
import { submitMove } from "../games/submit-move";
import { getGameView } from "../games/watch-game";
import { callerFor, createTestUser, testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { engineStateOf, someLegalMove, startPracticeTable, tableInput } from "../testing/play";
import { BOT_THINK_MS } from "./bot-jobs";

describeWithDatabase("practice tables: bots fill the empty seats and move on the job queue", (t) => {
  async function practice(
    game: "sakura" | "sutda",
    playerCount: number,
    level: "random" | "heuristic" | "strong",
    options: Record<string, string | number>,
  ) {
    const { db } = t();
    const ctx = { db, bus: testBus(db) };
    const me = await createTestUser(db, { displayName: "Practising player" });
    const caller = callerFor(db, me);
    // A game a dealt-hand win ended at once was dealt again at a new table, as a player would: nobody moved in it.
    const { table, redealt } = await startPracticeTable(db, me, {
      level,
      input: { game, playerCount, options, visibility: "PRIVATE" },
    });
    for (const over of redealt)
      expect((await db.game.findUniqueOrThrow({ where: { id: over }, include: { moves: true } })).moves).toEqual([]);
    expect(table.status).toBe("PLAYING");
    const gameId = table.gameId!;
    const row = () =>
      db.game.findUniqueOrThrow({ where: { id: gameId }, include: { moves: { orderBy: { seq: "asc" } } } });
    const t0 = (await row()).turnStartedAt!.getTime();
    const mySeat = table.mySeat!;
    return { db, ctx, me, caller, table, gameId, row, t0, mySeat, redealt };
  }

  /** The worker runs every second of the test clock; the player answers with a random legal move when it is their turn. */
  async function playToTheEnd(p: Awaited<ReturnType<typeof practice>>, maxSteps: number) {
    const rng = Rng.fromSeed("practice-player");
    const handlers = gameJobHandlers(p.ctx.bus);
    let clock = p.t0;
    for (let step = 0; step < maxSteps; step++) {
      const g = await p.row();
      if (g.status !== "ACTIVE") return step;
      if (g.toAct.includes(p.mySeat)) {
        const v = await getGameView(p.ctx, p.me.id, p.gameId);
        await submitMove(
          p.ctx,
          { gameId: p.gameId, userId: p.me.id, seq: v.seq, move: someLegalMove(v, rng) },
          new Date(clock),
        );
      } else {
        clock += BOT_THINK_MS;
        const r = await runDueJobs({ db: p.db, handlers, now: new Date(clock) });
        expect(r.failed).toBe(0);
      }
    }
    throw new Error(`the game did not end in ${maxSteps} steps`);
  }

  it("a 2-player Sakura game against a heuristic bot: the bot answers on the queue, as its own seat, to the end", async () => {
    const p = await practice("sakura", 2, "heuristic", { rounds: 1 });
    const botSeat = 1 - p.mySeat;
    const bot = p.table.seats[botSeat]!.user!;
    expect(bot).toMatchObject({ bot: "heuristic", displayName: expect.stringMatching(/ \(Steady\)$/) });
    // Bots cannot sign in: no password.
    expect((await p.db.user.findUniqueOrThrow({ where: { id: bot.id } })).passwordHash).toBeNull();

    // Nothing moves for the bot inside the request, nor before its thinking beat.
    const g0 = await p.row();
    expect(g0.moves).toEqual([]);
    if (g0.toAct.includes(botSeat)) {
      await runDueJobs({ db: p.db, handlers: gameJobHandlers(p.ctx.bus), now: new Date(p.t0 + BOT_THINK_MS - 100) });
      expect((await p.row()).moves).toEqual([]);
    }

    await playToTheEnd(p, 400);
    const g = await p.row();
    expect(g.status).toBe("FINISHED");
    const botMoves = g.moves.filter((m) => m.seat === botSeat);
    expect(botMoves.length).toBeGreaterThan(3);
    expect(g.moves.every((m) => !m.byStandIn)).toBe(true);
    // The stored moves fold to the same finished game (every bot move was legal for its seat).
    const engine = await engineStateOf(p.db, p.gameId);
    expect(engine.ruleset.phase(engine.state)).toBe("game-over");
    // Results for both seats; notifications for the person only.
    expect(await p.db.matchResult.count({ where: { gameId: p.gameId } })).toBe(2);
    expect(await p.db.notification.count({ where: { userId: bot.id } })).toBe(0);
    // One "game over" per finished game: this one and any a dealt-hand win ended before it was dealt again.
    expect(await p.db.notification.count({ where: { userId: p.me.id, kind: "game_finished" } })).toBe(
      1 + p.redealt.length,
    );
  });

  it("a 3-player Sutda game with two strong bots reaches its end", async () => {
    const p = await practice("sutda", 3, "strong", { end: "rounds_N", rounds: 2 });
    const bots = p.table.seats.filter((s) => s.seat !== p.mySeat).map((s) => s.user!);
    expect(bots.map((b) => b.bot)).toEqual(["strong", "strong"]);
    expect(new Set(bots.map((b) => b.id)).size).toBe(2);
    await playToTheEnd(p, 600);
    const g = await p.row();
    expect(g.status).toBe("FINISHED");
    expect(new Set(g.moves.map((m) => m.seat)).size).toBe(3);
    expect(await p.db.matchResult.count({ where: { gameId: p.gameId } })).toBe(3);
  });

  it("refuses strangers and started tables, changing nothing", async () => {
    const { db } = t();
    const owner = await createTestUser(db, { displayName: "Owner" });
    const stranger = await createTestUser(db, { displayName: "Stranger" });
    const { tableId } = await callerFor(db, owner).table.create(tableInput());
    await expect(callerFor(db, stranger).table.fillWithBots({ tableId, level: "random" })).rejects.toThrow(
      /Only a player seated at this table/,
    );
    expect((await callerFor(db, owner).table.get({ tableId })).status).toBe("OPEN");
    await callerFor(db, owner).table.fillWithBots({ tableId, level: "random" });
    await expect(callerFor(db, owner).table.fillWithBots({ tableId, level: "random" })).rejects.toThrow(
      /already started/,
    );
  });
});
