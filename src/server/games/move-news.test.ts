// A move's news (move-news.ts, docs/decisions/0004-move-news-in-notify.md): another process that had the game before
// the move builds the game after it from the bus message alone, without a statement, and it must equal the stored game
// field for field.
import { expect, it } from "vitest";
import type { Db } from "../db/client";
import { describeWithDatabase } from "../testing/database";
import { startOneRoundGame, submitRandomMoves } from "../testing/play";
import { loadGame } from "./game-state";
import { clearStateCache, rememberGame } from "./state-cache";
import { moveMessage, newsOf } from "./move-news";
import { submitMove } from "./submit-move";
import { getGameView } from "./watch-game";

/** A database that must not be used: any statement fails the test. */
const noDatabase = new Proxy(
  {},
  {
    get: (_, key) => {
      throw new Error(`the game was read (${String(key)})`);
    },
  },
) as Db;

/** The message as another process hears it: through NOTIFY's JSON. */
const overTheWire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describeWithDatabase("a move's news", (t) => {
  it("gives another process the game after each move without reading it, through a whole game on a bank clock", async () => {
    const { db } = t();
    const { ctx, st } = await startOneRoundGame(db, { kind: "bank", initialSeconds: 600, incrementSeconds: 5 });
    let moves = 0;
    // What the other process knows: the game before the move, and its engine state (the stored game after the last).
    clearStateCache();
    let before = (await loadGame(db, st.gameId))!;
    for await (const { seat, move, seq } of submitRandomMoves(ctx, st, "move-news")) {
      moves++;
      // The mover's process: the game as the move left it, and the message it sends.
      const after = (await loadGame(db, st.gameId, { atLeastSeq: seq }))!;
      const message = overTheWire(moveMessage(after, { seat, move, byStandIn: false }));
      expect(JSON.stringify(message)).not.toContain(before.seed);

      clearStateCache();
      rememberGame(before);
      const built = await loadGame(noDatabase, st.gameId, { atLeastSeq: seq, news: newsOf(message) });
      clearStateCache();
      const stored = (await loadGame(db, st.gameId))!;
      expect(built).toEqual(stored);
      before = stored;
    }
    expect(moves).toBeGreaterThan(10);
  });

  it("builds the game on the moves it lacks when the process missed one (its state is older)", async () => {
    const { db } = t();
    const { ctx, st } = await startOneRoundGame(db);
    clearStateCache();
    const before = (await loadGame(db, st.gameId))!;
    let last: { message: ReturnType<typeof moveMessage>; seq: number } | null = null;
    for (let i = 0; i < 2; i++) {
      const any = await getGameView(ctx, st.users[0]!.id, st.gameId);
      const seat = any.toAct[0]!;
      const mine = await getGameView(ctx, st.users[seat]!.id, st.gameId);
      const move = { ...(mine.legalMoves[0] as Record<string, unknown>) };
      const answer = await submitMove(ctx, { gameId: st.gameId, userId: st.users[seat]!.id, seq: mine.seq, move });
      last = {
        seq: answer.seq,
        message: overTheWire(
          moveMessage((await loadGame(db, st.gameId, { atLeastSeq: answer.seq }))!, { seat, move, byStandIn: false }),
        ),
      };
    }
    clearStateCache();
    rememberGame(before); // two moves behind
    const built = await loadGame(db, st.gameId, { atLeastSeq: last!.seq, news: newsOf(last!.message) });
    clearStateCache();
    expect(built).toEqual(await loadGame(db, st.gameId));
  });

  it("is left out when it would not fit in a NOTIFY, and ignored when of another version", async () => {
    const { db } = t();
    const { st } = await startOneRoundGame(db);
    const game = (await loadGame(db, st.gameId))!;
    const big = moveMessage(game, { seat: 0, move: { note: "x".repeat(8000) }, byStandIn: false });
    expect(big).toEqual({ gameId: st.gameId, seq: game.seq });
    const small = moveMessage(game, { seat: 0, move: { note: "x" }, byStandIn: false });
    expect(newsOf(small)).not.toBeNull();
    expect(newsOf({ ...small, news: { ...(small.news as object), v: 0 } })).toBeNull();
  });
});
