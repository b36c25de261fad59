import { expect, it } from "vitest";
import { callerFor } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { playThrough, startTable } from "../../../testing/play";

describeWithDatabase("user.stats", (t) => {
  it("counts finished games per game and result and lists recent ones with opponents", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sutda", playerCount: 2, options: { end: "rounds_N", rounds: 1 } });
    const end = await playThrough(st, { seed: "stats" });
    expect(end.status).toBe("FINISHED");
    const [a, b] = st.users;
    const statsA = await callerFor(db).user.stats({ userId: a!.id });
    const statsB = await callerFor(db).user.stats({ userId: b!.id });
    const resultOf = (seat: number) => (end.winner === null ? "drawn" : end.winner === seat ? "won" : "lost");
    expect(statsA).toEqual({
      counted: "public",
      played: 1,
      won: resultOf(0) === "won" ? 1 : 0,
      drawn: resultOf(0) === "drawn" ? 1 : 0,
      byGame: [{ game: "sutda", played: 1, won: resultOf(0) === "won" ? 1 : 0 }],
      recent: [
        {
          gameId: st.gameId,
          game: "sutda",
          finishedAt: expect.any(Date),
          result: resultOf(0),
          score: end.totals[0],
          opponents: [{ id: b!.id, displayName: b!.displayName, bot: null }],
          ratingChange: expect.any(Number),
        },
      ],
    });
    expect(statsB.recent[0]).toMatchObject({
      result: resultOf(1),
      score: end.totals[1],
      opponents: [{ id: a!.id, displayName: a!.displayName, bot: null }],
    });
    expect(await callerFor(db).user.stats({ userId: "nobody" })).toEqual({
      counted: "public",
      played: 0,
      won: 0,
      drawn: 0,
      byGame: [],
      recent: [],
    });
  });
});
