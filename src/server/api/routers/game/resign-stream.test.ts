// game.resign and the table page's stream (table.onChange): a resign changes the game at the same seq, so the
// stream's resume point (the tracked event id) must change with it, and a move racing the resign must not leave the
// stream showing the seat still in play.
import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { commitTransition } from "../../../games/commit-move";
import { runDeadline } from "../../../games/deadlines";
import { loadGame } from "../../../games/game-state";
import { clearStateCache } from "../../../games/state-cache";
import { callerFor, testBus } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { someLegalMove, startTable, type StartedTable } from "../../../testing/play";
import { gameViewsOf } from "../../../testing/table-stream";
import type { Db } from "../../../db/client";
import type { GameView } from "../../../views/game";
import { nextItem } from "../../../testing/streams";

type Item = { id: string; data: GameView };

/** A game of three, its first seat to act and a seat not to act (the resigner: the stand-in has nothing to play for it, the seq stays). */
async function threeSeats(db: Db, timeoutsBeforeForfeit?: number) {
  const st = await startTable(db, { game: "sfj", playerCount: 3, timeoutsBeforeForfeit });
  const v = await st.callers[0]!.game.view({ gameId: st.gameId });
  const resigner = [0, 1, 2].find((s) => !v.toAct.includes(s))!;
  return { st, toAct: v.toAct[0]!, resigner };
}

/** The game views `seat` receives on the table page's stream, from `lastEventId` when it reconnects. */
function gameViewsFor(db: Db, st: StartedTable, seat: number, signal: AbortSignal, lastEventId?: string) {
  return gameViewsOf(callerFor(db, st.users[seat]!, { signal }).table.onChange({ tableId: st.tableId, lastEventId }))[
    Symbol.asyncIterator
  ]();
}

describeWithDatabase("game.resign on the table page's stream", (t) => {
  it("a reconnect with the id last received before a resign gets the view after it; one with the resign's id gets nothing", async () => {
    const { db } = t();
    const { st, resigner } = await threeSeats(db);
    const watcher = [0, 1, 2].find((s) => s !== resigner)!;
    const controller = new AbortController();
    const open = (lastEventId?: string) => gameViewsFor(db, st, watcher, controller.signal, lastEventId);
    const live = open();
    const before = await nextItem(live);
    expect(before).toMatchObject({ id: `${st.gameId}:0`, data: { seq: 0 } });

    await st.callers[resigner]!.game.resign({ gameId: st.gameId });
    const after = (await nextItem(live)) as Item;
    expect(after.data.seq).toBe(0);
    expect(after.data.players[resigner]!.forfeited).toBe(true);
    expect(after.id).not.toBe((before as Item).id);

    // The connection dropped as the resign landed: the client resumes from the id it had before it.
    const resumed = await nextItem(open((before as Item).id));
    expect(resumed).toMatchObject({ id: after.id, data: { seq: 0, status: "ACTIVE" } });
    expect((resumed as Item).data.players[resigner]!.forfeited).toBe(true);
    // Nothing new since the resign: nothing is sent again.
    expect(await nextItem(open(after.id), 300)).toBe("timeout");
    controller.abort();
  });

  it("a move validated before a resign and stored after it: the stream shows the seat forfeited at the move's seq", async () => {
    const { db } = t();
    const ctx = { db, bus: testBus(db) };
    const { st, toAct: mover, resigner } = await threeSeats(db);
    const watcher = [0, 1, 2].find((s) => s !== resigner && s !== mover)!;
    const controller = new AbortController();
    const live = gameViewsFor(db, st, watcher, controller.signal);
    expect(await nextItem(live)).toMatchObject({ data: { seq: 0 } });

    // The move's request read the game (and validated the move) before the resign took the game's lock ...
    const read = (await loadGame(db, st.gameId))!;
    const mine = await st.callers[mover]!.game.view({ gameId: st.gameId });
    const move = someLegalMove(mine, Rng.fromSeed("race"));
    const applied = read.ruleset.applyMove(read.state, move);
    if (!applied.ok) throw new Error(applied.error.message);
    await st.callers[resigner]!.game.resign({ gameId: st.gameId });
    expect(((await nextItem(live)) as Item).data.players[resigner]!.forfeited).toBe(true);
    // ... and commits after it, at the same seq the resign left.
    const r = await commitTransition(
      ctx,
      read,
      { seat: mover, move, next: applied.state, byStandIn: false, timedOut: false },
      new Date(),
    );
    expect(r.ok).toBe(true);
    expect((await db.seat.findFirstOrThrow({ where: { tableId: st.tableId, seat: resigner } })).forfeited).toBe(true);

    const moved = (await nextItem(live)) as Item;
    expect(moved.data.seq).toBe(1);
    expect(moved.data.players[resigner]!.forfeited).toBe(true);
    expect(moved.id).toBe(`${st.gameId}:1.1`);
    controller.abort();
  });

  it("tells a resigned seat from one forfeited by timeouts: the game's views, its stream and its replay say which", async () => {
    const { db } = t();
    const ctx = { db, bus: testBus(db) };
    const { st, toAct: late, resigner } = await threeSeats(db, 1);
    const other = [0, 1, 2].find((s) => s !== late && s !== resigner)!;
    const controller = new AbortController();
    const live = gameViewsFor(db, st, other, controller.signal);
    expect(await nextItem(live)).toMatchObject({ data: { seq: 0 } });

    // The game goes on after the resign ...
    const after = await st.callers[resigner]!.game.resign({ gameId: st.gameId });
    expect(after.status).toBe("ACTIVE");
    expect(after.players[resigner]).toMatchObject({ forfeited: true, resigned: true });
    expect(((await nextItem(live)) as Item).data.players[resigner]).toMatchObject({ forfeited: true, resigned: true });
    // ... until the seat to act misses its move (one timeout forfeits it): one side is left and the game ends.
    await runDeadline(ctx, { gameId: st.gameId, seq: 0 }, new Date(Date.now() + 2 * 3600_000));
    const end = await st.callers[other]!.game.view({ gameId: st.gameId });
    expect(end).toMatchObject({ status: "FINISHED", endReason: "forfeit", winner: other });
    expect(end.players.map((p) => [p.forfeited, p.resigned])).toEqual(
      [0, 1, 2].map((s) => [s !== other, s === resigner]),
    );
    let streamed = (await nextItem(live)) as Item;
    while (streamed.data.status !== "FINISHED") streamed = (await nextItem(live)) as Item;
    expect(streamed.data.players.map((p) => p.resigned)).toEqual([0, 1, 2].map((s) => s === resigner));
    controller.abort();

    clearStateCache();
    const replay = (await st.callers[other]!.replay.get({ gameId: st.gameId })) as {
      players: { forfeited: boolean; resigned: boolean }[];
    };
    expect(replay.players.map((p) => [p.forfeited, p.resigned])).toEqual(
      [0, 1, 2].map((s) => [s !== other, s === resigner]),
    );
  });
});
