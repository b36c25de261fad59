// The live Judge coordinator on a manual clock against the real database: scheduling, the reveal, actions and their
// effective times, early close, windows, false starts, one action per round, resolution through the game service.
import { expect, it } from "vitest";
import { cardCode } from "~/engine/core/cards";
import { callerFor } from "../testing/context";
import { unwrapTableItem } from "../testing/table-stream";
import { describeWithDatabase } from "../testing/database";
import type { JudgeLiveView } from "./live-view";
import {
  advance,
  bothPresent,
  collect,
  currentRound,
  judgeState,
  matchRow,
  month,
  moveRows,
  seedWhere,
  settle,
  startJudge,
  unrevealedCodes,
  waitUntil,
} from "../testing/judge";

describeWithDatabase("judge coordinator", (t) => {
  it("schedules the countdown on the server clock once both are present, reveals at T0, and resolves the round as one move", async () => {
    const h = await startJudge(t().db);
    await h.callers[0]!.judge.ping({ gameId: h.gameId });
    await settle(h.coordinator);
    // One player alone: no countdown.
    await advance(h.clock, 3000, h.coordinator);
    expect((await matchRow(h)).round).toBeNull();
    const t0 = h.clock.now();
    await bothPresent(h);
    const row = await matchRow(h);
    expect(row).toMatchObject({ ownerId: "owner-A", round: 1, countdown: 1, closing: false });
    expect(row.revealAt!.getTime()).toBe(t0 + h.coordinator.timings.countdownMs);
    expect(h.coordinator.owns(h.gameId)).toBe(true);

    // Nobody acts: the window (1500 ms by default) passes and the round is a pot.
    await advance(h.clock, h.coordinator.timings.countdownMs + 1499, h.coordinator);
    expect(await moveRows(h)).toHaveLength(0);
    await advance(h.clock, 2, h.coordinator);
    const stored = await moveRows(h);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ seq: 1, payload: { round: 1, actions: [] }, byStandIn: false });
    const after = await matchRow(h);
    expect(after).toMatchObject({ round: null, revealAt: null, closing: false, idleRounds: [1, 1] });
    // The next countdown follows the pause.
    await advance(h.clock, h.coordinator.timings.pauseMs, h.coordinator);
    expect(await matchRow(h)).toMatchObject({ round: 2, countdown: 2 });
    await h.coordinator.stop();
  });

  it("takes each player's action with its effective time t_recv − min(OWD, cap), closes early once the outcome is fixed", async () => {
    // Different months, so one seat is the later month.
    const h = await startJudge(t().db, { seed: seedWhere((p) => month(p[0]) !== month(p[1])) });
    // Seat 0's connection: RTT 100 ms (OWD 50); seat 1's: 1000 ms (OWD 500, credited only the 150 ms cap).
    await h.callers[0]!.judge.ping({ gameId: h.gameId, rttMs: 100 });
    await h.callers[1]!.judge.ping({ gameId: h.gameId, rttMs: 1000 });
    await settle(h.coordinator);
    const { state } = await judgeState(h.db, h.gameId);
    const { later, pickets } = currentRound(state);
    const L = later!;
    const E = (1 - L) as 0 | 1;
    const row = await matchRow(h);
    const T0 = row.revealAt!.getTime();
    await advance(h.clock, T0 - h.clock.now() + 400, h.coordinator);
    // E defends, received 400 ms after T0.
    const credited = (s: number) => (s === 0 ? 50 : 150);
    const e = await h.callers[E]!.judge.act({ gameId: h.gameId, round: 1, act: "defend" });
    expect(e).toMatchObject({ status: "accepted", receivedMs: 400, effectiveMs: 400 - credited(E) });
    // Not fixed yet (L may still hit after the defence, or defend): no move.
    await advance(h.clock, 100, h.coordinator);
    expect(await moveRows(h)).toHaveLength(0);
    const l = await h.callers[L]!.judge.act({ gameId: h.gameId, round: 1, act: "hit" });
    expect(l).toMatchObject({ status: "accepted", receivedMs: 500, effectiveMs: 500 - credited(L) });
    // Both acted: closed at once, long before the window's end.
    await settle(h.coordinator);
    const stored = await moveRows(h);
    expect(stored).toHaveLength(1);
    const payload = stored[0]!.payload as { round: number; actions: { seat: number; act: string; ms: number }[] };
    expect(payload.round).toBe(1);
    expect(payload.actions).toEqual(
      [
        { seat: E, act: "defend", ms: 400 - credited(E) },
        { seat: L, act: "hit", ms: 500 - credited(L) },
      ].sort((a, b) => a.seat - b.seat),
    );
    const view = await h.callers[0]!.game.view({ gameId: h.gameId });
    const outcome = (view.view as { lastOutcome: { winner: number | null; row: string; pickets: string[] } })
      .lastOutcome;
    expect(outcome.pickets).toEqual([cardCode(pickets[0]), cardCode(pickets[1])]);
    // E's defence (effective 400 − credit) landed before L's hit (500 − credit) unless the credits reversed them.
    const eEff = 400 - credited(E);
    const lEff = 500 - credited(L);
    expect(outcome.row).toBe(eEff < lEff && lEff - eEff >= 10 ? "3a" : "3b");
    await h.coordinator.stop();
  });

  it("closes at once on the later month's hit with no earlier defence (hit_wins), without waiting for the window", async () => {
    const h = await startJudge(t().db, { seed: seedWhere((p) => month(p[0]) !== month(p[1])) });
    await bothPresent(h);
    const { later } = currentRound((await judgeState(h.db, h.gameId)).state);
    const T0 = (await matchRow(h)).revealAt!.getTime();
    await advance(h.clock, T0 - h.clock.now() + 250, h.coordinator);
    await h.callers[later!]!.judge.act({ gameId: h.gameId, round: 1, act: "hit" });
    await settle(h.coordinator);
    const stored = await moveRows(h);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toEqual({ round: 1, actions: [{ seat: later, act: "hit", ms: 250 }] });
    // The other player's action after the close is refused: the round is decided.
    await expect(h.callers[1 - later!]!.judge.act({ gameId: h.gameId, round: 1, act: "defend" })).rejects.toMatchObject(
      { code: expect.stringMatching(/CONFLICT|BAD_REQUEST/) },
    );
    expect(await moveRows(h)).toHaveLength(1);
    await h.coordinator.stop();
  });

  it("extends the window after a mistake (E hits: L may answer until t + R) and refuses what comes after it", async () => {
    const h = await startJudge(t().db, {
      seed: seedWhere((p) => month(p[0]) !== month(p[1])),
      options: { window_ms: 1000 },
    });
    await bothPresent(h);
    const { later } = currentRound((await judgeState(h.db, h.gameId)).state);
    const L = later!;
    const E = 1 - L;
    const T0 = (await matchRow(h)).revealAt!.getTime();
    // E hits by mistake at 900 ms: the window now ends at 900 + 800 = 1700 ms.
    await advance(h.clock, T0 - h.clock.now() + 900, h.coordinator);
    await h.callers[E]!.judge.act({ gameId: h.gameId, round: 1, act: "hit" });
    await advance(h.clock, 500, h.coordinator);
    expect(await moveRows(h)).toHaveLength(0);
    // L answers at 1400 ms (after W = 1000, inside the extension): L wins (row 2).
    await h.callers[L]!.judge.act({ gameId: h.gameId, round: 1, act: "hit" });
    await settle(h.coordinator);
    const [m] = await moveRows(h);
    expect(m!.payload).toMatchObject({ round: 1 });
    const view = await h.callers[0]!.game.view({ gameId: h.gameId });
    expect((view.view as { lastOutcome: { winner: number; row: string } }).lastOutcome).toMatchObject({
      winner: L,
      row: "2",
    });

    // Round 2: with nobody acting it closes at W = 1000 ms; an action after it is refused and stores nothing.
    await advance(h.clock, h.coordinator.timings.pauseMs, h.coordinator);
    const T1 = (await matchRow(h)).revealAt!.getTime();
    await advance(h.clock, T1 - h.clock.now() + 999, h.coordinator);
    expect(await moveRows(h)).toHaveLength(1);
    await advance(h.clock, 1, h.coordinator);
    expect(await moveRows(h)).toHaveLength(2);
    await expect(h.callers[0]!.judge.act({ gameId: h.gameId, round: 2, act: "hit" })).rejects.toMatchObject({
      code: expect.stringMatching(/CONFLICT|BAD_REQUEST/),
    });
    await h.coordinator.stop();
  });

  it("one irrevocable action per round; a second one, one for another round, or before any countdown is refused", async () => {
    const h = await startJudge(t().db, { seed: seedWhere((p) => month(p[0]) !== month(p[1])) });
    await expect(h.callers[0]!.judge.act({ gameId: h.gameId, round: 1, act: "hit" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "No picket round is in play: wait for the countdown.",
    });
    await bothPresent(h);
    const { later } = currentRound((await judgeState(h.db, h.gameId)).state);
    const E = 1 - later!;
    const T0 = (await matchRow(h)).revealAt!.getTime();
    await advance(h.clock, T0 - h.clock.now() + 300, h.coordinator);
    await expect(h.callers[E]!.judge.act({ gameId: h.gameId, round: 2, act: "defend" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Round 2 is not in play; round 1 is.",
    });
    expect(await h.callers[E]!.judge.act({ gameId: h.gameId, round: 1, act: "defend" })).toMatchObject({
      status: "accepted",
    });
    await expect(h.callers[E]!.judge.act({ gameId: h.gameId, round: 1, act: "hit" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/already acted/),
    });
    await expect(h.callers[E]!.judge.act({ gameId: h.gameId, round: 1, act: "defend" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await h.db.judgeAction.count({ where: { gameId: h.gameId } })).toBe(1);
    // Strangers and bad input.
    await expect(callerFor(h.db).judge.act({ gameId: h.gameId, round: 1, act: "hit" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(h.callers[E]!.judge.act({ gameId: h.gameId, round: 1, act: "lift" as "hit" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await h.coordinator.stop();
  });

  it("false starts: ignored by default (the player may still act); with opponent_wins_round the opponent takes the round", async () => {
    const h = await startJudge(t().db);
    await bothPresent(h);
    const T0 = (await matchRow(h)).revealAt!.getTime();
    await advance(h.clock, T0 - h.clock.now() - 200, h.coordinator);
    const early = await h.callers[0]!.judge.act({ gameId: h.gameId, round: 1, act: "hit" });
    expect(early).toMatchObject({ status: "false-start", ignored: true, receivedMs: -200 });
    expect(await h.db.judgeAction.count({ where: { gameId: h.gameId } })).toBe(0);
    await advance(h.clock, 500, h.coordinator);
    expect(await h.callers[0]!.judge.act({ gameId: h.gameId, round: 1, act: "hit" })).toMatchObject({
      status: "accepted",
      effectiveMs: 300,
    });
    await h.coordinator.stop();

    const g = await startJudge(t().db, {
      options: { false_start: "opponent_wins_round" },
      seed: seedWhere((p) => month(p[0]) !== month(p[1]), { false_start: "opponent_wins_round" }),
    });
    await bothPresent(g);
    const { later } = currentRound((await judgeState(g.db, g.gameId)).state);
    const row = await matchRow(g);
    // Just after T0, before the reveal can have reached the player (OWD 40 ms: a legit action arrives ≥ 80 ms after T0).
    await g.callers[1]!.judge.ping({ gameId: g.gameId, rttMs: 80 });
    await advance(g.clock, row.revealAt!.getTime() - g.clock.now() + 20, g.coordinator);
    expect(await g.callers[1]!.judge.act({ gameId: g.gameId, round: 1, act: "hit" })).toMatchObject({
      status: "false-start",
      ignored: false,
    });
    await settle(g.coordinator);
    const view = await g.callers[0]!.game.view({ gameId: g.gameId });
    expect((view.view as { lastOutcome: { winner: number } }).lastOutcome.winner).toBe(0);
    const [m] = await moveRows(g);
    // The record has no false-start marker: the table input that gives seat 0 the round.
    expect(m!.payload).toEqual(
      later === 1
        ? { round: 1, actions: [{ seat: 1, act: "defend", ms: 0 }] }
        : { round: 1, actions: [{ seat: 0, act: "hit", ms: 0 }] },
    );
    await g.coordinator.stop();
  });

  it("nothing of a picket reaches a player before T0: every message of the live stream, the game stream, views, pings and actions", async () => {
    const h = await startJudge(t().db);
    const stop = new AbortController();
    // The table page's one stream per player: the match's live views, its game views and the table.
    const all = [0, 1].map((s) =>
      collect<unknown>(
        callerFor(h.db, h.users[s]!, { signal: stop.signal }).table.onChange({
          tableId: h.tableId,
        }) as unknown as AsyncIterable<unknown>,
      ),
    );
    const judgeOf = (items: unknown[]) =>
      items.map((x) => unwrapTableItem(x).event).flatMap((e) => (e.kind === "live" ? [e.judge] : []));
    const streams = all.map((a) => ({
      get items(): JudgeLiveView[] {
        return judgeOf(a.items);
      },
    }));
    const games = all;
    const replies: unknown[] = [];
    await waitUntil(() => streams.every((s) => s.items.length > 0), "the first live views");
    for (let round = 1; round <= 3; round++) {
      replies.push(
        await h.callers[0]!.judge.ping({ gameId: h.gameId, rttMs: 20 }),
        await h.callers[1]!.judge.ping({ gameId: h.gameId, rttMs: 30 }),
      );
      await settle(h.coordinator);
      const { state } = await judgeState(h.db, h.gameId);
      const secret = unrevealedCodes(state);
      const row = await matchRow(h);
      expect(row.round).toBe(round);
      await waitUntil(
        () => streams.every((s) => s.items.some((v) => v.phase === "countdown" && v.round === round)),
        `countdown ${round}`,
      );
      replies.push(
        await h.callers[0]!.game.view({ gameId: h.gameId }),
        await h.callers[1]!.game.view({ gameId: h.gameId }),
      );
      replies.push(
        await h.callers[0]!.judge.act({ gameId: h.gameId, round, act: "hit" }).catch((e: Error) => e.message),
      );
      // Everything received so far, just before T0.
      await advance(h.clock, row.revealAt!.getTime() - h.clock.now() - 1, h.coordinator);
      const seen = JSON.stringify([streams.map((s) => s.items), games.map((g) => g.items), replies]);
      for (const code of secret) expect(seen).not.toContain(`"${code}"`);
      // At T0 both streams show the same pickets (the engine's next round), in one tick.
      const counts = streams.map((s) => s.items.length);
      await advance(h.clock, 1, h.coordinator);
      await waitUntil(
        () => streams.every((s, i) => s.items.slice(counts[i]).some((v) => v.revealed !== null)),
        `reveal ${round}`,
      );
      const { pickets } = currentRound(state);
      for (const s of streams) {
        const reveal = s.items.find((v) => v.revealed?.round === round)!;
        expect(reveal.revealed!.pickets).toEqual([cardCode(pickets[0]), cardCode(pickets[1])]);
        expect(reveal.serverNow).toBe(row.revealAt!.getTime());
      }
      await advance(h.clock, 1500 + h.coordinator.timings.owdCapMs + h.coordinator.timings.pauseMs + 10, h.coordinator);
    }
    stop.abort();
    await Promise.all(all.map((s) => s.done));
    await h.coordinator.stop();
  });
});

describeWithDatabase("judge coordinator: a whole match", (t) => {
  it("plays 23 rounds with both players acting to the end: scores with the brights bonus, results stored, the match row let go", async () => {
    const h = await startJudge(t().db, { options: { window_ms: 1000 } });
    for (let round = 1; round <= 23; round++) {
      await bothPresent(h);
      const row = await matchRow(h);
      expect(row.round).toBe(round);
      const { later } = currentRound((await judgeState(h.db, h.gameId)).state);
      await advance(h.clock, row.revealAt!.getTime() - h.clock.now() + 200, h.coordinator);
      // The right acts, the earlier month faster every third round (a successful defence: pot).
      const order = later === null ? [0, 1] : round % 3 === 0 ? [1 - later, later] : [later, 1 - later];
      for (const s of order) {
        const act = later === null || later === s ? "hit" : "defend";
        await h.callers[s]!.judge.act({ gameId: h.gameId, round, act }).catch(() => null);
        await advance(h.clock, 40, h.coordinator);
      }
      await advance(h.clock, h.coordinator.timings.pauseMs, h.coordinator);
    }
    const view = await h.callers[0]!.game.view({ gameId: h.gameId });
    expect(view.status).toBe("FINISHED");
    expect(await moveRows(h)).toHaveLength(23);
    const jv = view.view as { result: { scores: number[]; cards: number[]; bonus: number[] }; outcomes: unknown[] };
    expect(jv.outcomes).toHaveLength(23);
    expect(jv.result.scores).toEqual([
      jv.result.cards[0]! + jv.result.bonus[0]!,
      jv.result.cards[1]! + jv.result.bonus[1]!,
    ]);
    expect(view.totals).toEqual(jv.result.scores);
    await waitUntil(
      async () => (await h.db.matchResult.count({ where: { gameId: h.gameId } })) === 2,
      "the match results",
    );
    expect(h.coordinator.owns(h.gameId)).toBe(false);
    expect(await matchRow(h)).toMatchObject({ ownerId: null });
    await h.coordinator.stop();
  });
});
