import { expect, it } from "vitest";
import { recordAfterMove } from "../repositories/after-move";
import { describeWithDatabase } from "../testing/database";
import { engineStateOf, playThrough, startTable } from "../testing/play";
import { afterMoveJobKey } from "./job-kinds";

describeWithDatabase("results of finished rounds and games", (t) => {
  it("Sakura 2v2: a RoundResult per round, a MatchResult per seat on its team's side, a SakuraTeamResult per team", async () => {
    const { db } = t();
    // Deals chosen with moves in both rounds: a deal can decide a round before anyone moves (a dealt-hand win), and
    // the check below that moves name their round needs two rounds played.
    const st = await startTable(
      db,
      { game: "sakura", playerCount: 4, teams: "2v2", options: { rounds: 2 } },
      { seed: "results-teams-0" },
    );
    const end = await playThrough(st, { seed: "teams" });
    expect(end.status).toBe("FINISHED");
    const { ruleset, state } = await engineStateOf(db, st.gameId);
    const summaries = ruleset.roundSummaries(state);

    const rounds = await db.roundResult.findMany({ where: { gameId: st.gameId }, orderBy: { roundIndex: "asc" } });
    expect(rounds.map((r) => ({ scores: r.scores, yaku: r.yaku, winner: r.winner, cancelled: r.cancelled }))).toEqual(
      summaries.map((s) => ({ scores: s.scores, yaku: s.yaku, winner: s.winner, cancelled: s.cancelled === true })),
    );
    expect(rounds.map((r) => r.explanation)).toEqual(
      summaries.map((_, i) => JSON.parse(JSON.stringify(ruleset.explainRound(state, i)))),
    );
    expect(end.rounds.map((r) => r.scores)).toEqual(summaries.map((s) => s.scores));

    const totals = ruleset.totals(state);
    const winner = ruleset.winner(state);
    const match = await db.matchResult.findMany({ where: { gameId: st.gameId }, orderBy: { seat: "asc" } });
    expect(match.map((m) => [m.seat, m.userId, m.side, m.total])).toEqual(
      [0, 1, 2, 3].map((s) => [s, st.users[s]!.id, s % 2, totals[s % 2]]),
    );
    expect(match.map((m) => m.result)).toEqual(
      [0, 1, 2, 3].map((s) => (winner === null ? "DRAWN" : winner === s % 2 ? "WON" : "LOST")),
    );
    const teams = await db.sakuraTeamResult.findMany({ where: { gameId: st.gameId }, orderBy: { team: "asc" } });
    expect(teams).toEqual(
      [0, 1].map((team) =>
        expect.objectContaining({
          team,
          seats: [team, team + 2],
          total: totals[team],
          won: winner === team,
          victories: summaries.filter((s) => !s.cancelled && s.winner === team).length,
        }),
      ),
    );
    const table = await db.table.findUniqueOrThrow({ where: { id: st.tableId } });
    expect(table.status).toBe("FINISHED");
    const finished = await db.notification.findMany({ where: { href: `/table/${st.tableId}`, kind: "game_finished" } });
    expect(finished.map((n) => n.userId).sort()).toEqual(st.users.map((u) => u.id).sort());
    // Every stored move names the record round it belongs to (the last dealt round before it).
    const { states } = await engineStateOf(db, st.gameId);
    const stored = await db.move.findMany({ where: { gameId: st.gameId }, orderBy: { seq: "asc" } });
    expect(stored.map((m) => m.roundIndex)).toEqual(stored.map((_, i) => ruleset.dealtRounds(states[i]).length - 1));
    expect(new Set(stored.map((m) => m.roundIndex)).size).toBeGreaterThan(1);
  });

  it("a round that ends while the game goes on is stored at once, with its move's backstop job deleted", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, options: { rounds: 3 } }, { seed: "results-r1" });
    const v = await playThrough(st, { seed: "round-one", until: (g) => g.rounds.length === 1 });
    expect(v.status).toBe("ACTIVE");
    const { ruleset, state } = await engineStateOf(db, st.gameId);
    const [summary] = ruleset.roundSummaries(state);
    const rows = await db.roundResult.findMany({ where: { gameId: st.gameId } });
    expect(rows.map((r) => ({ roundIndex: r.roundIndex, scores: r.scores, yaku: r.yaku, winner: r.winner }))).toEqual([
      { roundIndex: 0, scores: summary!.scores, yaku: summary!.yaku, winner: summary!.winner },
    ]);
    expect(rows[0]!.explanation).toEqual(JSON.parse(JSON.stringify(ruleset.explainRound(state, 0))));
    expect(await db.job.findUnique({ where: { key: afterMoveJobKey(st.gameId, v.seq) } })).toBeNull();
  });

  it("round results stored again (an after-move run and its backstop) keep the first row", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 }, { seed: "results-again" });
    const row = (scores: number[]) => ({
      gameId: st.gameId,
      roundIndex: 0,
      scores,
      yaku: [["ha"], []],
      winner: 0,
      cancelled: false,
      explanation: { steps: ["ü ✓"] },
    });
    await recordAfterMove(db, [], null, new Date(), null, [row([30, 0])]);
    await recordAfterMove(db, [], null, new Date(), null, [row([99, 0]), { ...row([5, 5]), roundIndex: 1 }]);
    const rows = await db.roundResult.findMany({ where: { gameId: st.gameId }, orderBy: { roundIndex: "asc" } });
    expect(rows.map((r) => [r.roundIndex, r.scores, r.yaku, r.explanation])).toEqual([
      [0, [30, 0], [["ha"], []], { steps: ["ü ✓"] }],
      [1, [5, 5], [["ha"], []], { steps: ["ü ✓"] }],
    ]);
  });
});
