import { afterAll, afterEach, expect, it } from "vitest";
import { analyseMoves, type AnalysisInput } from "~/engine/bots";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import { Rng } from "~/engine/core/rng";
import { parseRecord, recordPositions, type GameRecord } from "~/engine/record";
import { stopThinkingThread } from "../../../bots/thinking-thread";
import { ANALYSIS_PLAYOUTS, clearAnalysisCache } from "../../../replays/analysis-service";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { playThrough, startTable } from "../../../testing/play";
import { startOfAWindowWithRoom } from "../../../testing/rate-window";
import { analyseLimit } from "../../../security/rate-limit";
import type { FullReplay } from "../../../views/replay";

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** The replay's positions (each deal, then after each move) with the move that followed each, folded from the record. */
function positions(
  record: GameRecord,
  startFacts: unknown,
): { ruleset: AnyRuleset; setup: MatchSetup; states: unknown[]; next: (unknown | null)[] } {
  const parsed = parseRecord(json(record));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const folded = recordPositions(parsed.value, startFacts);
  if (!folded.ok) throw new Error(folded.error.message);
  const { states, next } = folded.value;
  return { ruleset: parsed.value.ruleset, setup: parsed.value.setup, states, next };
}

/** The first position (after `skip` others) where the seat to act has a real choice and made the next move itself. */
function choicePosition(
  ruleset: AnyRuleset,
  states: unknown[],
  next: (unknown | null)[],
  skip = 0,
): { position: number; seat: number } {
  let seen = 0;
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!;
    if (ruleset.phase(s) !== "playing" || next[i] === null) continue;
    const seat = ruleset.toAct(s)[0]!;
    if ((next[i] as { seat?: number }).seat !== seat || ruleset.legalMoves(s, seat).length < 3) continue;
    if (seen++ === skip) return { position: i, seat };
  }
  throw new Error("no position with a choice");
}

describeWithDatabase("replay.analyse", (t) => {
  afterEach(() => {
    clearAnalysisCache();
    delete process.env.RATE_LIMIT_ANALYSES_PER_MINUTE;
  });
  afterAll(() => stopThinkingThread());

  it("ranks every legal move of a finished game's position by the bot's search of that seat's view, and marks the move played", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 }, visibility: "PRIVATE" });
    await playThrough(st, { seed: "analyse-finished" });
    const replay = (await st.callers[0]!.replay.get({ gameId: st.gameId })) as FullReplay;
    expect(replay.status).toBe("FINISHED");
    const { ruleset, setup, states, next } = positions(replay.record, replay.startFacts);
    const { position, seat } = choicePosition(ruleset, states, next);
    const state = states[position]!;
    const legal = ruleset.legalMoves(state, seat);

    // Asked by the other player: a player may review any seat's choices.
    const a = await st.callers[1 - seat]!.replay.analyse({ gameId: st.gameId, position, seat });
    expect(a).toMatchObject({ gameId: st.gameId, position, seat, unit: "points" });
    expect(a.moves.map((m) => m.index).sort((x, y) => x - y)).toEqual(legal.map((_, i) => i));
    expect(a.moves.map((m) => m.rank)).toEqual(legal.map((_, i) => i + 1));
    const means = a.moves.map((m) => m.mean ?? -Infinity);
    expect(means).toEqual([...means].sort((x, y) => y - x));
    expect(a.moves.map((m) => m.text)).toEqual(a.moves.map((m) => ruleset.describeMove(state, legal[m.index])));
    // and as phrases, so that a page says them in its reader's language
    expect(a.moves.map((m) => m.phrase)).toEqual(a.moves.map((m) => ruleset.phraseMove!(state, legal[m.index])));
    // The move the game went on with, found among the legal moves.
    expect(a.played).not.toBeNull();
    expect(json(legal[a.played!])).toEqual(json(next[position]));

    // Exactly the figures analyseMoves gives from that seat's playerView with the position's seed: the search was
    // handed the view (nothing more) and repeats itself.
    const direct = analyseMoves({
      game: "sakura",
      setup,
      seat,
      view: ruleset.playerView(state, seat),
      legalMoves: legal,
      rng: Rng.fromSeed(`analysis/${st.gameId}/${position}/${seat}`),
      budget: { playouts: ANALYSIS_PLAYOUTS },
    } as AnalysisInput);
    expect(a.botChoice).toBe(direct.searchChoice);
    expect(a.heuristicChoice).toBe(direct.heuristicChoice);
    for (const m of a.moves)
      expect(m).toMatchObject({ mean: direct.candidates[m.index]!.mean, count: direct.candidates[m.index]!.count });
    expect(a.playouts).toBe(direct.playouts);

    // Asked again (from the cache or not): the same answer.
    clearAnalysisCache();
    await expect(st.callers[seat]!.replay.analyse({ gameId: st.gameId, position, seat })).resolves.toEqual(a);
  });

  it("analyses Sutda's bets too, in chips", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sutda", playerCount: 2, options: { end: "rounds_N", rounds: 1 } });
    await playThrough(st, { seed: "analyse-sutda" });
    const replay = (await st.callers[0]!.replay.get({ gameId: st.gameId })) as FullReplay;
    const { ruleset, states, next } = positions(replay.record, replay.startFacts);
    const found = choicePosition(ruleset, states, next);
    const a = await st.callers[0]!.replay.analyse({ gameId: st.gameId, ...found });
    expect(a.unit).toBe("chips");
    expect(a.moves).toHaveLength(ruleset.legalMoves(states[found.position]!, found.seat).length);
  });

  it("refuses a game in play (no engine help during play), and a private game to anyone but its players", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 }, visibility: "PRIVATE" });
    const seat = (await db.game.findUniqueOrThrow({ where: { id: st.gameId } })).toAct[0]!;
    await expect(st.callers[seat]!.replay.analyse({ gameId: st.gameId, position: 0, seat })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringMatching(/still in play.*no engine help/),
    });
    await playThrough(st, { seed: "analyse-private" });
    const stranger = await createTestUser(db);
    await expect(
      callerFor(db, stranger).replay.analyse({ gameId: st.gameId, position: 0, seat: 0 }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(db).replay.analyse({ gameId: st.gameId, position: 0, seat: 0 })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(
      callerFor(db, stranger).replay.analyse({ gameId: "no-such-game", position: 0, seat: 0 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers bad positions and seats with a clear message, and limits the analyses each user may have computed", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 } });
    await playThrough(st, { seed: "analyse-bad" });
    const replay = (await st.callers[0]!.replay.get({ gameId: st.gameId })) as FullReplay;
    const { ruleset, states, next } = positions(replay.record, replay.startFacts);
    const { position, seat } = choicePosition(ruleset, states, next);
    const caller = st.callers[0]!;
    await expect(caller.replay.analyse({ gameId: st.gameId, position: states.length, seat })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: `This game has positions 0 to ${states.length - 1}: there is no position ${states.length}.`,
    });
    await expect(caller.replay.analyse({ gameId: st.gameId, position, seat: 1 - seat })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/has nothing to choose at this position/),
    });
    await expect(caller.replay.analyse({ gameId: st.gameId, position, seat: 2 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This game has seats 0 to 1: there is no seat 2.",
    });
    await expect(caller.replay.analyse({ gameId: st.gameId, position: -1, seat })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    // The game's last position: the match is over, nobody chooses.
    await expect(caller.replay.analyse({ gameId: st.gameId, position: states.length - 1, seat })).rejects.toMatchObject(
      { code: "BAD_REQUEST", message: expect.stringMatching(/nothing to choose/) },
    );

    // One computed analysis a minute: the second position is refused, the first is still answered (from the cache).
    process.env.RATE_LIMIT_ANALYSES_PER_MINUTE = "1";
    // both counted in one minute's window (a computed analysis can take seconds on a busy machine)
    await startOfAWindowWithRoom(analyseLimit().windowMs, 30_000);
    const first = await caller.replay.analyse({ gameId: st.gameId, position, seat });
    const other = choicePosition(ruleset, states, next, 1);
    await expect(caller.replay.analyse({ gameId: st.gameId, ...other })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/Too many analyses/),
    });
    await expect(caller.replay.analyse({ gameId: st.gameId, position, seat })).resolves.toEqual(first);
  });
});
