// Tournaments through the server: created and registered through the router, driven by the durable job
// queue on an injected clock (registration close, round start, round deadline settled by the stand-in, game results,
// next round), for every format's pairing and a Sakura team event with cumulative and with win-count scoring.
import { expect, it } from "vitest";
import type { Db } from "../db/client";
import { gameJobHandlers } from "../games/job-handlers";
import { runDueJobs } from "../jobs/worker";
import { loadTournamentSnapshot } from "../repositories/tournament-snapshot";
import { callerFor, createTestUser, testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { tournamentInput } from "../testing/tournament-input";
import type { CreateTournamentInput } from "../schemas/create-tournament.schema";
import { tournamentJobHandlers } from "./job-handlers";
import { recordTournamentGame } from "./game-finished";
import { notificationWords } from "../i18n/notification-words";
import { settleGame } from "./round-deadline";
import { startRound } from "./start-round";

const S = 1000;
const ROUND = 120;

function eventInput(
  over: Partial<CreateTournamentInput> & Pick<CreateTournamentInput, "format">,
): CreateTournamentInput {
  const closes = new Date(Date.now() + 60 * S);
  return tournamentInput({
    name: `Cup ${Math.random().toString(36).slice(2, 7)}`,
    roundsPerGame: 1,
    registrationClosesAt: closes,
    roundStartTimes: [closes],
    roundIntervalSeconds: 0,
    roundDurationSeconds: ROUND,
    // Long move limits: the round's deadline (not a seat's clock) finishes the games, so nobody is forfeited.
    timeControl: { kind: "per_move", seconds: 86_400 },
    maxEntrants: 16,
    ...over,
  });
}

async function players(db: Db, n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      createTestUser(db, { displayName: `P${i + 1}-${Math.random().toString(36).slice(2, 6)}` }),
    ),
  );
}

/** Runs the queue at the registration close, then at each round's deadline, until the event is over. */
async function runEvent(db: Db, tournamentId: string, maxRounds = 8) {
  const handlers = { ...gameJobHandlers(testBus(db)), ...tournamentJobHandlers(testBus(db)) };
  const snap0 = (await loadTournamentSnapshot(db, tournamentId))!;
  let now = new Date(snap0.tournament.registrationClosesAt.getTime() + S);
  await runDueJobs({ db, handlers, now });
  for (let i = 0; i < maxRounds; i++) {
    const snap = (await loadTournamentSnapshot(db, tournamentId))!;
    if (snap.tournament.status !== "RUNNING") return snap;
    const playing = snap.rounds.find((r) => r.status === "PLAYING");
    expect(playing, "a round is in play while the event runs").toBeDefined();
    now = new Date(playing!.deadlineAt.getTime() + S);
    await runDueJobs({ db, handlers, now });
  }
  return (await loadTournamentSnapshot(db, tournamentId))!;
}

const pairKey = (a: string, b: string) => [a, b].sort().join("|");

describeWithDatabase("tournaments through the server", (t) => {
  it("single elimination: byes to the top seeds, rotated first dealers, the bracket played out to a champion; closed and full are refused", async () => {
    const { db } = t();
    const [org, ...ps] = await players(db, 6);
    const { tournamentId } = await callerFor(db, org!).tournament.create(
      eventInput({ format: "elimination", gamesPerPairing: 2, maxEntrants: 5 }),
    );
    for (const p of ps) await callerFor(db, p).tournament.register({ tournamentId });
    const late = await createTestUser(db);
    await expect(callerFor(db, late).tournament.register({ tournamentId })).rejects.toThrow(/full: 5 entrants/);
    await expect(callerFor(db, ps[0]!).tournament.register({ tournamentId })).rejects.toThrow(/already registered/);
    expect((await callerFor(db, late).tournament.get({ tournamentId })).viewer.registrationBlocked).toMatch(/full/);

    const snap = await runEvent(db, tournamentId);
    expect(snap.tournament.status).toBe("FINISHED");
    expect(snap.tournament.totalRounds).toBe(3);
    // A player's games list says which event and round each game belongs to.
    const seed4 = ps.find((p) => p.id === snap.entrants[3]!.userId)!;
    const mine = (await callerFor(db, seed4).table.myGames()).games;
    expect(mine.length).toBeGreaterThan(0);
    const rounds = new Map(snap.pairings.flatMap((p) => p.games.map((g) => [g.gameId, p.round] as const)));
    expect(mine.map((g) => g.tournament)).toEqual(
      mine.map((g) => ({ id: tournamentId, name: snap.tournament.name, round: rounds.get(g.gameId) })),
    );
    // 5 entrants in a bracket of 8: seeds 1-3 have byes, seed 4 meets seed 5.
    const r1 = snap.rounds.find((r) => r.number === 1)!;
    expect(r1.byes).toEqual(snap.entrants.slice(0, 3).map((e) => e.id));
    const r1Tables = snap.pairings.filter((p) => p.round === 1);
    expect(r1Tables.map((p) => p.sides)).toEqual([[snap.entrants[3]!.id, snap.entrants[4]!.id]]);
    expect(snap.pairings.filter((p) => p.round === 2)).toHaveLength(2);
    expect(snap.pairings.filter((p) => p.round === 3)).toHaveLength(1);
    // Two games per pairing, each seat deals first once.
    for (const p of snap.pairings) {
      expect(p.games.map((g) => g.firstDealer)).toEqual(expect.arrayContaining([0, 1]));
      expect(p.games.every((g) => g.result !== null && g.gameStatus === "FINISHED")).toBe(true);
      const rows = await db.game.findMany({
        where: { id: { in: p.games.map((g) => g.gameId) } },
        select: { firstDealer: true },
      });
      expect(rows.map((r) => r.firstDealer).sort()).toEqual([0, 1]);
    }
    const view = await callerFor(db, org!).tournament.get({ tournamentId });
    expect(view.winner?.entrantId).toBe(snap.tournament.winnerEntrantId);
    expect(view.bracket![2]![0]!.winner).toBe(snap.tournament.winnerEntrantId);
    expect(view.rounds.flatMap((r) => r.pairings.flatMap((p) => p.games.map((g) => g.tableId)))).toHaveLength(8);
    await expect(callerFor(db, late).tournament.register({ tournamentId })).rejects.toThrow(/Registration is closed/);
    const second = snap.pairings[0]!.games[1]!;
    expect(await callerFor(db, null).tournament.ofTable({ tableId: second.tableId })).toEqual({
      tournamentId,
      name: snap.tournament.name,
      round: 1,
      game: 2,
      games: 2,
    });

    // A job that runs again (its worker died after the commit) changes nothing.
    const ctx = { db, bus: testBus(db) };
    expect(await startRound(ctx, tournamentId, 2, new Date())).toBe("nothing-to-do");
    await recordTournamentGame(ctx, snap.pairings[0]!.games[0]!.gameId, new Date());
    const again = (await loadTournamentSnapshot(db, tournamentId))!;
    expect(again.pairings.flatMap((p) => p.games.map((g) => g.gameId))).toEqual(
      snap.pairings.flatMap((p) => p.games.map((g) => g.gameId)),
    );
    expect(await db.tournamentRound.count({ where: { tournamentId } })).toBe(3);
  });

  it("round robin: every entrant meets every other once (4 at tables of 2), and at tables of 3 a balanced schedule; a crosstable", async () => {
    const { db } = t();
    const [org, ...ps] = await players(db, 5);
    const { tournamentId } = await callerFor(db, org!).tournament.create(
      eventInput({ format: "round_robin", scoring: "victories" }),
    );
    for (const p of ps.slice(0, 4)) await callerFor(db, p).tournament.register({ tournamentId });
    const snap = await runEvent(db, tournamentId);
    expect(snap.tournament.status).toBe("FINISHED");
    expect(snap.rounds).toHaveLength(3);
    const met = snap.pairings.map((p) => pairKey(p.sides[0]!, p.sides[1]!));
    expect(new Set(met).size).toBe(6);
    const view = await callerFor(db, null).tournament.get({ tournamentId });
    expect(view.crosstable!.rows).toHaveLength(4);
    for (const row of view.crosstable!.rows) expect(row.cells.filter((c) => c.length === 1)).toHaveLength(3);
    expect(view.standings[0]!.entrantId).toBe(snap.tournament.winnerEntrantId);

    // Five at tables of 3 (2 when the count does not divide): every pair shares a table at least once.
    const { tournamentId: three } = await callerFor(db, org!).tournament.create(
      eventInput({ format: "round_robin", playersPerTable: 3, allowSmallerTables: true }),
    );
    for (const p of [org!, ...ps]) await callerFor(db, p).tournament.register({ tournamentId: three });
    const s3 = await runEvent(db, three);
    expect(s3.tournament.status).toBe("FINISHED");
    const pairs = new Set<string>();
    for (const p of s3.pairings) for (const a of p.sides) for (const b of p.sides) if (a < b) pairs.add(pairKey(a, b));
    expect(pairs.size).toBe(10);
    expect(s3.pairings.every((p) => p.sides.length >= 2 && p.sides.length <= 3)).toBe(true);
  });

  it("Swiss: five entrants, three rounds, no repeat pairings, one bye a round to a different entrant, standings with tie-breaks", async () => {
    const { db } = t();
    const [org, ...ps] = await players(db, 6);
    const { tournamentId } = await callerFor(db, org!).tournament.create(
      eventInput({ format: "swiss", swissRounds: 3 }),
    );
    for (const p of ps) await callerFor(db, p).tournament.register({ tournamentId });
    const snap = await runEvent(db, tournamentId);
    expect(snap.tournament.status).toBe("FINISHED");
    expect(snap.rounds).toHaveLength(3);
    const met = snap.pairings.map((p) => pairKey(p.sides[0]!, p.sides[1]!));
    expect(new Set(met).size).toBe(met.length);
    const byes = snap.rounds.flatMap((r) => r.byes);
    expect(byes).toHaveLength(3);
    expect(new Set(byes).size).toBe(3);
    const { standings, winner } = await callerFor(db, null).tournament.standings({ tournamentId });
    expect(standings.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(standings.every((s) => s.played + s.byes === 3)).toBe(true);
    expect(standings.every((s) => Number.isFinite(s.buchholz) && Number.isFinite(s.sonnebornBerger))).toBe(true);
    expect(winner?.entrantId).toBe(standings[0]!.entrantId);
  });

  it("a result whose bookkeeping job gave up is recorded at the round's deadline: the event still ends", async () => {
    const { db } = t();
    const [org, a, b] = await players(db, 3);
    const { tournamentId } = await callerFor(db, org!).tournament.create(eventInput({ format: "elimination" }));
    for (const p of [a, b]) await callerFor(db, p!).tournament.register({ tournamentId });
    const handlers = { ...gameJobHandlers(testBus(db)), ...tournamentJobHandlers(testBus(db)) };
    const closes = (await loadTournamentSnapshot(db, tournamentId))!.tournament.registrationClosesAt;
    await runDueJobs({ db, handlers, now: new Date(closes.getTime() + S) });
    const snap = (await loadTournamentSnapshot(db, tournamentId))!;
    const game = snap.pairings[0]!.games[0]!;
    // The game is played out, and its tournament job is lost (failed for good).
    await settleGame({ db, bus: testBus(db) }, game.gameId, new Date(closes.getTime() + 2 * S));
    const failed = await db.job.updateMany({
      where: { key: `tournament-game:${game.gameId}` },
      data: { status: "FAILED" },
    });
    expect(failed.count).toBe(1);
    expect((await loadTournamentSnapshot(db, tournamentId))!.pairings[0]!.games[0]!.result).toBeNull();
    await runDueJobs({ db, handlers, now: new Date(snap.rounds[0]!.deadlineAt.getTime() + S) });
    const after = (await loadTournamentSnapshot(db, tournamentId))!;
    expect(after.tournament.status).toBe("FINISHED");
    expect([a!.id, b!.id]).toContain(after.entrants.find((e) => e.id === after.tournament.winnerEntrantId)!.userId);
  });

  for (const scoring of ["cumulative", "victories"] as const) {
    it(`Sakura 2v2 team event, ${scoring} scoring: teams register together, results per team (SakuraTeamResult), team standings`, async () => {
      const { db } = t();
      const people = await players(db, 6);
      const [a1, a2, b1, b2, c1, c2] = people;
      const { tournamentId } = await callerFor(db, a1!).tournament.create(
        eventInput({
          format: "round_robin",
          game: "sakura",
          playersPerTable: 4,
          teams: "2v2",
          roundsPerGame: 1,
          scoring,
          minEntrants: 2,
        }),
      );
      await expect(callerFor(db, a1!).tournament.register({ tournamentId })).rejects.toThrow(/team event/);
      // Cumulative: three teams (a round robin of three rounds, one bye each); win count: two teams (one round).
      const teams = (
        [
          [a1, a2, "Aces"],
          [b1, b2, "Birds"],
          [c1, c2, "Cranes"],
        ] as const
      ).slice(0, scoring === "cumulative" ? 3 : 2);
      for (const [cap, mate, name] of teams) {
        const { teamId } = await callerFor(db, cap!).tournament.registerTeam({
          tournamentId,
          name,
          members: [mate!.displayName],
        });
        expect(
          (await callerFor(db, cap!).tournament.get({ tournamentId })).teams.find((x) => x.id === teamId)?.complete,
        ).toBe(false);
        await callerFor(db, mate!).tournament.answerInvite({ tournamentId, teamId, accept: true });
      }
      const before = await callerFor(db, a2!).tournament.get({ tournamentId });
      expect(before.entrants.map((e) => e.name)).toEqual(teams.map((x) => x[2]));
      expect(before.entrants.find((e) => e.isMine)?.name).toBe("Aces");

      const snap = await runEvent(db, tournamentId);
      expect(snap.tournament.status).toBe("FINISHED");
      expect(snap.rounds).toHaveLength(teams.length === 3 ? 3 : 1);
      for (const p of snap.pairings) {
        const game = p.games[0]!;
        const setup = (await db.game.findUniqueOrThrow({ where: { id: game.gameId } })).setup as {
          teams: number[][];
          options: Record<string, unknown>;
        };
        expect(setup.teams).toEqual([
          [0, 2],
          [1, 3],
        ]);
        expect(setup.options.match_scoring).toBe(scoring);
        const teamRows = await db.sakuraTeamResult.findMany({
          where: { gameId: game.gameId },
          orderBy: { team: "asc" },
        });
        expect(teamRows).toHaveLength(2);
        const result = game.result as { totals: number[]; victories?: number[] };
        expect(result.totals).toEqual(teamRows.map((r) => r.total));
        if (scoring === "victories") expect(result.victories).toEqual(teamRows.map((r) => r.total));
        else expect(result.victories).toBeUndefined();
        // Each side's players sit at the team's seats.
        const seats = await db.seat.findMany({ where: { tableId: game.tableId }, orderBy: { seat: "asc" } });
        const teamOf = (entrantId: string) =>
          snap.entrants.find((e) => e.id === entrantId)!.members.map((m) => m.userId);
        expect([seats[0]!.userId, seats[2]!.userId].sort()).toEqual(teamOf(p.sides[0]!).sort());
        expect([seats[1]!.userId, seats[3]!.userId].sort()).toEqual(teamOf(p.sides[1]!).sort());
      }
      const view = await callerFor(db, null).tournament.get({ tournamentId });
      expect(view.standings.map((s) => s.name).sort()).toEqual(teams.map((x) => x[2]));
      // The news of the end counts the entrants as teams, not people: "3팀 중", "3チーム中".
      const winners = snap.entrants.find((e) => e.id === snap.tournament.winnerEntrantId)!.members;
      const loser = people.find((u) => u && !winners.some((m) => m.userId === u.id))!;
      const [over] = await db.notification.findMany({
        where: { userId: loser.id, key: { startsWith: "tournament-over:" } },
        select: { text: true, textKey: true, textParams: true },
      });
      expect(notificationWords("ko")(over!)).toContain(`${teams.length}팀 중 `);
      expect(notificationWords("ja")(over!)).toContain(`あなたのチームは${teams.length}チーム中`);
      // The page names who deals first in player words: the player in that seat and their team (not "seat 2").
      for (const p of view.rounds.flatMap((r) => r.pairings)) {
        for (const g of p.games) {
          const seat = await db.seat.findFirstOrThrow({
            where: { tableId: g.tableId, seat: g.firstDealer! },
            select: { userId: true, user: { select: { displayName: true } } },
          });
          const side = snap.entrants.find((e) => e.members.some((m) => m.userId === seat.userId))!;
          expect({ name: g.firstDealerName, team: g.firstDealerTeam }).toEqual({
            name: seat.user.displayName,
            team: side.name,
          });
        }
      }
      // Team points are the teams' game points in the event's scoring (a bye counts the round's average).
      const expected = new Map<string, number>();
      for (const r of view.rounds)
        for (const p of r.pairings)
          p.sides.forEach((s, i) => expected.set(s.entrantId, (expected.get(s.entrantId) ?? 0) + p.points![i]!));
      // With three teams each sits out one round, its bye worth the mean of the points scored that round.
      for (const r of view.rounds) {
        const pts = r.pairings.flatMap((p) => p.points!);
        const mean = pts.reduce((a, b) => a + b, 0) / pts.length;
        for (const b of r.byes) {
          expected.set(b.entrantId, (expected.get(b.entrantId) ?? 0) + Math.sign(mean) * Math.round(Math.abs(mean)));
          // The page says what the bye counted.
          expect(b.points).toBe(Math.sign(mean) * Math.round(Math.abs(mean)));
        }
      }
      expect(view.byeScore).toBe("average");
      for (const s of view.standings) expect(s.score).toBe(expected.get(s.entrantId));
      expect(view.winner?.name).toBe(view.standings[0]!.name);
    });
  }
});
