// game.move reads the session with its game in one statement (moverProcedure, games/mover.ts): it must judge the session exactly as every other request does — signed out, expired or suspended
// is UNAUTHORIZED and nothing is stored — and still count the move and check the seat.
import { expect, it } from "vitest";
import { openSession } from "../../../auth/session";
import { testContext } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { moverView, startTable } from "../../../testing/play";
import { sessionLoader } from "../../context";
import { createCaller } from "../../root";

describeWithDatabase("game.move reading its own session", (t) => {
  const callerWithToken = (token: string) =>
    createCaller({ ...testContext(t().db), loadSession: sessionLoader(t().db, token), sessionToken: token });

  async function setup() {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const { seat, mine } = await moverView(st);
    const { sessionToken } = await openSession(db, st.users[seat]!.id);
    return {
      db,
      st,
      seat,
      mine,
      sessionToken,
      moveOf: (token: string) =>
        callerWithToken(token).game.move({
          gameId: st.gameId,
          seq: mine.seq,
          move: { ...(mine.legalMoves[0] as object) },
        }),
    };
  }

  it("plays the move of a valid session, counted against its user", async () => {
    const { db, st, seat, moveOf, sessionToken } = await setup();
    const after = await moveOf(sessionToken);
    expect(after).toMatchObject({ seq: 1, mySeat: seat });
    expect(await db.move.count({ where: { gameId: st.gameId } })).toBe(1);
    expect(await db.rateLimitCounter.findMany({ where: { bucket: "move", key: st.users[seat]!.id } })).toMatchObject([
      { count: 1 },
    ]);
  });

  it("refuses a signed-out, an expired and a suspended session, and an unknown token; stores nothing", async () => {
    const { db, st, seat, moveOf, sessionToken } = await setup();
    await db.session.delete({ where: { sessionToken } });
    await expect(moveOf(sessionToken)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(moveOf("no-such-token")).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const expired = await openSession(db, st.users[seat]!.id, new Date(Date.now() - 31 * 24 * 3600 * 1000));
    await expect(moveOf(expired.sessionToken)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await db.session.findUnique({ where: { sessionToken: expired.sessionToken } })).toBeNull();
    const suspended = await openSession(db, st.users[seat]!.id);
    await db.user.update({ where: { id: st.users[seat]!.id }, data: { status: "SUSPENDED" } });
    await expect(moveOf(suspended.sessionToken)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await db.move.count({ where: { gameId: st.gameId } })).toBe(0);
  });

  it("refuses a player without a seat and an unknown game", async () => {
    const { db, st, seat, mine } = await setup();
    const { sessionToken } = await openSession(db, st.users[1 - seat]!.id);
    await expect(
      callerWithToken(sessionToken).game.move({
        gameId: st.gameId,
        seq: mine.seq,
        move: { ...(mine.legalMoves[0] as object), seat },
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      callerWithToken(sessionToken).game.move({ gameId: "no-such-game", seq: 0, move: { draw: true } }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db.move.count({ where: { gameId: st.gameId } })).toBe(0);
  });

  it("does not read the session before its one statement", async () => {
    const { db, st, seat, mine } = await setup();
    const { sessionToken } = await openSession(db, st.users[seat]!.id);
    const loadSession = () => Promise.reject(new Error("the session was read on its own"));
    const caller = createCaller({ ...testContext(db), loadSession, sessionToken });
    const after = await caller.game.move({
      gameId: st.gameId,
      seq: mine.seq,
      move: { ...(mine.legalMoves[0] as object) },
    });
    expect(after).toMatchObject({ seq: 1, mySeat: seat });
  });
});
