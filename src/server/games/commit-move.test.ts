// A move's statement and what the process keeps of it (docs/decisions/0001-a-move-is-one-statement.md): the game after
// a move is built in memory from what the statement stored, never read again, so it must equal the stored game field
// for field; an ordinary move stores its "your turn" in the same statement and leaves no after-move job behind.
import { expect, it } from "vitest";
import { describeWithDatabase } from "../testing/database";
import { startOneRoundGame, submitFirstMove, submitRandomMoves } from "../testing/play";
import { loadGame } from "./game-state";
import { clearStateCache } from "./state-cache";
import { getGameView } from "./watch-game";

describeWithDatabase("committing a move", (t) => {
  it("keeps the game as the move left it equal to the stored one, through a whole game on a bank clock", async () => {
    const { db } = t();
    const { ctx, st } = await startOneRoundGame(db, { kind: "bank", initialSeconds: 600, incrementSeconds: 5 });
    let moves = 0;
    for await (const { seqBefore, seq } of submitRandomMoves(ctx, st, "commit-move")) {
      moves++;
      expect(seq).toBe(seqBefore + 1);
      const kept = await loadGame(db, st.gameId, { atLeastSeq: seq });
      clearStateCache();
      const stored = await loadGame(db, st.gameId);
      expect(kept).toEqual(stored);
    }
    expect(moves).toBeGreaterThan(10);
    // Ordinary moves queued no after-move job; the round's end (here also the game's) did, and it ran inline.
    const afterJobs = await db.job.findMany({
      where: { kind: "game.after-move", payload: { path: ["gameId"], equals: st.gameId } },
    });
    expect(afterJobs.filter((j) => j.status === "PENDING")).toEqual([]);
    expect(afterJobs.length).toBeLessThan(moves / 2);
  });

  it('stores one unread "your turn" per player and game, with the move', async () => {
    const { db } = t();
    const { ctx, st } = await startOneRoundGame(db);
    for (let i = 0; i < 6; i++) {
      const v = await getGameView(ctx, st.users[0]!.id, st.gameId);
      await submitFirstMove(ctx, st, v.toAct[0]!);
    }
    for (const u of st.users) {
      const turns = await db.notification.findMany({ where: { userId: u.id, kind: "your_turn" } });
      expect(turns.length).toBeLessThanOrEqual(1);
    }
    const all = await db.notification.findMany({
      where: { kind: "your_turn", userId: { in: st.users.map((u) => u.id) } },
    });
    expect(all.length).toBeGreaterThan(0);
  });
});
