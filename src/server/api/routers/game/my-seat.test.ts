import { expect, it } from "vitest";
import { createGame, createTable, takeSeat } from "../../../repositories/games";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

describeWithDatabase("game.mySeat (seat procedure)", (t) => {
  async function seatedGame() {
    const { db } = t();
    const alice = await createTestUser(db);
    const bob = await createTestUser(db);
    const table = await createTable(db, { game: "mushi", options: {}, playerCount: 2, creatorId: alice.id });
    await takeSeat(db, table.id, 0, alice.id);
    await takeSeat(db, table.id, 1, bob.id);
    const game = await createGame(db, {
      tableId: table.id,
      game: "mushi",
      seed: "secret",
      seedCommitment: "c",
      setup: { players: 2 },
    });
    return { db, alice, bob, table, game };
  }

  it("gives a seated player their seat, never the seed", async () => {
    const { db, bob, game, table } = await seatedGame();
    const view = await callerFor(db, bob).game.mySeat({ gameId: game.id });
    expect(view).toEqual({ gameId: game.id, tableId: table.id, game: "mushi", status: "ACTIVE", seat: 1, seq: 0 });
  });

  it("refuses a player without a seat (FORBIDDEN), an unknown game (NOT_FOUND) and an anonymous caller", async () => {
    const { db, game } = await seatedGame();
    const stranger = await createTestUser(db);
    await expect(callerFor(db, stranger).game.mySeat({ gameId: game.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "You do not have a seat in this game.",
    });
    await expect(callerFor(db, stranger).game.mySeat({ gameId: "no-such-game" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(callerFor(db).game.mySeat({ gameId: game.id })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses a second player in the same seat (unique table/seat)", async () => {
    const { db, table } = await seatedGame();
    const late = await createTestUser(db);
    await expect(takeSeat(db, table.id, 0, late.id)).rejects.toThrow();
  });
});
