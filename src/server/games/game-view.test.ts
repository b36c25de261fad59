// A seat's view of one game at one moment is made once: the mover's answer and the mover's own stream (and every
// spectator) get the same view, and so the same text (views/transformer.ts); a later moment, another version of the
// game or another seat gets its own.
import { expect, it } from "vitest";
import { describeWithDatabase } from "../testing/database";
import { startTable } from "../testing/play";
import { loadGame } from "./game-state";
import { buildGameView } from "./game-view";

describeWithDatabase("a game's view at one moment", (t) => {
  it("is made once per seat, and again for a later moment or a changed game", async () => {
    const { db } = t();
    const st = await startTable(db, {
      game: "sakura",
      playerCount: 2,
      options: { rounds: 1 },
      timeControl: { kind: "bank", initialSeconds: 600, incrementSeconds: 5 },
    });
    const game = (await loadGame(db, st.gameId))!;
    const now = new Date();
    const first = buildGameView(game, 0, now);
    // the same game read again (another object, the same state) a few milliseconds later
    const again = (await loadGame(db, st.gameId))!;
    expect(again.state).toBe(game.state);
    expect(buildGameView(again, 0, new Date(now.getTime() + 5))).toBe(first);
    expect(buildGameView(game, null, now)).toBe(buildGameView(again, null, now));
    // another seat; a later moment (its clocks have run); a seat forfeited since (a resign changes no state)
    expect(buildGameView(game, 1, now)).not.toBe(first);
    const later = buildGameView(game, 0, new Date(now.getTime() + 1000));
    expect(later).not.toBe(first);
    expect(later.serverTime.getTime()).toBe(now.getTime() + 1000);
    const resigned = { ...game, seats: game.seats.map((s) => (s.seat === 1 ? { ...s, forfeited: true } : s)) };
    const afterResign = buildGameView(resigned, 0, new Date(now.getTime() + 1001));
    expect(afterResign).not.toBe(later);
    expect(afterResign.players[1]!.forfeited).toBe(true);
    // a view is given only at or after its own moment: an earlier `now` gets its own
    expect(buildGameView(game, 0, now)).not.toBe(later);
  });
});
