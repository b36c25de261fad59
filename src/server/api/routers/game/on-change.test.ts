import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { someLegalMove, startTable } from "../../../testing/play";
import type { GameView } from "../../views/game";

type Tracked = { id: string; data: GameView };

async function next(it: AsyncIterator<unknown>, ms = 5000): Promise<Tracked | "timeout" | "done"> {
  let timer: NodeJS.Timeout | undefined;
  const r = await Promise.race([it.next(), new Promise<"timeout">((res) => (timer = setTimeout(() => res("timeout"), ms)))]);
  clearTimeout(timer);
  if (r === "timeout") return r;
  if (r.done) return "done";
  // On the server a tracked event is the envelope [id, data, marker]; over SSE it becomes { id, data }.
  const [id, data] = r.value as [string, GameView];
  return { id, data };
}

describeWithDatabase("game.onChange (subscription)", (t) => {
  it("sends each subscriber its own view now and after every move, tracked by seq; resumes after lastEventId", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sfj", playerCount: 2 });
    const controller = new AbortController();
    const subs = await Promise.all(
      st.users.map(async (u) => ((await callerFor(db, u, { signal: controller.signal }).game.onChange({ gameId: st.gameId })) as AsyncIterable<Tracked>)[Symbol.asyncIterator]()),
    );
    const spectator = ((await callerFor(db, await createTestUser(db), { signal: controller.signal }).game.onChange({ gameId: st.gameId })) as AsyncIterable<Tracked>)[Symbol.asyncIterator]();
    for (const [seat, it] of subs.entries()) expect(await next(it)).toMatchObject({ id: "0", data: { seq: 0, mySeat: seat } });
    expect(await next(spectator)).toMatchObject({ id: "0", data: { seq: 0, mySeat: null, legalMoves: [] } });

    const rng = Rng.fromSeed("s");
    for (let seq = 0; seq < 3; seq++) {
      const v = await st.callers[0]!.game.view({ gameId: st.gameId });
      const seat = v.toAct[0]!;
      const mine = await st.callers[seat]!.game.view({ gameId: st.gameId });
      await st.callers[seat]!.game.move({ gameId: st.gameId, seq, move: someLegalMove(mine, rng) });
      for (const [s, it] of subs.entries()) {
        const e = await next(it);
        expect(e).toMatchObject({ id: String(seq + 1), data: { seq: seq + 1, mySeat: s } });
        expect((e as Tracked).data).toEqual({ ...(await st.callers[s]!.game.view({ gameId: st.gameId })), serverTime: expect.any(Date) });
      }
      expect(await next(spectator)).toMatchObject({ id: String(seq + 1), data: { mySeat: null } });
    }
    // Nothing more without a move.
    expect(await next(subs[0]!, 200)).toBe("timeout");

    // A reconnect with the last id received gets nothing old; one with an older id gets the current view at once.
    const again = ((await callerFor(db, st.users[1]!, { signal: controller.signal }).game.onChange({ gameId: st.gameId, lastEventId: "3" })) as AsyncIterable<Tracked>)[Symbol.asyncIterator]();
    expect(await next(again, 200)).toBe("timeout");
    const behind = ((await callerFor(db, st.users[1]!, { signal: controller.signal }).game.onChange({ gameId: st.gameId, lastEventId: "1" })) as AsyncIterable<Tracked>)[Symbol.asyncIterator]();
    expect(await next(behind)).toMatchObject({ id: "3", data: { seq: 3 } });

    controller.abort();
    expect(await next(subs[0]!)).toBe("done");
  });

  it("refuses private games to non-players and unknown games before streaming", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sutda", playerCount: 2, visibility: "PRIVATE" });
    await expect(callerFor(db, await createTestUser(db)).game.onChange({ gameId: st.gameId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(db, st.users[0]!).game.onChange({ gameId: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(callerFor(db).game.onChange({ gameId: st.gameId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
