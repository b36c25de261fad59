// The move log of game.view: each seat gets the moves made since its previous turn, in the words every seat saw.
import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { describeWithDatabase } from "../../../testing/database";
import { someLegalMove, startTable } from "../../../testing/play";
import { clearStateCache } from "../../../games/state-cache";

describeWithDatabase("game.view's move log", (t) => {
  it("gives each of three seats the moves since its last turn, the same after a cold start", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 3 });
    const rng = Rng.fromSeed("log");
    const made: { seq: number; seat: number; text: string; phrase: unknown }[] = [];
    for (let i = 0; i < 9; i++) {
      const v = await st.callers[0]!.game.view({ gameId: st.gameId });
      if (v.status !== "ACTIVE") break;
      const seat = v.toAct[0]!;
      const mine = await st.callers[seat]!.game.view({ gameId: st.gameId });
      const after = await st.callers[seat]!.game.move({
        gameId: st.gameId,
        seq: mine.seq,
        move: someLegalMove(mine, rng),
      });
      // the words and the phrase the page says them with in the reader's language
      expect(after.lastMove!.phrase).toMatchObject({ key: expect.any(String) });
      made.push({ seq: after.seq, seat, text: after.lastMove!.text, phrase: after.lastMove!.phrase });
    }
    const views = await Promise.all(st.callers.map((c) => c.game.view({ gameId: st.gameId })));
    const expected = (seat: number, toAct: number[]) => {
      let end = made.length;
      if (toAct.includes(seat)) while (end > 0 && made[end - 1]!.seat === seat) end--;
      let start = end;
      while (start > 0 && made[start - 1]!.seat !== seat) start--;
      // the seat to act: its own moves of this turn are left out (it made them)
      return made.slice(start, end).map((m) => ({ ...m, byStandIn: false }));
    };
    for (const v of views) {
      expect(v.recentMoves, `seat ${v.mySeat}`).toEqual(expected(v.mySeat!, v.toAct));
      if (!(v.toAct.includes(v.mySeat!) && v.lastMove!.seat === v.mySeat))
        expect(v.recentMoves.at(-1)).toMatchObject(v.lastMove!);
    }
    // the seat to act has two other seats' moves to read
    const acting = views.find((v) => v.toAct.includes(v.mySeat!))!;
    expect(
      new Set(acting.recentMoves.filter((m) => m.seat !== acting.mySeat).map((m) => m.seat)).size,
    ).toBeGreaterThanOrEqual(1);

    clearStateCache();
    const cold = await Promise.all(st.callers.map((c) => c.game.view({ gameId: st.gameId })));
    expect(cold.map((v) => v.recentMoves)).toEqual(views.map((v) => v.recentMoves));
  });
});
