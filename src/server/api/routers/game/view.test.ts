import { expect, it } from "vitest";
import type { SakuraView } from "~/engine/sakura";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { leakedCards, secretCards } from "../../../testing/hidden";
import { engineStateOf, startTable } from "../../../testing/play";

describeWithDatabase("game.view", (t) => {
  it("gives each seat the engine's view for that seat: its own hand, never the other's, never the seed", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const { ruleset, state, seed } = await engineStateOf(db, st.gameId);
    for (const seat of [0, 1]) {
      const v = await st.callers[seat]!.game.view({ gameId: st.gameId });
      expect(v).toMatchObject({
        gameId: st.gameId,
        tableId: st.tableId,
        game: "sakura",
        gameTitle: "Sakura",
        seq: 0,
        status: "ACTIVE",
        mySeat: seat,
        seed: null,
        endReason: null,
      });
      expect(v.view).toEqual(JSON.parse(JSON.stringify(ruleset.boardView(ruleset.playerView(state, seat)))));
      const other = (ruleset.playerView(state, 1 - seat) as SakuraView).round!.hand!;
      const secrets = secretCards(ruleset, state, seat);
      for (const card of other) expect(secrets.has(card)).toBe(true);
      expect(
        leakedCards(
          JSON.parse(JSON.stringify(v)),
          secrets,
          JSON.parse(JSON.stringify(ruleset.boardView(ruleset.playerView(state, null)))),
        ),
      ).toEqual([]);
      expect(JSON.stringify(v)).not.toContain(seed);
      expect(v.players.map((p) => [p.seat, p.userId])).toEqual([
        [0, st.users[0]!.id],
        [1, st.users[1]!.id],
      ]);
      expect(v.toAct).toEqual([...ruleset.toAct(state)]);
      expect(v.legalMoves.length > 0).toBe(v.toAct.includes(seat));
      expect(v.deadlineAt).toBeInstanceOf(Date);
      expect(v.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("lets anyone signed in watch a public table as a spectator (no hand, no moves), and nobody else watch a private one", async () => {
    const { db } = t();
    const pub = await startTable(db, { game: "sfj", playerCount: 2 });
    const stranger = await createTestUser(db);
    const spectator = await callerFor(db, stranger).game.view({ gameId: pub.gameId });
    expect(spectator).toMatchObject({ mySeat: null, legalMoves: [] });
    const { ruleset, state } = await engineStateOf(db, pub.gameId);
    expect(spectator.view).toEqual(JSON.parse(JSON.stringify(ruleset.boardView(ruleset.playerView(state, null)))));
    expect((spectator.view as { hand: unknown }).hand).toBeNull();

    const priv = await startTable(db, { game: "sfj", playerCount: 2, visibility: "PRIVATE" });
    await expect(callerFor(db, stranger).game.view({ gameId: priv.gameId })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "This game is at a private table: only its players can watch it.",
    });
    await expect(callerFor(db).game.view({ gameId: pub.gameId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerFor(db, stranger).game.view({ gameId: "missing" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
