import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { claimDueJobs, completeJob, findJobByKey, listJobs } from "../repositories/jobs";
import { describeWithDatabase, describeWithServerDatabase } from "../testing/database";
import { enqueue } from "./queue";
import type { JobHandlers } from "./types";
import { JobWorker, retryDelayMs, runDueJobs } from "./worker";

const unique = () => randomBytes(4).toString("hex");
// Failures these tests cause on purpose are not news.
const quiet = () => {};
const at = (iso: string) => new Date(iso);

describeWithDatabase("job queue", (t) => {
  it("enqueues once per key and runs a job only when it is due", async () => {
    const { db } = t();
    const kind = `echo-${unique()}`;
    const seen: unknown[] = [];
    const handlers: JobHandlers = { [kind]: async (payload) => void seen.push(payload) };
    const key = `k-${unique()}`;
    expect(await enqueue(db, kind, { n: 1 }, { key, runAt: at("2030-01-01T10:00:00Z") })).toBe(true);
    expect(await enqueue(db, kind, { n: 2 }, { key, runAt: at("2030-01-01T09:00:00Z") })).toBe(false);

    expect(await runDueJobs({ db, handlers, now: at("2030-01-01T09:59:59Z") })).toEqual({
      ran: 0,
      failed: 0,
      rescheduled: 0,
    });
    expect(seen).toEqual([]);
    expect(await runDueJobs({ db, handlers, now: at("2030-01-01T10:00:00Z") })).toMatchObject({ ran: 1 });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await findJobByKey(db, key)).toMatchObject({ status: "DONE", attempts: 1, lockedBy: null });
    // Done means done: the same instant again runs nothing, and the key still refuses a copy.
    expect(await runDueJobs({ db, handlers, now: at("2030-01-01T10:00:00Z") })).toMatchObject({ ran: 0 });
    expect(await enqueue(db, kind, { n: 3 }, { key })).toBe(false);
  });

  it("retries a failing handler with backoff and gives up after maxAttempts", async () => {
    const { db } = t();
    const kind = `flaky-${unique()}`;
    let calls = 0;
    const handlers: JobHandlers = {
      [kind]: async () => {
        calls++;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
    };
    const key = `k-${unique()}`;
    const t0 = at("2030-02-01T00:00:00Z");
    await enqueue(db, kind, {}, { key, runAt: t0, maxAttempts: 5 });
    expect(await runDueJobs({ db, handlers, now: t0, log: quiet })).toMatchObject({ failed: 1 });
    let job = await findJobByKey(db, key);
    expect(job).toMatchObject({ status: "PENDING", attempts: 1, lastError: "Error: boom 1" });
    expect(job!.runAt.getTime() - t0.getTime()).toBe(retryDelayMs(1));
    // Not before the backoff…
    expect(await runDueJobs({ db, handlers, now: new Date(t0.getTime() + retryDelayMs(1) - 1) })).toMatchObject({
      failed: 0,
      ran: 0,
    });
    const t1 = new Date(t0.getTime() + retryDelayMs(1));
    expect(await runDueJobs({ db, handlers, now: t1, log: quiet })).toMatchObject({ failed: 1 });
    job = await findJobByKey(db, key);
    expect(job!.runAt.getTime() - t1.getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(await runDueJobs({ db, handlers, now: job!.runAt })).toMatchObject({ ran: 1 });
    expect(await findJobByKey(db, key)).toMatchObject({ status: "DONE", attempts: 3 });

    const hopeless = `k-${unique()}`;
    const failing: JobHandlers = { [kind]: async () => Promise.reject(new Error("never")) };
    await enqueue(db, kind, {}, { key: hopeless, runAt: t0, maxAttempts: 2 });
    await runDueJobs({ db, handlers: failing, now: t0, log: quiet });
    await runDueJobs({ db, handlers: failing, now: new Date(t0.getTime() + 3_600_000), log: quiet });
    expect(await findJobByKey(db, hopeless)).toMatchObject({
      status: "FAILED",
      attempts: 2,
      lastError: "Error: never",
    });
  });

  it("fails a job of an unknown kind (no handler) with a clear error, and reschedules on request without using an attempt", async () => {
    const { db } = t();
    const key = `k-${unique()}`;
    const now = at("2030-03-01T00:00:00Z");
    await enqueue(db, `nobody-${unique()}`, {}, { key, runAt: now, maxAttempts: 1 });
    await runDueJobs({ db, handlers: {}, now, log: quiet });
    expect((await findJobByKey(db, key))?.lastError).toMatch(/no handler for jobs of kind "nobody-/);

    const kind = `later-${unique()}`;
    const again = `k-${unique()}`;
    let runs = 0;
    const later = new Date(now.getTime() + 5000);
    const handlers: JobHandlers = { [kind]: async () => (++runs === 1 ? { retryAt: later } : undefined) };
    await enqueue(db, kind, {}, { key: again, runAt: now });
    expect(await runDueJobs({ db, handlers, now })).toMatchObject({ rescheduled: 1 });
    expect(await findJobByKey(db, again)).toMatchObject({ status: "PENDING", attempts: 0, runAt: later });
    expect(await runDueJobs({ db, handlers, now: later })).toMatchObject({ ran: 1 });
    expect(runs).toBe(2);
  });

  it("survives a crashed worker: the claimed job runs again once its lock expires, and the dead worker cannot complete it", async () => {
    const { db } = t();
    const kind = `crash-${unique()}`;
    const key = `k-${unique()}`;
    const now = at("2030-04-01T00:00:00Z");
    await enqueue(db, kind, { x: 1 }, { key, runAt: now });
    // A worker claims it and dies before finishing (nothing else happens on its side).
    const claimed = await claimDueJobs(db, {
      workerId: "crashed-worker",
      now,
      lockUntil: new Date(now.getTime() + 60_000),
      limit: 100,
    });
    expect(claimed.map((j) => j.key)).toContain(key);
    const runs: unknown[] = [];
    const handlers: JobHandlers = { [kind]: async (p) => void runs.push(p) };
    // While the lock holds, nobody else takes it.
    expect(await runDueJobs({ db, handlers, now: new Date(now.getTime() + 59_999) })).toMatchObject({ ran: 0 });
    expect(runs).toEqual([]);
    // A new process (after a restart) takes it over when the lock has expired.
    expect(
      await runDueJobs({ db, handlers, now: new Date(now.getTime() + 60_000), workerId: "restarted" }),
    ).toMatchObject({ ran: 1 });
    expect(runs).toEqual([{ x: 1 }]);
    expect(await findJobByKey(db, key)).toMatchObject({ status: "DONE", attempts: 2 });
    const id = claimed.find((j) => j.key === key)!.id;
    expect(await completeJob(db, id, "crashed-worker", now)).toBe(false);

    // With no attempts left, an abandoned job is marked FAILED instead of running a third time.
    const last = `k-${unique()}`;
    await enqueue(db, kind, {}, { key: last, runAt: now, maxAttempts: 1 });
    await claimDueJobs(db, { workerId: "crashed-again", now, lockUntil: new Date(now.getTime() + 1000), limit: 100 });
    await runDueJobs({ db, handlers, now: new Date(now.getTime() + 1000) });
    expect(await findJobByKey(db, last)).toMatchObject({
      status: "FAILED",
      lastError: expect.stringMatching(/lock expired/),
    });
  });

  it("a sole worker (embedded database) takes back at start the jobs an earlier, dead process still held", async () => {
    const { db } = t();
    const kind = `sole-${unique()}`;
    const key = `k-${unique()}`;
    const spent = `k-${unique()}`;
    const now = new Date();
    await enqueue(db, kind, { id: "held" }, { key, runAt: now });
    await enqueue(db, kind, { id: "spent" }, { key: spent, runAt: now, maxAttempts: 1 });
    // The earlier process claimed both for a minute and died.
    await claimDueJobs(db, { workerId: "dead-process", now, lockUntil: new Date(now.getTime() + 60_000), limit: 100 });
    const done: string[] = [];
    const worker = new JobWorker({
      db,
      handlers: { [kind]: async (p) => void done.push((p as { id: string }).id) },
      pollMs: 50,
      soleWorker: true,
      log: quiet,
    });
    worker.start();
    try {
      const deadline = Date.now() + 10_000;
      while (done.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await worker.stop();
    }
    // At once, not after the minute: the held job ran again; the one with no attempts left was not run a second time.
    expect(done).toEqual(["held"]);
    expect(await findJobByKey(db, key)).toMatchObject({ status: "DONE", attempts: 2 });
    expect(await findJobByKey(db, spent)).toMatchObject({ status: "RUNNING", lockedBy: "dead-process" });
  });

  it("JobWorker runs jobs on the real clock, wakes on kick(), and stops cleanly", async () => {
    const { db } = t();
    const kind = `live-${unique()}`;
    const done: string[] = [];
    const worker = new JobWorker({
      db,
      handlers: { [kind]: async (p) => void done.push((p as { id: string }).id) },
      pollMs: 50,
    });
    worker.start();
    try {
      await enqueue(db, kind, { id: "a" });
      worker.kick();
      await enqueue(db, kind, { id: "b" }, { runAt: new Date(Date.now() + 200) });
      const deadline = Date.now() + 10_000;
      while (done.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(done).toEqual(["a", "b"]);
    } finally {
      await worker.stop();
    }
    // After stop() nothing runs any more.
    await enqueue(db, kind, { id: "c" });
    await new Promise((r) => setTimeout(r, 150));
    expect(done).toEqual(["a", "b"]);
    expect((await listJobs(db, { kind, status: "PENDING" })).length).toBe(1);
  });
});

describeWithServerDatabase("job queue with real concurrency", (t) => {
  it("two workers racing over 60 jobs run each exactly once", async () => {
    const { db } = t();
    const kind = `race-${unique()}`;
    const now = at("2030-05-01T00:00:00Z");
    for (let i = 0; i < 60; i++) await enqueue(db, kind, { i }, { key: `${kind}-${i}`, runAt: now });
    const runs = new Map<number, string[]>();
    const handlerFor = (worker: string): JobHandlers => ({
      [kind]: async (p) => {
        const i = (p as { i: number }).i;
        runs.set(i, [...(runs.get(i) ?? []), worker]);
        await new Promise((r) => setTimeout(r, Math.random() * 5));
      },
    });
    const [a, b] = await Promise.all([
      runDueJobs({ db, handlers: handlerFor("A"), now, workerId: "A", batchSize: 3 }),
      runDueJobs({ db, handlers: handlerFor("B"), now, workerId: "B", batchSize: 3 }),
    ]);
    expect(a.ran + b.ran).toBe(60);
    expect(a.ran).toBeGreaterThan(0);
    expect(b.ran).toBeGreaterThan(0);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    for (const workers of runs.values()) expect(workers).toHaveLength(1);
    expect((await listJobs(db, { kind })).every((j) => j.status === "DONE" && j.attempts === 1)).toBe(true);
  });
});
