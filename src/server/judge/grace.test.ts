// The grace period of a player who leaves a live Judge match (closes the page, or hides it: judge.ping with `away`),
// with short configurable durations: the match pauses, the opponent's view counts the time down, a return within the
// grace resumes the match, a player still away when it ends forfeits.
import { expect, it } from "vitest";
import { runDueJobs } from "../jobs/worker";
import { describeWithDatabase } from "../testing/database";
import type { Db } from "../db/client";
import { advance, matchRow, settle, startJudge, waitUntil, watchSeat, type JudgeHarness } from "../testing/judge";
import { judgeJobHandlers } from "./absence";
import type { JudgeLiveView } from "./live-view";

const GRACE_MS = 4_000;
const TTL_MS = 3_000;

/** The match's forfeit jobs (the embedded database is shared by this file's tests). */
const absentJobs = async (h: JudgeHarness) =>
  (await h.db.job.findMany({ where: { kind: "judge.absent" } })).filter(
    (j) => (j.payload as { gameId: string }).gameId === h.gameId,
  );
/** A live match with the short grace and presence durations. */
const startGraceMatch = (db: Db) => startJudge(db, { timings: { absentForfeitMs: GRACE_MS, presenceTtlMs: TTL_MS } });
const status = async (h: JudgeHarness) => (await h.callers[0]!.game.view({ gameId: h.gameId })).status;

async function ping(h: JudgeHarness, seats: number[], away = false) {
  for (const s of seats) await h.callers[s]!.judge.ping({ gameId: h.gameId, away });
  await settle(h.coordinator);
}

/** Plays the clock on by `ms`, seat 0 keeping its heartbeat up (and seat 1 too unless it is away). */
async function wait(h: JudgeHarness, ms: number, seats: number[]) {
  for (let t = 0; t < ms; t += 500) {
    await ping(h, seats);
    await advance(h.clock, Math.min(500, ms - t), h.coordinator);
  }
}

describeWithDatabase("the Judge grace period", (t) => {
  it("a hidden page pauses the match; back within the grace, the match resumes and nobody forfeits", async () => {
    const h = await startGraceMatch(t().db);
    const controller = new AbortController();
    const seen = watchSeat(h, 0, controller.signal);
    await ping(h, [0, 1]);
    expect((await matchRow(h)).round).toBe(1);
    // Seat 1's page is hidden during the countdown: it is away at once, the countdown is called off.
    const leftAt = h.clock.now();
    await ping(h, [1], true);
    await advance(h.clock, 100, h.coordinator);
    expect(await matchRow(h)).toMatchObject({ round: null });
    await waitUntil(() => seen.items.at(-1)?.phase === "paused", "the paused view");
    const paused = seen.items.at(-1) as JudgeLiveView;
    expect(paused.present).toEqual([true, false]);
    expect(paused.absentForfeitAt).toBe(leftAt + GRACE_MS - 1);
    expect(paused.awayLimitMs).toBe(GRACE_MS);

    // Away for most of the grace: the forfeit job, run when due, finds seat 1 back and does nothing.
    await wait(h, GRACE_MS - 1_000, [0]);
    expect(await matchRow(h)).toMatchObject({ round: null });
    await ping(h, [0, 1]);
    const due = Math.max(...(await absentJobs(h)).map((j) => j.runAt.getTime()));
    expect(due).toBe(leftAt + GRACE_MS - 1);
    await runDueJobs({ db: h.db, handlers: judgeJobHandlers(h.bus, h.coordinator.timings), now: new Date(due + 1) });
    expect(await status(h)).toBe("ACTIVE");
    // The match resumes with round 1 from a new countdown.
    expect(await matchRow(h)).toMatchObject({ round: 1, countdown: 2 });
    controller.abort();
    await seen.done;
    await h.coordinator.stop();
  });

  it("a player whose stream closed and who stays away past the grace forfeits, not before", async () => {
    const h = await startGraceMatch(t().db);
    const controller = new AbortController();
    const stream = watchSeat(h, 1, controller.signal);
    await ping(h, [0, 1]);
    // Seat 1 closes the page: its stream ends.
    controller.abort();
    await stream.done;
    const leftAt = h.clock.now();
    await wait(h, 1_000, [0]);
    const handlers = judgeJobHandlers(h.bus, h.coordinator.timings);
    expect(Math.max(...(await absentJobs(h)).map((j) => j.runAt.getTime()))).toBe(leftAt + GRACE_MS - 1);
    // Inside the grace the job waits.
    await runDueJobs({ db: h.db, handlers, now: new Date(leftAt + GRACE_MS - 500) });
    expect(await status(h)).toBe("ACTIVE");
    await wait(h, GRACE_MS, [0]);
    await runDueJobs({ db: h.db, handlers, now: new Date(h.clock.now()) });
    expect(await h.callers[0]!.game.view({ gameId: h.gameId })).toMatchObject({
      status: "FINISHED",
      endReason: "forfeit",
      winner: 0,
    });
    await h.coordinator.stop();
  });
});
