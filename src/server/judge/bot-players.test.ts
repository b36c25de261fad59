// A Judge bot in a live match (practice table): present without pinging, acting after each reveal with its drawn
// reaction time through the same action path as a player, never before the reveal.
import { expect, it } from "vitest";
import { HEURISTIC_REACTION } from "~/engine/judge/bot/reaction";
import { callerFor, createTestUser, testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { tableInput } from "../testing/play";
import { advance, settle } from "../testing/judge";
import { ManualClock } from "./clock";
import { JudgeCoordinator, setJudgeCoordinator } from "./coordinator";

describeWithDatabase("a Judge bot in a live match", (t) => {
  it("is present, acts once per round after the reveal with a heuristic reaction time, and its rounds are stored", async () => {
    const { db } = t();
    const me = await createTestUser(db, { displayName: "Judge practice" });
    const caller = callerFor(db, me);
    const { tableId } = await caller.table.create(
      tableInput({ game: "judge", timeControl: null, timeoutsBeforeForfeit: null, visibility: "PRIVATE" }),
    );
    const table = await caller.table.fillWithBots({ tableId, level: "heuristic" });
    const gameId = table.gameId!;
    const botSeat = 1 - table.mySeat!;
    expect(table.seats[botSeat]!.user).toMatchObject({ bot: "heuristic" });

    const clock = new ManualClock();
    const coordinator = new JudgeCoordinator({ db, bus: testBus(db), clock, ownerId: "owner-bot", log: () => {} });
    setJudgeCoordinator(coordinator);
    const { pauseMs } = coordinator.timings;
    // Only the person pings; the bot counts as present, so the first countdown starts.
    await caller.judge.ping({ gameId });
    await settle(coordinator);
    await advance(clock, 100, coordinator);
    const row = await db.judgeMatch.findUniqueOrThrow({ where: { gameId } });
    expect(row.round).toBe(1);

    for (let round = 1; round <= 3; round++) {
      await caller.judge.ping({ gameId });
      const r = await db.judgeMatch.findUniqueOrThrow({ where: { gameId } });
      expect(r.round).toBe(round);
      // Up to the reveal: no action of the bot.
      await advance(clock, r.revealAt!.getTime() - clock.now(), coordinator);
      expect(await db.judgeAction.count({ where: { gameId, countdown: r.countdown } })).toBe(0);
      // The window (1500 ms) passes: the bot acted once, inside its reaction range, and the round was stored.
      await advance(clock, 1600, coordinator);
      const acts = await db.judgeAction.findMany({ where: { gameId, countdown: r.countdown } });
      expect(acts).toHaveLength(1);
      expect(acts[0]).toMatchObject({ seat: botSeat, falseStart: false });
      expect(acts[0]!.receivedMs).toBeGreaterThanOrEqual(HEURISTIC_REACTION.minMs);
      expect(acts[0]!.receivedMs).toBeLessThanOrEqual(HEURISTIC_REACTION.maxMs);
      expect(await db.move.count({ where: { gameId } })).toBe(round);
      await advance(clock, pauseMs + 50, coordinator);
    }
    await coordinator.stop();
  });
});
