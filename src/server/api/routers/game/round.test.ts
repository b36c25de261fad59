import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { engineStateOf, playThrough, startTable } from "../../../testing/play";

describeWithDatabase("game.round", (t) => {
  it("gives an earlier round's explanation, which a move's view leaves out, to the seats and a public table's spectators", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "koikoi", playerCount: 2, options: { rounds: 3 } }, { seed: "round-0" });
    const view = await playThrough(st, { seed: "rounds", until: (v) => v.rounds.length >= 2 });
    const { ruleset, state } = await engineStateOf(db, st.gameId);
    const summaries = ruleset.roundSummaries(state);
    expect(view.rounds.length).toBe(summaries.length);
    const latest = view.rounds.length - 1;
    // The view: every round's scores, the latest round's explanation only.
    expect(view.rounds.map((r) => r.explanation === null)).toEqual(view.rounds.map((_, i) => i < latest));
    expect(view.rounds.map((r) => r.explained)).toEqual(
      summaries.map((_, i) => ruleset.explainRound(state, i) !== null),
    );
    expect(view.rounds[latest]!.explanation).toEqual(JSON.parse(JSON.stringify(ruleset.explainRound(state, latest))));

    const spectator = callerFor(db, await createTestUser(db));
    for (const caller of [...st.callers, spectator])
      for (let index = 0; index <= latest; index++) {
        const round = await caller.game.round({ gameId: st.gameId, index });
        expect(round).toEqual({
          ...JSON.parse(JSON.stringify(view.rounds[index])),
          explanation: JSON.parse(JSON.stringify(ruleset.explainRound(state, index))),
        });
      }
  });

  it("refuses a round not finished, a private table's stranger, odd input, and the signed out, with a clear message", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "koikoi", playerCount: 2, visibility: "PRIVATE" });
    await expect(st.callers[0]!.game.round({ gameId: st.gameId, index: 0 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This game has no finished round yet: there is no round 0.",
    });
    const stranger = callerFor(db, await createTestUser(db));
    await expect(stranger.game.round({ gameId: st.gameId, index: 0 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(db).game.round({ gameId: st.gameId, index: 0 })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(stranger.game.round({ gameId: "missing", index: 0 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    for (const index of [-1, 0.5, 1e9, Number.NaN, "0"])
      await expect(st.callers[0]!.game.round({ gameId: st.gameId, index: index as number })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    await expect(st.callers[0]!.game.round({ gameId: "a\u0000b", index: 0 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
