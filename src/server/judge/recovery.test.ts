// The live Judge coordinator across failures and policies: a restart in the middle of a round (voided, replayed from a
// new countdown, stored once), two coordinators racing for one match, inactivity and absence forfeits, the pause.
import { expect, it } from "vitest";
import { runDueJobs } from "../jobs/worker";
import { describeWithDatabase, describeWithServerDatabase } from "../testing/database";
import { judgeJobHandlers } from "./absence";
import { renewJudgeLease, scheduleJudgeCountdown } from "../repositories/judge-matches";
import { JudgeCoordinator, setJudgeCoordinator } from "./coordinator";
import {
  advance,
  currentRound,
  judgeState,
  matchRow,
  month,
  moveRows,
  seedWhere,
  settle,
  startJudge,
  type JudgeHarness,
} from "../testing/judge";

async function ping(h: JudgeHarness, seats: number[] = [0, 1]) {
  for (const s of seats) await h.callers[s]!.judge.ping({ gameId: h.gameId });
}

describeWithDatabase("judge coordinator: restarts and policies", (t) => {
  it("after a restart the round in play is voided and replayed from a new countdown, and stored exactly once", async () => {
    const h = await startJudge(t().db, { seed: seedWhere((p) => month(p[0]) !== month(p[1])) });
    await ping(h);
    await settle(h.coordinator);
    const first = await matchRow(h);
    const { later } = currentRound((await judgeState(h.db, h.gameId)).state);
    // Revealed; the earlier month defends (the outcome is not fixed yet), then the owning process dies.
    await advance(h.clock, first.revealAt!.getTime() - h.clock.now() + 300, h.coordinator);
    await h.callers[1 - later!]!.judge.act({ gameId: h.gameId, round: 1, act: "defend" });
    await h.coordinator.kill();

    // The restarted process (a new coordinator) cannot take the match while the dead one's lease holds; the players'
    // heartbeats bring it in once the lease has lapsed.
    const b = new JudgeCoordinator({ db: h.db, bus: h.bus, clock: h.clock, ownerId: "owner-B", log: () => {} });
    setJudgeCoordinator(b);
    expect(await b.ensure(h.gameId, true)).toBe(false);
    await ping(h);
    await settle(b);
    expect(b.owns(h.gameId)).toBe(false);
    h.clock.advance(h.coordinator.timings.leaseMs + 1);
    await ping(h);
    await settle(b);
    expect(b.owns(h.gameId)).toBe(true);
    // Round 1 again, from a new countdown; the voided countdown's action does not count.
    const again = await matchRow(h);
    expect(again).toMatchObject({ ownerId: "owner-B", round: 1, countdown: first.countdown + 1 });
    expect(await moveRows(h)).toHaveLength(0);
    await expect(
      h.callers[1 - later!]!.judge.act({ gameId: h.gameId, round: 1, act: "defend" }),
    ).resolves.toMatchObject({ status: "false-start" });
    await advance(h.clock, again.revealAt!.getTime() - h.clock.now() + 200, b);
    await h.callers[later!]!.judge.act({ gameId: h.gameId, round: 1, act: "hit" });
    await settle(b);
    const moves = await moveRows(h);
    expect(moves).toHaveLength(1);
    expect(moves[0]!.payload).toEqual({ round: 1, actions: [{ seat: later, act: "hit", ms: 200 }] });
    // The old owner's lease is gone: its writes are refused.
    expect(
      await scheduleJudgeCountdown(
        h.db,
        h.gameId,
        "owner-A",
        new Date(h.clock.now()),
        2,
        new Date(h.clock.now() + 1000),
      ),
    ).toBeNull();
    expect(
      await renewJudgeLease(h.db, h.gameId, "owner-A", new Date(h.clock.now()), new Date(h.clock.now() + 1000)),
    ).toBe(false);
    await b.stop();
  });

  it("a player who lets K = 5 rounds pass without acting forfeits; the other wins", async () => {
    const h = await startJudge(t().db, { options: { window_ms: 1000 } });
    await ping(h);
    await settle(h.coordinator);
    for (let round = 1; round <= 5; round++) {
      const row = await matchRow(h);
      expect(row.round).toBe(round);
      await advance(h.clock, row.revealAt!.getTime() - h.clock.now() + 100, h.coordinator);
      // Seat 0 defends (never decides the round on its own), seat 1 does nothing: every window runs out.
      await h.callers[0]!.judge.act({ gameId: h.gameId, round, act: "defend" });
      await advance(h.clock, 1800 + 150, h.coordinator);
      expect((await moveRows(h)).length).toBe(round);
      if (round < 5) {
        expect((await matchRow(h)).idleRounds).toEqual([0, round]);
        await ping(h);
        await advance(h.clock, h.coordinator.timings.pauseMs, h.coordinator);
      }
    }
    const view = await h.callers[0]!.game.view({ gameId: h.gameId });
    expect(view).toMatchObject({ status: "FINISHED", endReason: "forfeit", winner: 0 });
    expect(view.players.map((p) => p.forfeited)).toEqual([false, true]);
    expect(h.coordinator.owns(h.gameId)).toBe(false);
    await h.coordinator.stop();
  });

  it("pauses while a player is away (a countdown is called off), and forfeits the absent one after the absence limit", async () => {
    const h = await startJudge(t().db);
    await ping(h);
    await settle(h.coordinator);
    const row = await matchRow(h);
    expect(row.round).toBe(1);
    // Seat 1 stops sending heartbeats; seat 0 keeps them up.
    const ttl = h.coordinator.timings.presenceTtlMs;
    for (let i = 0; i < ttl / 1000 + 1; i++) {
      await ping(h, [0]);
      await advance(h.clock, 1000, h.coordinator);
    }
    // The round was played (the countdown was under way), then no countdown while seat 1 is away.
    const paused = await matchRow(h);
    expect(paused.round).toBeNull();
    const movesBefore = (await moveRows(h)).length;
    const jobs = await h.db.job.findMany({
      where: { kind: "judge.absent", payload: { path: ["gameId"], equals: h.gameId } },
    });
    expect(jobs.map((j) => (j.payload as { seat: number }).seat)).toContain(1);
    // Before the limit the job does nothing; after it, seat 1 forfeits.
    const handlers = judgeJobHandlers(h.bus);
    await runDueJobs({ db: h.db, handlers, now: new Date(h.clock.now()) });
    expect((await h.callers[0]!.game.view({ gameId: h.gameId })).status).toBe("ACTIVE");
    const due = Math.max(...jobs.map((j) => j.runAt.getTime()));
    await ping(h, [0]);
    h.clock.advanceTo(due);
    await ping(h, [0]);
    await runDueJobs({ db: h.db, handlers, now: new Date(due) });
    const view = await h.callers[0]!.game.view({ gameId: h.gameId });
    expect(view).toMatchObject({ status: "FINISHED", endReason: "forfeit", winner: 0 });
    expect((await moveRows(h)).length).toBe(movesBefore + 1);
    await h.coordinator.stop();
  });

  it("calls off a countdown when a player leaves during it, and does not forfeit anyone when both are away", async () => {
    const h = await startJudge(t().db);
    await ping(h);
    await settle(h.coordinator);
    expect((await matchRow(h)).round).toBe(1);
    // Seat 1 closes the page (its stream's end dates its presence back): the countdown is voided at the next step.
    await h.db.judgePresence.update({
      where: { gameId_seat: { gameId: h.gameId, seat: 1 } },
      data: { lastSeenAt: new Date(h.clock.now() - 60_000) },
    });
    await advance(h.clock, h.coordinator.timings.renewMs, h.coordinator);
    expect(await matchRow(h)).toMatchObject({ round: null });
    expect(await moveRows(h)).toHaveLength(0);
    // Seat 0 leaves too: the coordinator lets the match go; the absence job finds nobody waiting.
    h.clock.advance(h.coordinator.timings.presenceTtlMs + 1);
    await advance(h.clock, 1000, h.coordinator);
    expect(h.coordinator.owns(h.gameId)).toBe(false);
    const handlers = judgeJobHandlers(h.bus);
    await runDueJobs({ db: h.db, handlers, now: new Date(h.clock.now() + 10 * 60_000) });
    expect((await h.callers[0]!.game.view({ gameId: h.gameId })).status).toBe("ACTIVE");
    // Both come back: the match resumes with round 1.
    await ping(h);
    await settle(h.coordinator);
    expect(await matchRow(h)).toMatchObject({ round: 1 });
    await h.coordinator.stop();
  });
});

describeWithServerDatabase("judge coordinators racing", (t) => {
  it("two coordinators on one database: only one runs the match, every round is stored once", async () => {
    const h = await startJudge(t().db, { options: { window_ms: 1000 } });
    const b = new JudgeCoordinator({ db: h.db, bus: h.bus, clock: h.clock, ownerId: "owner-B", log: () => {} });
    await ping(h);
    const won = await Promise.all([
      h.coordinator.ensure(h.gameId, true),
      b.ensure(h.gameId, true),
      h.coordinator.ensure(h.gameId, true),
      b.ensure(h.gameId, true),
    ]);
    expect(won.filter(Boolean).length).toBeGreaterThan(0);
    expect([h.coordinator.owns(h.gameId), b.owns(h.gameId)].filter(Boolean)).toHaveLength(1);
    const owner = h.coordinator.owns(h.gameId) ? h.coordinator : b;
    const other = owner === b ? h.coordinator : b;
    for (let round = 1; round <= 4; round++) {
      await ping(h);
      expect(await other.ensure(h.gameId, true)).toBe(false);
      await advance(h.clock, 1800 + 1000 + 200 + 1200, owner, other);
    }
    const moves = await moveRows(h);
    expect(moves.map((m) => (m.payload as { round: number }).round)).toEqual(moves.map((_, i) => i + 1));
    expect(moves.length).toBeGreaterThanOrEqual(3);
    expect(other.owns(h.gameId)).toBe(false);
    await owner.stop();
    await other.stop();
  });
});
