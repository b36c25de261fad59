// Game streams (watch-game.ts) told of a move made through another process: the streams of one game in this process
// read the game once between them, and each still gets its own seat's view.
import { expect, it } from "vitest";
import { gameChannel } from "../realtime/bus";
import { MemoryBus } from "../realtime/memory-bus";
import { testBus } from "../testing/context";
import { countingDb } from "../testing/counting-db";
import { describeWithDatabase } from "../testing/database";
import { startTable } from "../testing/play";
import { clearStateCache } from "./state-cache";
import { submitMove } from "./submit-move";
import { getGameView, watchGame } from "./watch-game";

describeWithDatabase("game streams", (t) => {
  it("share one read of the game when another process's move reaches them, each with its own seat's view", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 } });
    const here = new MemoryBus();
    // The game's read is one raw statement.
    const counted = countingDb(db, "$queryRaw");
    const controller = new AbortController();
    const streams = [0, 1].map((seat) =>
      watchGame({ db: counted.db, bus: here }, st.users[seat]!.id, st.gameId, null, controller.signal),
    );
    const first = await Promise.all(streams.map((s) => s.next()));
    const seq = first[0]!.value!.seq;

    // The move, made elsewhere: another bus, and this process forgets what the mover kept.
    const mover = first[0]!.value!.toAct[0]!;
    const mine = await getGameView({ db, bus: testBus(db) }, st.users[mover]!.id, st.gameId);
    await submitMove(
      { db, bus: testBus(db) },
      { gameId: st.gameId, userId: st.users[mover]!.id, seq, move: { ...(mine.legalMoves[0] as object) } },
    );
    clearStateCache();
    const before = counted.count();
    await here.publish(gameChannel(st.gameId), { gameId: st.gameId, seq: seq + 1 });
    const next = await Promise.all(streams.map((s) => s.next()));
    controller.abort();

    expect(counted.count() - before).toBe(1);
    expect(next.map((n) => n.value!.seq)).toEqual([seq + 1, seq + 1]);
    expect(next.map((n) => n.value!.mySeat)).toEqual([0, 1]);
    for (const seat of [0, 1])
      expect(next[seat]!.value!.view).toEqual(
        (await getGameView({ db, bus: here }, st.users[seat]!.id, st.gameId)).view,
      );
  });
});
