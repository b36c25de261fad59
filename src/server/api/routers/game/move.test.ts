import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { expectRefusals, type Refusal } from "../../../testing/refusals";
import { engineStateOf, moverView, someLegalMove, startTable } from "../../../testing/play";

describeWithDatabase("game.move", (t) => {
  async function snapshot(gameId: string) {
    const { db } = t();
    const game = await db.game.findUniqueOrThrow({
      where: { id: gameId },
      select: { seq: true, toAct: true, deadlineAt: true, status: true },
    });
    return { game, moves: await db.move.count({ where: { gameId } }) };
  }

  it("plays a legal move: seq + 1, the Move row with its round, the mover's new view, the next deadline", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const { seat, mine } = await moverView(st);
    const move = someLegalMove(mine, Rng.fromSeed("1"));
    // The round the move belongs to: the record's last dealt round (0, unless the deal decided the first round or was
    // cancelled and dealt again, about 1 game in 50).
    const dealt = await engineStateOf(db, st.gameId);
    const roundIndex = dealt.ruleset.dealtRounds(dealt.state).length - 1;
    const after = await st.callers[seat]!.game.move({ gameId: st.gameId, seq: 0, move });
    expect(after).toMatchObject({
      seq: 1,
      mySeat: seat,
      lastMove: { seat, byStandIn: false, text: expect.any(String) },
    });
    const row = await db.move.findFirstOrThrow({ where: { gameId: st.gameId } });
    expect(row).toMatchObject({ seq: 1, seat, roundIndex, byStandIn: false, payload: move });
    const { ruleset, state } = await engineStateOf(db, st.gameId);
    expect(after.view).toEqual(JSON.parse(JSON.stringify(ruleset.boardView(ruleset.playerView(state, seat)))));
    expect(await db.job.findUnique({ where: { key: `deadline:${st.gameId}:1` } })).toMatchObject({ status: "PENDING" });
  });

  it("refuses stale seqs, moves out of turn, illegal cards, tampered seats and payloads, strangers — and changes nothing", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const { seat, mine } = await moverView(st);
    const other = 1 - seat;
    const theirs = await st.callers[other]!.game.view({ gameId: st.gameId });
    const legal = someLegalMove(mine, Rng.fromSeed("2"));
    const start = await snapshot(st.gameId);

    const attempts: Refusal[] = [
      [
        () => st.callers[seat]!.game.move({ gameId: st.gameId, seq: 5, move: legal }),
        { code: "CONFLICT", message: "The game has moved on; here is the current position." },
      ],
      [
        () =>
          st.callers[other]!.game.move({
            gameId: st.gameId,
            seq: 0,
            move: { seat: other, play: (theirs.view as { round: { hand: string[] } }).round.hand[0]! },
          }),
        { code: "BAD_REQUEST", message: "It is not your turn." },
      ],
      [
        () => st.callers[other]!.game.move({ gameId: st.gameId, seq: 0, move: legal }),
        { code: "FORBIDDEN", message: `You play seat ${other}; you cannot move for seat ${seat}.` },
      ],
      // A card the mover does not hold (the other seat's): the engine refuses it.
      [
        () =>
          st.callers[seat]!.game.move({
            gameId: st.gameId,
            seq: 0,
            move: { seat, play: (theirs.view as { round: { hand: string[] } }).round.hand[0]! },
          }),
        { code: "BAD_REQUEST" },
      ],
      [
        () => st.callers[seat]!.game.move({ gameId: st.gameId, seq: 0, move: { seat, play: "M13-9" } }),
        { code: "BAD_REQUEST" },
      ],
      [
        () => st.callers[seat]!.game.move({ gameId: st.gameId, seq: 0, move: { seat, play: "M01-0", sneaky: true } }),
        { code: "BAD_REQUEST" },
      ],
      [
        () =>
          st.callers[seat]!.game.move({
            gameId: st.gameId,
            seq: 0,
            move: { seat: "0" as unknown as number, draw: true },
          }),
        { code: expect.stringMatching(/BAD_REQUEST|FORBIDDEN/) },
      ],
      [
        () => st.callers[seat]!.game.move({ gameId: st.gameId, seq: 0, move: { nested: { a: 1 } } as never }),
        { code: "BAD_REQUEST" },
      ],
      [() => st.callers[seat]!.game.move({ gameId: st.gameId, seq: -1, move: legal }), { code: "BAD_REQUEST" }],
      [
        async () => callerFor(db, await createTestUser(db)).game.move({ gameId: st.gameId, seq: 0, move: legal }),
        { code: "FORBIDDEN", message: "You do not have a seat in this game." },
      ],
      [() => callerFor(db).game.move({ gameId: st.gameId, seq: 0, move: legal }), { code: "UNAUTHORIZED" }],
      [() => st.callers[seat]!.game.move({ gameId: "nope", seq: 0, move: legal }), { code: "NOT_FOUND" }],
    ];
    await expectRefusals(attempts);
    expect(await snapshot(st.gameId)).toEqual(start);

    // The engine's own message for an illegal card reaches the player.
    const refusal = await st.callers[seat]!.game.move({
      gameId: st.gameId,
      seq: 0,
      move: { seat, play: (theirs.view as { round: { hand: string[] } }).round.hand[0]! },
    }).catch((e: Error) => e.message);
    expect(refusal).toMatch(/\w/);

    // The same move twice: the second one is stale.
    await st.callers[seat]!.game.move({ gameId: st.gameId, seq: 0, move: legal });
    await expect(st.callers[seat]!.game.move({ gameId: st.gameId, seq: 0, move: legal })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect((await snapshot(st.gameId)).moves).toBe(1);
  });

  it("says why a move is refused in the mover's language, without card codes", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const { seat } = await moverView(st);
    const theirs = await st.callers[1 - seat]!.game.view({ gameId: st.gameId });
    const notMine = { seat, play: (theirs.view as { round: { hand: string[] } }).round.hand[0]! };
    const refusal = (locale: string) =>
      callerFor(db, st.users[seat]!, { localeSources: { acceptLanguage: locale } })
        .game.move({ gameId: st.gameId, seq: 0, move: notMine })
        .then(
          () => "played",
          (e: Error) => e.message,
        );
    expect(await refusal("en")).toBe("That card is not in your hand.");
    expect(await refusal("fr")).toBe("Cette carte n’est pas dans votre main.");
    expect(await refusal("ja")).toBe("その札は手札にありません。");
    // a refusal the catalog has no sentence of its own for is still said in the reader's language
    const odd = await callerFor(db, st.users[seat]!, { localeSources: { acceptLanguage: "de" } })
      .game.move({ gameId: st.gameId, seq: 0, move: { seat, play: "M13-9" } })
      .catch((e: Error) => e.message);
    expect(odd).toBe("Dieser Zug ist in dieser Stellung nicht erlaubt.");
  });

  it("refuses moves on a Judge table (played live) and on a finished game", async () => {
    const { db } = t();
    const judge = await startTable(db, { game: "judge", playerCount: 2 });
    await expect(
      judge.callers[0]!.game.move({ gameId: judge.gameId, seq: 0, move: { seat: 0 } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Judge is played in real time on the match page, not move by move.",
    });
    const st = await startTable(db, { game: "sutda", playerCount: 2, options: { end: "rounds_N", rounds: 1 } });
    const rng = Rng.fromSeed("f");
    for (;;) {
      const v = await st.callers[0]!.game.view({ gameId: st.gameId });
      if (v.status !== "ACTIVE") break;
      const mine = await st.callers[v.toAct[0]!]!.game.view({ gameId: st.gameId });
      await st.callers[v.toAct[0]!]!.game.move({ gameId: st.gameId, seq: mine.seq, move: someLegalMove(mine, rng) });
    }
    const done = await st.callers[0]!.game.view({ gameId: st.gameId });
    expect(done).toMatchObject({ status: "FINISHED", legalMoves: [], toAct: [], deadlineAt: null });
    expect(done.seed).toMatch(/^[0-9a-f]{64}$/);
    await expect(
      st.callers[0]!.game.move({ gameId: st.gameId, seq: done.seq, move: { seat: 0, fold: true } }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED", message: "This game is over." });
  });
});
