// The ready step before a Judge match's first round, on a manual clock started when the match begins: no countdown
// until every player pressed Ready (a bot is always ready), or until the ready time limit; what the live view tells.
import { expect, it } from "vitest";
import { callerFor, createTestUser, testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { advance, settle, startJudge, waitUntil, watchSeat, type JudgeHarness } from "../testing/judge";
import { startTable, tableInput } from "../testing/play";
import { ManualClock } from "./clock";
import { JudgeCoordinator, setJudgeCoordinator } from "./coordinator";
import type { JudgeLiveView } from "./live-view";

const READY_LIMIT_MS = 5_000;

/** A match whose clock reads the real time at its start (the ready limit counts from the game's creation). */
const startNow = (db: JudgeHarness["db"]) =>
  startJudge(db, { clock: new ManualClock(Date.now()), timings: { readyTimeoutMs: READY_LIMIT_MS } });

async function pingBoth(h: JudgeHarness) {
  for (const c of h.callers) await c.judge.ping({ gameId: h.gameId });
  await settle(h.coordinator);
}

const matchRow = (h: JudgeHarness) => h.db.judgeMatch.findUnique({ where: { gameId: h.gameId } });

/** The latest live view seat `seat` got on its stream, once it satisfies `pred`. */
async function viewWhere(views: JudgeLiveView[], pred: (v: JudgeLiveView) => boolean): Promise<JudgeLiveView> {
  await waitUntil(() => views.length > 0 && pred(views.at(-1)!), "the live view");
  return views.at(-1)!;
}

describeWithDatabase("the Judge ready step", (t) => {
  it("runs no countdown until both players pressed Ready, then starts the first one at once", async () => {
    const h = await startNow(t().db);
    const controller = new AbortController();
    const seen = watchSeat(h, 0, controller.signal);
    await pingBoth(h);
    await advance(h.clock, 3_000, h.coordinator);
    await pingBoth(h);
    expect((await matchRow(h))?.countdown ?? 0).toBe(0);
    const waiting = await viewWhere(seen.items, (v) => v.phase === "ready");
    expect(waiting).toMatchObject({ ready: [false, false], round: null, revealAt: null });
    expect(waiting.startsAt).toBe(
      (await h.db.game.findUniqueOrThrow({ where: { id: h.gameId } })).createdAt.getTime() + READY_LIMIT_MS,
    );

    // One Ready is not enough.
    expect(await h.callers[0]!.judge.ready({ gameId: h.gameId })).toEqual({ started: false });
    await settle(h.coordinator);
    expect((await matchRow(h))!.countdown).toBe(0);
    await viewWhere(seen.items, (v) => v.ready?.[0] === true && v.ready[1] === false);
    // Pressing it again changes nothing.
    expect(await h.callers[0]!.judge.ready({ gameId: h.gameId })).toEqual({ started: false });

    const at = h.clock.now();
    expect(await h.callers[1]!.judge.ready({ gameId: h.gameId })).toEqual({ started: true });
    await settle(h.coordinator);
    const row = (await matchRow(h))!;
    expect(row).toMatchObject({ countdown: 1, round: 1 });
    expect(row.revealAt!.getTime()).toBe(at + h.coordinator.timings.countdownMs);
    const counting = await viewWhere(seen.items, (v) => v.phase === "countdown");
    expect(counting).toMatchObject({ ready: null, startsAt: null, round: 1 });
    controller.abort();
    await seen.done;
    await h.coordinator.stop();
  });

  it("starts by itself at the ready time limit when a Ready never comes", async () => {
    const h = await startNow(t().db);
    await pingBoth(h);
    await h.callers[1]!.judge.ready({ gameId: h.gameId });
    const createdAt = (await h.db.game.findUniqueOrThrow({ where: { id: h.gameId } })).createdAt.getTime();
    for (let i = 0; i < 4; i++) {
      await advance(h.clock, 1_000, h.coordinator);
      await pingBoth(h);
    }
    expect(h.clock.now()).toBeLessThan(createdAt + READY_LIMIT_MS);
    expect((await matchRow(h))!.countdown).toBe(0);
    await advance(h.clock, createdAt + READY_LIMIT_MS - h.clock.now(), h.coordinator);
    await pingBoth(h);
    expect(await matchRow(h)).toMatchObject({ countdown: 1, round: 1 });
    await h.coordinator.stop();
  });

  it("is the player's alone against a bot", async () => {
    const { db } = t();
    const me = await createTestUser(db);
    const caller = callerFor(db, me);
    const clock = new ManualClock(Date.now());
    const { tableId } = await caller.table.create(
      tableInput({ game: "judge", timeControl: null, timeoutsBeforeForfeit: null, visibility: "PRIVATE" }),
    );
    const gameId = (await caller.table.fillWithBots({ tableId, level: "heuristic" })).gameId!;
    const coordinator = new JudgeCoordinator({
      db,
      bus: testBus(db),
      clock,
      timings: { readyTimeoutMs: READY_LIMIT_MS },
      ownerId: "owner-ready",
      log: () => {},
    });
    setJudgeCoordinator(coordinator);
    await caller.judge.ping({ gameId });
    await advance(clock, 2_000, coordinator);
    await caller.judge.ping({ gameId });
    await settle(coordinator);
    expect((await db.judgeMatch.findUniqueOrThrow({ where: { gameId } })).countdown).toBe(0);
    expect(await caller.judge.ready({ gameId })).toEqual({ started: true });
    await settle(coordinator);
    expect(await db.judgeMatch.findUniqueOrThrow({ where: { gameId } })).toMatchObject({ countdown: 1, round: 1 });
    await coordinator.stop();
  });

  it("is for the match's players, in a live Judge match only", async () => {
    const h = await startNow(t().db);
    await expect(callerFor(h.db, await createTestUser(h.db)).judge.ready({ gameId: h.gameId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(callerFor(h.db).judge.ready({ gameId: h.gameId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(h.callers[0]!.judge.ready({ gameId: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const sakura = await startTable(h.db, { game: "sakura", playerCount: 2 });
    await expect(sakura.callers[0]!.judge.ready({ gameId: sakura.gameId })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Only Judge matches have a Ready step.",
    });
    expect(await h.db.judgePresence.count({ where: { gameId: sakura.gameId } })).toBe(0);
    await h.callers[0]!.game.resign({ gameId: h.gameId });
    expect((await h.db.game.findUniqueOrThrow({ where: { id: h.gameId } })).status).toBe("FINISHED");
    await expect(h.callers[1]!.judge.ready({ gameId: h.gameId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The match is over.",
    });
    expect(await h.db.judgePresence.count({ where: { gameId: h.gameId, readyAt: { not: null } } })).toBe(0);
    await h.coordinator.stop();
  });
});
