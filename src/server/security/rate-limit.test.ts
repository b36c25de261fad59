import { expect, it } from "vitest";
import { describeWithDatabase } from "../testing/database";
import { enforceRateLimit, moveLimit, PRUNE_EVERY_MS } from "./rate-limit";

describeWithDatabase("rate-limit counters", (t) => {
  it("deletes day-old windows at most once a minute per process, not at every user's first request of a window", async () => {
    const { db } = t();
    // A time of our own, far from the real clock, so this file's other requests do not decide when pruning is due.
    const t0 = Date.now() + 10 * 24 * 3_600_000;
    const old = (key: string) =>
      db.rateLimitCounter.create({
        data: { bucket: "move", key, windowStart: new Date(t0 - 2 * 24 * 3_600_000), count: 5 },
      });
    const left = () =>
      db.rateLimitCounter.count({
        where: { key: { in: ["gone-1", "kept"] }, windowStart: { lt: new Date(t0 - 24 * 3_600_000) } },
      });

    await old("gone-1");
    await enforceRateLimit(db, moveLimit(), "prune-user-1", new Date(t0));
    expect(await left()).toBe(0);

    // Other players' first moves of the window, within the minute: no DELETE each time.
    await old("kept");
    for (let i = 2; i <= 5; i++) await enforceRateLimit(db, moveLimit(), `prune-user-${i}`, new Date(t0 + 1000 * i));
    expect(await left()).toBe(1);

    await enforceRateLimit(db, moveLimit(), "prune-user-6", new Date(t0 + PRUNE_EVERY_MS + 1));
    expect(await left()).toBe(0);
    // The recent windows stay.
    expect(await db.rateLimitCounter.count({ where: { key: { startsWith: "prune-user-" } } })).toBe(6);
  });
});
