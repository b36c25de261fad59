// The hidden-information rule (docs/ARCHITECTURE.md, "The layers and their rules"), end to end: whole games of all five
// games played through the real tRPC HTTP handler, each seat with its own session, reading its own game.view, sending
// game.move and listening to the table page's stream (table.onChange: the table, then the game's views) as server-sent
// events — and a spectator (a signed-in stranger at the public table) reading and listening too. Every byte each
// receiver got is kept; afterwards each message is checked against the engine state at its seq: no card of another
// hand, of the pile or set aside (secretCards, from the state, not from a view), and no seed before the game is over.
// Judge is played live: the same table streams carry the match's live views, checked for pickets before the reveal.
import superjson from "superjson";
import { expect, it } from "vitest";
import { CARD_CODES } from "~/engine/core/cards";
import { Rng } from "~/engine/core/rng";
import type { JudgeState } from "~/engine/judge";
import type { SessionUser } from "../auth/session";
import type { JudgeLiveView } from "../judge/live-view";
import { createTestUser, testBus, testContext } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { leakedCards, secretCards } from "../testing/hidden";
import { advance, startJudge } from "../testing/judge";
import { engineStateOf, startTable, type TableSpec } from "../testing/play";
import { sseData, sseEvents } from "../testing/streams";
import { decodeViews } from "../replays/view-patch";
import { parseRecord, recordFromMoves, recordPositions } from "~/engine/record";
import type { MushiState } from "~/engine/mushi";
import type { SfjState } from "~/engine/sfj";
import { handleTRPCRequest } from "./http";
import type { GameView } from "../views/game";
import type { TableEvent } from "../views/table";
import type { SeatReplay } from "../views/replay";

/** Figures for the closing note (printed once). */
const totals = { messages: 0, secretsChecked: 0, leaks: 0 };

/** A live Judge event a receiver got. */
interface JudgeReceived {
  seat: number | null;
  raw: string;
  view: JudgeLiveView;
}

interface Received {
  /** The receiver's seat; null for the spectator. */
  seat: number | null;
  via: "view" | "move" | "sse";
  raw: string;
  view: GameView;
}

describeWithDatabase("live play over HTTP: no seat ever receives a card it may not see", (t) => {
  const request = (
    user: SessionUser,
    path: string,
    init: { body?: unknown; input?: unknown; signal?: AbortSignal; sse?: boolean },
  ) => {
    const url = new URL(`http://localhost/api/trpc/${path}`);
    if (init.input !== undefined) url.searchParams.set("input", JSON.stringify(superjson.serialize(init.input)));
    return handleTRPCRequest(
      new Request(url, {
        method: init.body === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json", ...(init.sse ? { accept: "text/event-stream" } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(superjson.serialize(init.body)),
        signal: init.signal,
      }),
      async () => testContext(t().db, { user }),
    );
  };

  async function call(
    user: SessionUser,
    path: string,
    kind: "query" | "mutation",
    input: unknown,
  ): Promise<{ raw: string; view: GameView }> {
    const res = await request(user, path, kind === "query" ? { input } : { body: input });
    const raw = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${raw}`);
    const body = JSON.parse(raw) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
    return { raw, view: superjson.deserialize<GameView>(body.result.data) };
  }

  /**
   * Reads a seat's table.onChange stream (what the table page holds) in the background, keeping every game event in
   * `into` and every live Judge event in `judge`.
   */
  function listen(
    user: SessionUser,
    seat: number | null,
    tableId: string,
    into: Received[],
    signal: AbortSignal,
    judge: JudgeReceived[] = [],
  ) {
    let latest = -1;
    const done = (async () => {
      const res = await request(user, "table.onChange", { input: { tableId }, signal, sse: true });
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      try {
        for await (const event of sseEvents(res)) {
          const parsed = sseData<{ json?: { kind?: string } }>(event);
          if (!parsed?.json?.kind) continue;
          const e = superjson.deserialize<TableEvent>(parsed as never);
          if (e.kind === "game") {
            into.push({ seat, via: "sse", raw: event, view: e.game });
            latest = e.game.seq;
          } else if (e.kind === "live") judge.push({ seat, raw: event, view: e.judge });
          else if (e.kind === "table") expect(e.table.mySeat).toBe(seat);
        }
      } catch (e) {
        if (!signal.aborted) throw e;
      }
    })();
    return { done, latest: () => latest };
  }

  /**
   * Plays random legal moves (from `seed`) at a new table until `until`. `deals` is the game's seed: the deals are
   * chosen, so that a test reaches its cases every run rather than by luck.
   */
  async function playOver(spec: TableSpec, seed: string, until: (v: GameView) => boolean, deals: string) {
    const { db } = t();
    const st = await startTable(db, spec, { seed: deals });
    const spectator = await createTestUser(db);
    const received: Received[] = [];
    const controller = new AbortController();
    const listeners = [
      ...st.users.map((u, seat) => listen(u, seat, st.tableId, received, controller.signal)),
      listen(spectator, null, st.tableId, received, controller.signal),
    ];
    const rng = Rng.fromSeed(seed);
    const views: GameView[] = [];
    for (const [seat, u] of st.users.entries()) {
      const r = await call(u, "game.view", "query", { gameId: st.gameId });
      received.push({ seat, via: "view", ...r });
      views[seat] = r.view;
    }
    const watched = async () =>
      received.push({
        seat: null,
        via: "view",
        ...(await call(spectator, "game.view", "query", { gameId: st.gameId })),
      });
    await watched();
    let last = views[0]!;
    for (let n = 0; n < 3000 && last.status === "ACTIVE" && !until(last); n++) {
      const seat = last.toAct[0]!;
      const mine =
        views[seat]!.seq === last.seq
          ? views[seat]!
          : (await call(st.users[seat]!, "game.view", "query", { gameId: st.gameId })).view;
      const moves = mine.legalMoves as unknown as Record<string, unknown>[];
      const r = await call(st.users[seat]!, "game.move", "mutation", {
        gameId: st.gameId,
        seq: mine.seq,
        move: moves[rng.int(moves.length)],
      });
      received.push({ seat, via: "move", ...r });
      views[seat] = r.view;
      last = r.view;
      // The spectator reloads the page now and then.
      if (n % 10 === 0) await watched();
    }
    // Every seat's stream catches up with the last position, then the streams are closed.
    const deadline = Date.now() + 15_000;
    while (listeners.some((l) => l.latest() < last.seq) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    await Promise.all(listeners.map((l) => l.done));
    expect(listeners.map((l) => l.latest())).toEqual(listeners.map(() => last.seq));
    // Closed streams let go of their bus subscriptions.
    for (let i = 0; i < 100 && testBus(db).subscriberCount > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(testBus(db).subscriberCount).toBe(0);
    return { st, received, last, spectator };
  }

  /**
   * The engine's positions of a game in play as its record folds, one per replay step: each round's deal, then each
   * move (the record written from the stored moves, as the server writes it).
   */
  async function positionsOf(gameId: string): Promise<unknown[]> {
    const { db } = t();
    const { ruleset, setup, seed, state } = await engineStateOf(db, gameId);
    const moves = (
      await db.move.findMany({ where: { gameId }, orderBy: { seq: "asc" }, select: { payload: true } })
    ).map((m) => m.payload);
    const written = recordFromMoves(
      ruleset,
      setup,
      seed,
      Array.from({ length: setup.players }, (_, i) => `Seat ${i}`),
      moves,
    );
    if (!written.ok) throw new Error(written.message);
    const parsed = parseRecord(written.record);
    if (!parsed.ok) throw new Error("the game's record does not parse");
    const positions = recordPositions(parsed.value, ruleset.startFacts?.(state) ?? null);
    if (!positions.ok) throw new Error("the game's record does not fold");
    return positions.value.states;
  }

  /**
   * replay.get of a game in play, as every seat and the spectator: a seat's replay is the views it has seen. Each step
   * is scanned for the cards secret to that seat at that step's position (a card can be seen, then hidden again: a
   * four-of-a-month hand given back goes into the pile), leaving out what the spectator saw at the same position; and
   * the whole answer for the seed.
   */
  async function checkReplays(st: { gameId: string; users: SessionUser[] }, spectator: SessionUser) {
    const { db } = t();
    const { ruleset, seed } = await engineStateOf(db, st.gameId);
    const positions = await positionsOf(st.gameId);
    let scanned = 0;
    for (const [seat, user] of [...st.users.map((u, i) => [i, u] as const), [null, spectator] as const]) {
      const res = await request(user, "replay.get", { input: { gameId: st.gameId } });
      const raw = await res.text();
      expect(res.status).toBe(200);
      expect(raw).not.toContain(seed);
      const replay = superjson.deserialize<SeatReplay>((JSON.parse(raw) as { result: { data: never } }).result.data);
      expect(replay).toMatchObject({ kind: "seat", seat });
      expect(replay.steps).toHaveLength(positions.length);
      const views = decodeViews(replay.steps.map((s) => s.view));
      replay.steps.forEach((step, i) => {
        const secrets = secretCards(ruleset, positions[i], seat);
        const publicView = JSON.parse(JSON.stringify(ruleset.playerView(positions[i], null))) as Record<
          string,
          unknown
        >;
        const leaks = leakedCards({ view: views[i] as Record<string, unknown>, text: step.text }, secrets, publicView);
        totals.messages++;
        totals.leaks += leaks.length;
        if (leaks.length)
          throw new Error(
            `replay.get as ${seat ?? "spectator"}: step ${i} (round ${step.round}) shows ${leaks.join(", ")}, secret to it then`,
          );
        scanned++;
      });
    }
    expect(scanned).toBeGreaterThan(10);
  }

  async function check(gameId: string, received: Received[]) {
    const { db } = t();
    const { ruleset, states, seed } = await engineStateOf(db, gameId);
    let scanned = 0;
    const seen = new Set<string>();
    for (const m of received) {
      const state = states[m.view.seq]!;
      expect(m.view.mySeat).toBe(m.seat);
      const secrets = secretCards(ruleset, state, m.seat);
      const spectator = JSON.parse(JSON.stringify(ruleset.boardView(ruleset.playerView(state, null)))) as Record<
        string,
        unknown
      >;
      const message = JSON.parse(JSON.stringify(m.view)) as Record<string, unknown>;
      const leaks = leakedCards(message, secrets, spectator);
      totals.messages++;
      totals.leaks += leaks.length;
      if (leaks.length)
        throw new Error(
          `seat ${m.seat} received ${leaks.join(", ")} (secret at seq ${m.view.seq}) in a ${m.via} message`,
        );
      // Finished rounds are the same public results for every seat; only the latest comes with its explanation.
      const summaries = ruleset.roundSummaries(state);
      expect(message.rounds).toEqual(
        JSON.parse(
          JSON.stringify(
            summaries.map((s, index) => ({
              index,
              scores: s.scores,
              yaku: s.yaku,
              winner: s.winner,
              cancelled: s.cancelled === true,
              explanation: index === summaries.length - 1 ? ruleset.explainRound(state, index) : null,
              explained: ruleset.explainRound(state, index) !== null,
            })),
          ),
        ),
      );
      if (m.view.status === "ACTIVE") {
        expect(m.raw).not.toContain(seed);
        // Nor the generator's state (four 32-bit words), from which the rest of the deck would follow.
        const rng = (state as { rng?: readonly number[] | null }).rng;
        if (rng)
          for (const word of rng.filter((w) => w > 99_999))
            expect(m.raw).not.toMatch(new RegExp(`[^0-9.]${word}[^0-9.]`));
      } else expect(m.view.seed).toBe(seed);
      // The view is exactly the engine's player view for that seat.
      expect(message.view).toEqual(JSON.parse(JSON.stringify(ruleset.boardView(ruleset.playerView(state, m.seat)))));
      scanned++;
      seen.add(`${m.seat}:${m.view.seq}`);
      for (const s of secrets) seen.add(`secret:${s}`);
    }
    const secretsChecked = [...seen].filter((s) => s.startsWith("secret:")).length;
    totals.secretsChecked += secretsChecked;
    expect(received.some((m) => m.seat === null && m.via === "sse")).toBe(true);
    return { scanned, secretsChecked };
  }

  it("Sakura, 2 players, a whole one-round game", async () => {
    const { st, received, last } = await playOver(
      { game: "sakura", playerCount: 2, options: { rounds: 1 } },
      "sakura-http",
      () => false,
      "sakura-http",
    );
    expect(last.status).toBe("FINISHED");
    expect(received.filter((m) => m.via === "sse").length).toBeGreaterThan(last.seq);
    const r = await check(st.gameId, received);
    expect(r.scanned).toBeGreaterThan(2 * last.seq);
    expect(r.secretsChecked).toBeGreaterThan(30);
  });

  it("Sakura, 4 players in 2v2 teams: teammates never see each other's hands", async () => {
    const { st, received, last, spectator } = await playOver(
      { game: "sakura", playerCount: 4, teams: "2v2", options: { rounds: 1 } },
      "sakura-teams-http",
      (v) => v.seq >= 24,
      "sakura-teams-http-692927438",
    );
    expect(last.teams).not.toBeNull();
    expect(last.status).toBe("ACTIVE");
    const r = await check(st.gameId, received);
    expect(r.scanned).toBeGreaterThan(5 * 20);
    expect(r.secretsChecked).toBeGreaterThan(20);
    await checkReplays(st, spectator);
  });

  it("Season's Flowers, 3 players, the whole first round and into the second", async () => {
    // Deals chosen (searched with the pure engine for these moves) so that the second round has both four-of-a-month
    // cases: the table's four of March went back into the deck at the deal, and seat 2 gave back its four of June,
    // which it saw in its hand and which are hidden from it since.
    const { st, received, last, spectator } = await playOver(
      { game: "sfj", playerCount: 3, options: { rounds: 6 } },
      "sfj-http",
      (v) => v.rounds.length >= 1 && v.seq >= 48,
      "sfj-http-485616630",
    );
    expect(last.rounds.length).toBeGreaterThanOrEqual(1);
    const { ruleset, state } = await engineStateOf(t().db, st.gameId);
    expect((state as SfjState).round!.events).toMatchObject([
      { kind: "refill", month: 3 },
      { kind: "replace", seat: 2, month: 6 },
    ]);
    expect([...secretCards(ruleset, state, 2)].filter((c) => c.startsWith("M06-")).length).toBeGreaterThan(0);
    const r = await check(st.gameId, received);
    expect(r.scanned).toBeGreaterThan(3 * 40);
    expect(r.secretsChecked).toBeGreaterThan(30);
    await checkReplays(st, spectator);
  });

  it("Sutda, 3 players, a whole game of two hands (folds, showdowns, revealed first cards)", async () => {
    const { st, received, last } = await playOver(
      { game: "sutda", playerCount: 3, options: { end: "rounds_N", rounds: 2 } },
      "sutda-http",
      () => false,
      "sutda-http",
    );
    expect(last.status).toBe("FINISHED");
    const r = await check(st.gameId, received);
    expect(r.scanned).toBeGreaterThan(3 * last.seq);
    expect(r.secretsChecked).toBeGreaterThan(10);
  });
  it("Mushi, 2 players, the first round and into the second", async () => {
    let intoSecond = 0;
    // Deals chosen so that seat 1 declares a four of a month in its first hand (the deal is cancelled: cards it saw
    // are dealt again), then a round is played out and the next begun: at least a round's worth of moves (32).
    const { st, received, last, spectator } = await playOver(
      { game: "mushi", playerCount: 2, options: { rounds: 6 } },
      "mushi-http",
      (v) => v.rounds.length >= 1 && v.seq >= 32 && ++intoSecond > 8,
      "mushi-http-967604484",
    );
    expect(last.status).toBe("ACTIVE");
    expect(last.rounds.map((r) => r.cancelled)).toEqual([true, false]);
    expect(((await engineStateOf(t().db, st.gameId)).state as MushiState).results[0]!.cancelReason).toBe(
      "four of month 8 declared by seat 1",
    );
    const r = await check(st.gameId, received);
    expect(r.scanned).toBeGreaterThan(3 * 30);
    expect(r.secretsChecked).toBeGreaterThan(20);
    await checkReplays(st, spectator);
  });

  it("Judge, live: the table streams of both seats and a spectator never show a picket before its reveal", async () => {
    const { db } = t();
    const h = await startJudge(db, { seed: "judge-http" });
    const spectator = await createTestUser(db);
    const received: JudgeReceived[] = [];
    const controller = new AbortController();
    // One stream per receiver, as the table page holds: the match's live views and its GameViews (the stored rounds).
    const gameEvents: Received[] = [];
    const listeners = [
      ...h.users.map((u, seat) => listen(u, seat, h.tableId, gameEvents, controller.signal, received)),
      listen(spectator, null, h.tableId, gameEvents, controller.signal, received),
    ];
    const act = (seat: number, round: number, what: "hit" | "defend") =>
      request(h.users[seat]!, "judge.act", { body: { gameId: h.gameId, round, act: what } }).then((r) => r.text());
    const ping = (seat: number) =>
      request(h.users[seat]!, "judge.ping", { body: { gameId: h.gameId, rttMs: 20 } }).then((r) => r.text());
    const timings = h.coordinator.timings;
    for (let k = 0; k < 6; k++) {
      await Promise.all([ping(0), ping(1)]);
      await advance(h.clock, 50, h.coordinator);
      const match = await db.judgeMatch.findUnique({ where: { gameId: h.gameId } });
      if ((await db.game.findUniqueOrThrow({ where: { id: h.gameId } })).status !== "ACTIVE") break;
      if (!match?.revealAt || match.round === null) {
        await advance(h.clock, timings.pauseMs, h.coordinator);
        continue;
      }
      // Just before the reveal, then at it: the streams must not know the pickets before.
      await advance(h.clock, match.revealAt.getTime() - h.clock.now() - 1, h.coordinator);
      await advance(h.clock, 1 + 200, h.coordinator);
      await act(0, match.round, "hit");
      await act(1, match.round, k % 2 ? "hit" : "defend");
      await advance(h.clock, 4000, h.coordinator); // past the window and any extension
      await advance(h.clock, timings.pauseMs, h.coordinator);
    }
    await new Promise((r) => setTimeout(r, 200));
    controller.abort();
    await Promise.all(listeners.map((l) => l.done));
    await h.coordinator.stop();

    const { states } = await engineStateOf(db, h.gameId);
    const final = states[states.length - 1] as JudgeState;
    const piles = final.deal!.piles;
    expect(states.length).toBeGreaterThan(2); // rounds were played
    let revealedSeen = 0;
    let hiddenChecked = 0;
    for (const m of received) {
      expect(m.view.mySeat).toBe(m.seat);
      const played = (states[m.view.seq] as JudgeState).played;
      const revealedNow = m.view.revealed !== null;
      if (revealedNow) {
        revealedSeen++;
        // Shown only once the server's clock passed the reveal.
        expect(m.view.revealAt === null || m.view.serverNow >= m.view.revealAt).toBe(true);
      }
      // Public: the pickets already played, and the current ones once revealed; every other picket is secret.
      const publicUpTo = played + (revealedNow ? 1 : 0);
      const secrets = piles.flatMap((pile) => pile.slice(publicUpTo)).map((c) => CARD_CODES[c]!);
      const leaks = secrets.filter((code) => m.raw.includes(`"${code}"`));
      totals.messages++;
      totals.leaks += leaks.length;
      hiddenChecked += secrets.length;
      if (leaks.length)
        throw new Error(
          `Judge: ${m.seat ?? "spectator"} received ${leaks.join(", ")} at seq ${m.view.seq} (${m.view.phase})`,
        );
      expect(m.raw).not.toContain((await db.game.findUniqueOrThrow({ where: { id: h.gameId } })).seed);
    }
    totals.secretsChecked += hiddenChecked;
    // The game views of the match on the same streams: only the rounds already played.
    expect(gameEvents.length).toBeGreaterThan(3);
    for (const m of gameEvents) {
      expect(m.view.mySeat).toBe(m.seat);
      const played = (states[m.view.seq] as JudgeState).played;
      const secrets = piles.flatMap((pile) => pile.slice(played)).map((c) => CARD_CODES[c]!);
      const leaks = secrets.filter((code) => m.raw.includes(`"${code}"`));
      totals.messages++;
      totals.leaks += leaks.length;
      expect(leaks, `the game views of the Judge match as ${m.seat ?? "spectator"} at seq ${m.view.seq}`).toEqual([]);
    }
    // The ordinary game.view of the match (the table page reads it too): no picket not yet played, for anyone.
    const game = await db.game.findUniqueOrThrow({ where: { id: h.gameId } });
    if (game.status === "ACTIVE") {
      const played = (states[game.seq] as JudgeState).played;
      const secrets = piles.flatMap((pile) => pile.slice(played)).map((c) => CARD_CODES[c]!);
      for (const [seat, user] of [
        [0, h.users[0]!],
        [1, h.users[1]!],
        [null, spectator],
      ] as const) {
        const { raw, view } = await call(user, "game.view", "query", { gameId: h.gameId });
        expect(view.mySeat).toBe(seat);
        const leaks = secrets.filter((code) => raw.includes(`"${code}"`));
        totals.messages++;
        totals.leaks += leaks.length;
        expect(leaks, `game.view of the Judge match as ${seat ?? "spectator"}`).toEqual([]);
        expect(raw).not.toContain(game.seed);
      }
    }
    expect(revealedSeen).toBeGreaterThan(0);
    expect(received.some((m) => m.seat === null)).toBe(true);
    expect(received.some((m) => m.view.phase === "countdown")).toBe(true);
    console.log(
      `hidden information over HTTP: ${totals.messages} messages scanned, ${totals.secretsChecked} secret cards checked, ${totals.leaks} leaks`,
    );
  });
});
