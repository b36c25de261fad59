import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { advance, bothPresent, matchRow, startJudge } from "../../../testing/judge";
import { startTable } from "../../../testing/play";

// The timing rules of judge.act are tested with the coordinator (src/server/judge/coordinator.test.ts); here: access.
describeWithDatabase("judge.act", (t) => {
  it("refuses strangers, other games and unknown games, and changes nothing", async () => {
    const h = await startJudge(t().db);
    await bothPresent(h);
    const row = await matchRow(h);
    await advance(h.clock, row.revealAt!.getTime() - h.clock.now() + 300, h.coordinator);
    const stranger = callerFor(h.db, await createTestUser(h.db));
    await expect(stranger.judge.act({ gameId: h.gameId, round: 1, act: "hit" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(h.callers[0]!.judge.act({ gameId: "nope", round: 1, act: "hit" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(h.callers[0]!.judge.act({ gameId: h.gameId, round: 0, act: "hit" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const sutda = await startTable(h.db, { game: "sutda", playerCount: 2 });
    await expect(sutda.callers[0]!.judge.act({ gameId: sutda.gameId, round: 1, act: "hit" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await h.db.judgeAction.count({ where: { gameId: h.gameId } })).toBe(0);
    // game.move stays closed to Judge: the live procedures are the only way in.
    await expect(h.callers[0]!.game.move({ gameId: h.gameId, seq: 0, move: { round: 1 } })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await h.callers[0]!.judge.act({ gameId: h.gameId, round: 1, act: "hit" })).toMatchObject({
      status: "accepted",
      effectiveMs: 300,
    });
    await h.coordinator.stop();
  });
});
