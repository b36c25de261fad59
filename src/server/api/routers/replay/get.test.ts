import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import type { AnyRuleset } from "~/engine/core/ruleset";
import { foldRecord, parseRecord, recordFromMoves, replayRecord, type GameRecord } from "~/engine/record";
import type { MushiView } from "~/engine/mushi";
import type { SakuraView } from "~/engine/sakura";
import type { SutdaView } from "~/engine/sutda";
import { gameJobHandlers } from "../../../games/job-handlers";
import { runDueJobs } from "../../../jobs/worker";
import { decodeViews } from "../../../replays/view-patch";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { leakedCards, secretCards } from "../../../testing/hidden";
import {
  engineStateOf,
  moverView,
  playOneMoveEach,
  playThrough,
  startPracticeTable,
  startTable,
  tableInput,
} from "../../../testing/play";
import type { FullReplay, SeatReplay } from "../../../views/replay";
import type { Db } from "../../../db/client";

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** The stored moves of a game, straight from the rows. */
async function storedMoves(db: Db, gameId: string) {
  return db.move.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
}

/**
 * The record-mode states of a record, one per replay position (each deal, then after each move), from the live game's
 * start facts (Ruleset.startFacts: what it settled before its first deal and shows in every view).
 */
function positions(record: GameRecord, startFacts: unknown = null): { ruleset: AnyRuleset; states: unknown[] } {
  const parsed = parseRecord(json(record));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const states: unknown[] = [];
  const folded = foldRecord(
    parsed.value,
    { onRoundStart: (_r, s) => states.push(s), onMove: (_r, _m, _b, a) => states.push(a) },
    startFacts,
  );
  if (!folded.ok) throw new Error(folded.error.message);
  return { ruleset: parsed.value.ruleset, states };
}

/**
 * What `pick` reads from seat 1's view at every position of a finished replay's record (each deal, then after each
 * move), folded from the replay's start facts.
 */
function atEveryPosition(full: FullReplay, pick: (view: unknown) => unknown): unknown[] {
  const parsed = parseRecord(json(full.record));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const shown: unknown[] = [];
  const view = (s: unknown) => shown.push(pick(json(parsed.value.ruleset.playerView(s, 1))));
  const folded = foldRecord(
    parsed.value,
    { onRoundStart: (_r, s) => view(s), onMove: (_r, _m, _b, a) => view(a) },
    full.startFacts,
  );
  expect(folded.ok).toBe(true);
  expect(shown.length).toBe(full.record.rounds.length + full.record.rounds.flatMap((r) => r.moves).length);
  return shown;
}

describeWithDatabase("replay.get", (t) => {
  it("gives a finished game whole: the record with explicit deals that replays, names, the seed matching its commitment", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 } });
    await playThrough(st, { seed: "replay-finished" });
    const r = (await st.callers[1]!.replay.get({ gameId: st.gameId })) as FullReplay;
    expect(r).toMatchObject({
      kind: "full",
      gameId: st.gameId,
      tableId: st.tableId,
      game: "sakura",
      gameTitle: "Sakura",
      status: "FINISHED",
      mySeat: 1,
      firstDealer: null,
      standInMoves: [],
    });
    expect(createHash("sha256").update(r.seed).digest("hex")).toBe(r.seedCommitment);
    expect(r.players.map((p) => p.displayName)).toEqual(st.users.map((u) => u.displayName));
    expect(r.record.players).toEqual(st.users.map((u) => u.displayName));
    expect(r.record.rounds.every((round) => round.deal !== undefined && round.seed === undefined)).toBe(true);

    // the record is the game: the same as the engine writes from the seed and the stored moves, and it replays
    const { ruleset, setup, seed, state } = await engineStateOf(db, st.gameId);
    expect(seed).toBe(r.seed);
    const moves = (await storedMoves(db, st.gameId)).map((m) => m.payload);
    const expected = recordFromMoves(
      ruleset,
      setup,
      seed,
      st.users.map((u) => u.displayName),
      moves,
    );
    if (!expected.ok) throw new Error(expected.message);
    expect(json(r.record)).toEqual(json(expected.record));
    const replayed = replayRecord(json(r.record));
    expect(replayed).toMatchObject({ ok: true, totals: ruleset.totals(state), winner: ruleset.winner(state) });
    expect(r.winner).toBe(ruleset.winner(state));

    // a stranger sees a public table's finished game, even without signing in
    const stranger = await createTestUser(db);
    await expect(callerFor(db, stranger).replay.get({ gameId: st.gameId })).resolves.toMatchObject({
      kind: "full",
      mySeat: null,
    });
    await expect(callerFor(db).replay.get({ gameId: st.gameId })).resolves.toMatchObject({
      kind: "full",
      mySeat: null,
    });
  });

  it("names the winner the server decided for a game ended by forfeit, which its record alone does not", async () => {
    const { db } = t();
    const st = await startTable(db, {
      game: "sakura",
      playerCount: 2,
      options: { rounds: 2 },
      timeControl: { kind: "per_move", seconds: 60 },
      timeoutsBeforeForfeit: 1,
    });
    const late = (await db.game.findUniqueOrThrow({ where: { id: st.gameId } })).toAct[0]!;
    await runDueJobs({ db, handlers: gameJobHandlers(testBus(db)), now: new Date(Date.now() + 61_000) });
    const r = (await st.callers[0]!.replay.get({ gameId: st.gameId })) as FullReplay;
    expect(r).toMatchObject({ kind: "full", status: "FINISHED", endReason: "forfeit", winner: 1 - late });
    expect(replayRecord(json(r.record))).toMatchObject({ ok: true, winner: null });
  });

  it("marks the moves the stand-in made", async () => {
    const { db } = t();
    // (Sutda: a hand always takes moves, where a Sakura deal can end a one-round game at once)
    const st = await startTable(db, {
      game: "sutda",
      playerCount: 2,
      options: { end: "rounds_N", rounds: 1 },
      timeControl: { kind: "per_move", seconds: 60 },
      timeoutsBeforeForfeit: null,
    });
    const handlers = gameJobHandlers(testBus(db));
    // nobody moves: the stand-in plays every turn as the deadlines pass
    for (let i = 1; i < 200; i++) {
      const g = await db.game.findUniqueOrThrow({ where: { id: st.gameId } });
      if (g.status !== "ACTIVE") break;
      await runDueJobs({ db, handlers, now: new Date(Date.now() + i * 3_600_000) });
    }
    const r = (await st.callers[0]!.replay.get({ gameId: st.gameId })) as FullReplay;
    const stored = await storedMoves(db, st.gameId);
    expect(r.kind).toBe("full");
    expect(stored.length).toBeGreaterThan(0);
    expect(r.standInMoves).toEqual(stored.flatMap((m, i) => (m.byStandIn ? [i] : [])));
    expect(r.standInMoves.length).toBe(stored.length);
  });

  it("gives a game in play only as the caller's seat has seen it: its views, step by step, never the record, the seed or another seat's cards", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 2 } });
    await playThrough(st, { seed: "replay-in-play", maxMoves: 12, until: () => false }).catch(() => undefined);
    const { ruleset, seed, setup, state, seq } = await engineStateOf(db, st.gameId);
    expect(ruleset.phase(state)).toBe("playing");
    const moves = await storedMoves(db, st.gameId);
    const full = recordFromMoves(
      ruleset,
      setup,
      seed,
      st.users.map((u) => u.displayName),
      moves.map((m) => m.payload),
    );
    if (!full.ok) throw new Error(full.message);
    const startFacts = ruleset.startFacts?.(state) ?? null;
    expect(startFacts).toMatchObject({ draws: expect.any(Array), dealer: full.record.rounds[0]!.dealer });
    const { states } = positions(full.record, startFacts);

    for (const seat of [0, 1]) {
      const r = (await st.callers[seat]!.replay.get({ gameId: st.gameId })) as SeatReplay;
      expect(r).toMatchObject({ kind: "seat", seat, mySeat: seat, seq, status: "ACTIVE" });
      const text = JSON.stringify(r);
      expect(text).not.toContain(seed);
      expect(r).not.toHaveProperty("record");
      expect(r).not.toHaveProperty("seed");
      // every position: the engine's view for this seat, and no card the seat could not see there
      expect(r.steps.length).toBe(states.length);
      const views = decodeViews(r.steps.map((s) => s.view));
      states.forEach((s, i) => {
        expect(views[i]).toEqual(json(ruleset.playerView(s, seat)));
        const secrets = secretCards(ruleset, s, seat);
        const spectator = json(ruleset.playerView(s, null)) as Record<string, unknown>;
        expect(
          leakedCards(json({ ...r.steps[i], view: views[i] }) as Record<string, unknown>, secrets, spectator),
        ).toEqual([]);
      });
      // the opponent's hand now (dealt this round, never shown) appears nowhere in this round's positions (a card of
      // it may have been seen in an earlier deal, e.g. a cancelled one: the deck is dealt again)
      const other = (ruleset.playerView(state, 1 - seat) as SakuraView).round!.hand!;
      expect(other.length).toBeGreaterThan(0);
      // (the round's part of each view: the first-dealer draws before the first deal are public and their cards
      // went back into the deck, so the opponent may hold one of them now)
      const current = r.steps.at(-1)!.round;
      const thisRound = JSON.stringify(
        r.steps.flatMap((x, i) =>
          x.round === current ? [{ ...x, view: (views[i] as unknown as SakuraView).round }] : [],
        ),
      );
      for (const card of other) expect(thisRound).not.toContain(`"${card}"`);
      // the last position is the one the live game shows the seat
      const live = await st.callers[seat]!.game.view({ gameId: st.gameId });
      expect((views.at(-1) as unknown as SakuraView).round!.hand).toEqual((live.view as SakuraView).round!.hand);
      expect(r.steps.filter((s) => s.move !== null).map((s) => s.seat)).toEqual(moves.map((m) => m.seat));
      expect(r.steps.at(-1)!.toAct).toEqual(live.toAct);
    }

    // one more move: asked again, the seat's replay (its cached fold extended) is the whole game so far
    const mover = (await st.callers[0]!.game.view({ gameId: st.gameId })).toAct[0]!;
    const mv = await st.callers[mover]!.game.view({ gameId: st.gameId });
    await st.callers[mover]!.game.move({
      gameId: st.gameId,
      seq: mv.seq,
      move: { ...(mv.legalMoves[0] as object) } as Record<string, string | number | boolean>,
    });
    const later = await engineStateOf(db, st.gameId);
    const laterMoves = await storedMoves(db, st.gameId);
    const laterRecord = recordFromMoves(
      later.ruleset,
      later.setup,
      later.seed,
      st.users.map((u) => u.displayName),
      laterMoves.map((m) => m.payload),
    );
    if (!laterRecord.ok) throw new Error(laterRecord.message);
    const again = (await st.callers[0]!.replay.get({ gameId: st.gameId })) as SeatReplay;
    expect(again.seq).toBe(seq + 1);
    expect(decodeViews(again.steps.map((x) => x.view))).toEqual(
      positions(laterRecord.record, startFacts).states.map((x) => json(ruleset.playerView(x, 0))),
    );

    // a spectator of the public table gets the public view; nobody unsigned, nobody at a private table
    const stranger = await createTestUser(db);
    const watched = (await callerFor(db, stranger).replay.get({ gameId: st.gameId })) as SeatReplay;
    expect(watched).toMatchObject({ kind: "seat", seat: null, mySeat: null });
    expect(decodeViews(watched.steps.map((s) => s.view)).at(-1)).toEqual(
      json(ruleset.playerView(positions(laterRecord.record, startFacts).states.at(-1), null)),
    );
    await expect(callerFor(db).replay.get({ gameId: st.gameId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("keeps Sutda hands in play secret from the other seats", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sutda", playerCount: 3 });
    const { seat, mine } = await moverView(st);
    await st.callers[seat]!.game.move({
      gameId: st.gameId,
      seq: mine.seq,
      move: { ...(mine.legalMoves[0] as object) } as Record<string, number>,
    });
    const { ruleset, state, seed } = await engineStateOf(db, st.gameId);
    for (const s of [0, 1, 2]) {
      const r = (await st.callers[s]!.replay.get({ gameId: st.gameId })) as SeatReplay;
      const text = JSON.stringify(r);
      expect(text).not.toContain(seed);
      for (const card of secretCards(ruleset, state, s)) expect(text).not.toContain(`"${card}"`);
      const views = decodeViews(r.steps.map((x) => x.view)) as unknown as SutdaView[];
      expect(views.at(-1)!.seats[s]!.cards[0]).not.toBeNull();
    }
  });

  it("shows a Mushi game in play with the lots that chose its first elder, as the live game and the finished replay do", async () => {
    const { db } = t();
    // (a target of 1: the game ends with the first round anyone wins)
    const st = await startTable(db, { game: "mushi", playerCount: 2, options: { rounds: "target", target: 1 } });
    await playThrough(st, { seed: "replay-mushi-lots", maxMoves: 5, until: () => false }).catch(() => undefined);
    const { ruleset, state } = await engineStateOf(db, st.gameId);
    expect(ruleset.phase(state)).toBe("playing");
    // public: the live game shows the same lots to both seats and to a spectator
    const lots = (json(ruleset.playerView(state, null)) as MushiView).history.lots;
    expect(lots).not.toBeNull();
    expect(lots!.draws.length).toBeGreaterThan(0);
    const stranger = await createTestUser(db);
    const watchers = [...st.callers, callerFor(db, stranger)];
    for (const [i, caller] of watchers.entries()) {
      expect(((await caller.game.view({ gameId: st.gameId })).view as MushiView).history.lots).toEqual(lots);
      const r = (await caller.replay.get({ gameId: st.gameId })) as SeatReplay;
      expect(r).toMatchObject({ kind: "seat", seat: i < 2 ? i : null });
      const views = decodeViews(r.steps.map((x) => x.view)) as unknown as MushiView[];
      expect(views.length).toBeGreaterThan(5);
      for (const v of views) expect(v.history.lots).toEqual(lots);
    }

    // finished: the replay carries them as start facts, and the record folded from them shows them at every position
    await playThrough(st, { seed: "replay-mushi-lots-end" });
    const full = (await st.callers[0]!.replay.get({ gameId: st.gameId })) as FullReplay;
    expect(full).toMatchObject({ kind: "full", startFacts: lots });
    for (const l of atEveryPosition(full, (v) => (v as MushiView).history.lots)) expect(l).toEqual(lots);
  });

  it.each([
    { game: "sakura", options: { rounds: 1 }, field: "firstDealerDraws" },
    { game: "sfj", options: { rounds: 6 }, field: "dealerDraws" },
  ] as const)(
    "shows a $game game in play with its first-dealer draws, as the live game and the finished replay do",
    async ({ game, options, field }) => {
      const { db } = t();
      const st = await startTable(db, { game, playerCount: 2, options });
      await playThrough(st, { seed: `replay-${game}-draws`, maxMoves: 5, until: () => false }).catch(() => undefined);
      const { ruleset, state } = await engineStateOf(db, st.gameId);
      expect(ruleset.phase(state)).toBe("playing");
      const drawsOf = (view: unknown) => (view as Record<string, unknown>)[field];
      // public: the live game shows the same draws to both seats and to a spectator
      const draws = drawsOf(json(ruleset.playerView(state, null))) as { seat: number; card: string }[][];
      expect(draws.length).toBeGreaterThan(0);
      const stranger = await createTestUser(db);
      const watchers = [...st.callers, callerFor(db, stranger)];
      for (const [i, caller] of watchers.entries()) {
        expect(drawsOf((await caller.game.view({ gameId: st.gameId })).view)).toEqual(draws);
        const r = (await caller.replay.get({ gameId: st.gameId })) as SeatReplay;
        expect(r).toMatchObject({ kind: "seat", seat: i < 2 ? i : null });
        const views = decodeViews(r.steps.map((x) => x.view));
        expect(views.length).toBeGreaterThan(5);
        for (const v of views) expect(drawsOf(v)).toEqual(draws);
      }

      // finished: the replay carries them, with the dealer they gave, as start facts; the record folded from them shows
      // them at every position
      await playThrough(st, { seed: `replay-${game}-draws-end` });
      const full = (await st.callers[0]!.replay.get({ gameId: st.gameId })) as FullReplay;
      expect(full).toMatchObject({
        kind: "full",
        firstDealer: null,
        startFacts: { draws, dealer: full.record.rounds[0]!.dealer },
      });
      for (const d of atEveryPosition(full, drawsOf)) expect(d).toEqual(draws);
    },
  );

  it("names each player of a rated game with their rating before it and its change; an unrated game has none", async () => {
    const { db } = t();
    const first = await startTable(db, { game: "sakura", playerCount: 2 });
    // A move by each, then a resign (a game a player left before moving is not rated).
    await playOneMoveEach(first.callers, first.gameId);
    await first.callers[1]!.game.resign({ gameId: first.gameId });
    const changes = async (gameId: string) =>
      (await db.ratingChange.findMany({ where: { gameId } })).map((c) => ({
        userId: c.userId,
        before: c.before,
        after: c.after,
      }));
    const [w, l] = first.users;
    const c1 = await changes(first.gameId);
    const of = (cs: typeof c1, userId: string) => cs.find((c) => c.userId === userId)!;
    const shown = (cs: typeof c1, seat: number, userId: string) => ({
      seat,
      before: Math.round(of(cs, userId).before),
      change: Math.round(of(cs, userId).after) - Math.round(of(cs, userId).before),
    });
    const r1 = await callerFor(db).replay.get({ gameId: first.gameId });
    expect(r1.ratings).toEqual([shown(c1, 0, w!.id), shown(c1, 1, l!.id)]);
    expect(r1.ratings![0]).toMatchObject({ before: 1500 });
    expect(r1.ratings![0]!.change).toBeGreaterThan(0);
    expect(r1.ratings![1]!.change).toBeLessThan(0);

    // Their next game: the ratings before it are those the first left.
    const { tableId } = await first.callers[0]!.table.create(tableInput());
    const second = (await first.callers[1]!.table.join({ tableId })).gameId!;
    if ((await db.game.findUniqueOrThrow({ where: { id: second } })).status === "ACTIVE") {
      expect((await first.callers[0]!.replay.get({ gameId: second })).ratings).toBeUndefined();
      await playOneMoveEach(first.callers, second);
      await first.callers[0]!.game.resign({ gameId: second });
      const c2 = await changes(second);
      const r2 = await callerFor(db).replay.get({ gameId: second });
      expect(r2.ratings).toEqual([shown(c2, 0, w!.id), shown(c2, 1, l!.id)]);
      expect(r2.ratings!.map((r) => r.before)).toEqual([
        Math.round(of(c1, w!.id).after),
        Math.round(of(c1, l!.id).after),
      ]);
    }

    // A practice game (a bot at the table) is not rated: no ratings in its header.
    const me = await createTestUser(db);
    const practice = await startPracticeTable(db, me);
    expect(practice.table.status).toBe("PLAYING");
    await callerFor(db, me).game.resign({ gameId: practice.gameId });
    const r3 = await callerFor(db).replay.get({ gameId: practice.gameId });
    expect(r3.status).toBe("FINISHED");
    expect(r3.ratings).toBeUndefined();
    // Each seat's bot level, with which the pages word a bot's name in the reader's language.
    expect(r3.players.map((p) => p.bot)).toEqual([null, "random"]);
    const listed = await callerFor(db, me).replay.list({ scope: "mine" });
    expect(listed.items.find((g) => g.gameId === practice.gameId)?.players.map((p) => p.bot)).toEqual([null, "random"]);
  });

  it("refuses private tables to others, and unknown games", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 1 }, visibility: "PRIVATE" });
    const stranger = await createTestUser(db);
    await expect(callerFor(db, stranger).replay.get({ gameId: st.gameId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await playThrough(st, { seed: "private" });
    await expect(callerFor(db, stranger).replay.get({ gameId: st.gameId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(callerFor(db).replay.get({ gameId: st.gameId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(st.callers[0]!.replay.get({ gameId: st.gameId })).resolves.toMatchObject({ kind: "full" });
    await expect(callerFor(db, stranger).replay.get({ gameId: "no-such-game" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(callerFor(db, stranger).replay.get({ gameId: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
