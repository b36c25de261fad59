import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { describeWithDatabase } from "../testing/database";
import { engineStateOf, moverView, someLegalMove, startTable } from "../testing/play";
import { loadGame } from "./game-state";
import { cachedState, clearStateCache, noteCommitting } from "./state-cache";

describeWithDatabase("game state: fold over the stored moves, cached by (game, seq)", (t) => {
  it("gives the same state from the cache, from an older cache entry, and from scratch", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sfj", playerCount: 3 });
    const rng = Rng.fromSeed("fold");
    for (let i = 0; i < 8; i++) {
      const v = await st.callers[0]!.game.view({ gameId: st.gameId });
      const seat = v.toAct[0]!;
      const mine = await st.callers[seat]!.game.view({ gameId: st.gameId });
      await st.callers[seat]!.game.move({ gameId: st.gameId, seq: mine.seq, move: someLegalMove(mine, rng) });
    }
    const truth = await engineStateOf(db, st.gameId);
    const cached = await loadGame(db, st.gameId);
    expect(cached!.seq).toBe(8);
    expect(cached!.state).toEqual(truth.state);
    clearStateCache();
    const scratch = await loadGame(db, st.gameId);
    expect(scratch!.state).toEqual(truth.state);
    expect(scratch!.lastMove).toEqual(cached!.lastMove);

    // Another process stored two moves: the entry at seq 8 is extended, not trusted.
    for (let i = 0; i < 2; i++) {
      const seq = 8 + i;
      const state = (await engineStateOf(db, st.gameId)).state;
      const seat = truth.ruleset.toAct(state)[0]!;
      const move = truth.ruleset.legalMoves(state, seat)[0];
      await db.game.update({ where: { id: st.gameId }, data: { seq: seq + 1 } });
      await db.move.create({
        data: { gameId: st.gameId, seq: seq + 1, seat, roundIndex: 0, payload: JSON.parse(JSON.stringify(move)) },
      });
    }
    const extended = await loadGame(db, st.gameId);
    expect(extended!.seq).toBe(10);
    expect(extended!.state).toEqual((await engineStateOf(db, st.gameId)).state);
  });

  it("has a stream told of a move this process is committing wait for its record, not read or fold it", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "mushi", playerCount: 2 });
    await loadGame(db, st.gameId);
    // The move's NOTIFY arrived before the statement's answer: the stream asks for seq 1 while the commit is in flight.
    const settle = noteCommitting(st.gameId);
    let done = false;
    const told = loadGame(db, st.gameId, { atLeastSeq: 1 }).then((g) => ((done = true), g));
    await db.$queryRaw`SELECT 1`;
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(false);
    const { seat, mine } = await moverView(st);
    await st.callers[seat]!.game.move({
      gameId: st.gameId,
      seq: mine.seq,
      move: someLegalMove(mine, Rng.fromSeed("w")),
    });
    settle();
    const game = await told;
    expect(game!.seq).toBe(1);
    expect(game!.state).toBe(cachedState(st.gameId)!.state);
  });

  it("refuses to invent a state when stored moves are missing", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "mushi", playerCount: 2 });
    clearStateCache();
    await db.game.update({ where: { id: st.gameId }, data: { seq: 2 } });
    await expect(loadGame(db, st.gameId)).rejects.toThrow(/moves 1..2 are not all stored/);
  });
});
