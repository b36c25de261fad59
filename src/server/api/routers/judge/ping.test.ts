import { afterEach, expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { settle, startJudge } from "../../../testing/judge";
import { startTable } from "../../../testing/play";
import { startOfAWindowWithRoom } from "../../../testing/rate-window";
import { pingLimit } from "../../../security/rate-limit";

describeWithDatabase("judge.ping", (t) => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_PINGS_PER_MINUTE;
  });

  it("answers with the server's receive and send times, keeps the player present and smooths the one-way delay", async () => {
    const h = await startJudge(t().db);
    const now = h.clock.now();
    expect(await h.callers[1]!.judge.ping({ gameId: h.gameId })).toEqual({ receivedAt: now, sentAt: now, owdMs: null });
    expect(await h.callers[1]!.judge.ping({ gameId: h.gameId, rttMs: 60 })).toMatchObject({ owdMs: 30 });
    expect((await h.callers[1]!.judge.ping({ gameId: h.gameId, rttMs: 140 })).owdMs).toBeCloseTo(
      30 + 0.125 * (70 - 30),
    );
    const row = await h.db.judgePresence.findUniqueOrThrow({ where: { gameId_seat: { gameId: h.gameId, seat: 1 } } });
    expect(row.lastSeenAt!.getTime()).toBe(now);
    expect(row.owdMs).toBeCloseTo(35);
    // The heartbeat brought a coordinator to the match.
    await settle(h.coordinator);
    expect(h.coordinator.owns(h.gameId)).toBe(true);
    await h.coordinator.stop();
  });

  it("is for the match's players only, and refuses bad samples", async () => {
    const h = await startJudge(t().db);
    const stranger = callerFor(h.db, await createTestUser(h.db));
    await expect(stranger.judge.ping({ gameId: h.gameId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(h.db).judge.ping({ gameId: h.gameId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(h.callers[0]!.judge.ping({ gameId: h.gameId, rttMs: -5 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(h.callers[0]!.judge.ping({ gameId: h.gameId, rttMs: Number.POSITIVE_INFINITY })).rejects.toMatchObject(
      { code: "BAD_REQUEST" },
    );
    const sakura = await startTable(h.db, { game: "sakura", playerCount: 2 });
    await expect(sakura.callers[0]!.judge.ping({ gameId: sakura.gameId })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await h.db.judgeMatch.count({ where: { gameId: sakura.gameId } })).toBe(0);
    await h.coordinator.stop();
  });

  it("is rate-limited per user, with a clear error and no change to the player's presence", async () => {
    process.env.RATE_LIMIT_PINGS_PER_MINUTE = "2";
    const h = await startJudge(t().db);
    await startOfAWindowWithRoom(pingLimit().windowMs, 15_000);
    await h.callers[0]!.judge.ping({ gameId: h.gameId });
    await h.callers[0]!.judge.ping({ gameId: h.gameId, rttMs: 60 });
    const before = await h.db.judgePresence.findUniqueOrThrow({
      where: { gameId_seat: { gameId: h.gameId, seat: 0 } },
    });
    await expect(h.callers[0]!.judge.ping({ gameId: h.gameId, rttMs: 200 })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringContaining("Too many heartbeats"),
    });
    expect(
      await h.db.judgePresence.findUniqueOrThrow({ where: { gameId_seat: { gameId: h.gameId, seat: 0 } } }),
    ).toEqual(before);
    // The other player's heartbeats are counted apart.
    await h.callers[1]!.judge.ping({ gameId: h.gameId });
    await h.coordinator.stop();
  });
});
