// Issue 5's hidden-information rule, end to end: whole games played through the real tRPC HTTP handler, each seat
// with its own session, reading its own game.view, sending game.move and listening to game.onChange as server-sent
// events. Every byte each seat received is kept; afterwards each message is checked against the engine state at
// its seq: no card of another hand, of the pile or set aside (secretCards, from the state, not from a view), and no
// seed before the game is over.
import superjson from "superjson";
import { expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import type { SessionUser } from "../auth/session";
import { testBus, testContext } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { leakedCards, secretCards } from "../testing/hidden";
import { engineStateOf, startTable, type TableSpec } from "../testing/play";
import { handleTRPCRequest } from "./http";
import type { GameView } from "./views/game";

interface Received {
  seat: number;
  via: "view" | "move" | "sse";
  raw: string;
  view: GameView;
}

describeWithDatabase("live play over HTTP: no seat ever receives a card it may not see", (t) => {
  const request = (user: SessionUser, path: string, init: { body?: unknown; input?: unknown; signal?: AbortSignal; sse?: boolean }) => {
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

  async function call(user: SessionUser, path: string, kind: "query" | "mutation", input: unknown): Promise<{ raw: string; view: GameView }> {
    const res = await request(user, path, kind === "query" ? { input } : { body: input });
    const raw = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${raw}`);
    const body = JSON.parse(raw) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
    return { raw, view: superjson.deserialize<GameView>(body.result.data) };
  }

  /** Reads a seat's SSE stream in the background, keeping every data event. */
  function listen(user: SessionUser, seat: number, gameId: string, into: Received[], signal: AbortSignal) {
    let latest = -1;
    const done = (async () => {
      const res = await request(user, "game.onChange", { input: { gameId }, signal, sse: true });
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
          let end;
          while ((end = text.indexOf("\n\n")) >= 0) {
            const event = text.slice(0, end);
            text = text.slice(end + 2);
            const data = event.split("\n").find((l) => l.startsWith("data: "));
            if (!data) continue;
            const parsed = JSON.parse(data.slice(6)) as { json?: { gameId?: string } };
            if (!parsed.json?.gameId) continue;
            const view = superjson.deserialize<GameView>(parsed as never);
            into.push({ seat, via: "sse", raw: event, view });
            latest = view.seq;
          }
        }
      } catch (e) {
        if (!signal.aborted) throw e;
      }
    })();
    return { done, latest: () => latest };
  }

  async function playOver(spec: TableSpec, seed: string, until: (v: GameView) => boolean) {
    const { db } = t();
    const st = await startTable(db, spec);
    const received: Received[] = [];
    const controller = new AbortController();
    const listeners = st.users.map((u, seat) => listen(u, seat, st.gameId, received, controller.signal));
    const rng = Rng.fromSeed(seed);
    const views: GameView[] = [];
    for (const [seat, u] of st.users.entries()) {
      const r = await call(u, "game.view", "query", { gameId: st.gameId });
      received.push({ seat, via: "view", ...r });
      views[seat] = r.view;
    }
    let last = views[0]!;
    for (let n = 0; n < 3000 && last.status === "ACTIVE" && !until(last); n++) {
      const seat = last.toAct[0]!;
      const mine = views[seat]!.seq === last.seq ? views[seat]! : (await call(st.users[seat]!, "game.view", "query", { gameId: st.gameId })).view;
      const moves = mine.legalMoves as unknown as Record<string, unknown>[];
      const r = await call(st.users[seat]!, "game.move", "mutation", { gameId: st.gameId, seq: mine.seq, move: moves[rng.int(moves.length)] });
      received.push({ seat, via: "move", ...r });
      views[seat] = r.view;
      last = r.view;
    }
    // Every seat's stream catches up with the last position, then the streams are closed.
    const deadline = Date.now() + 15_000;
    while (listeners.some((l) => l.latest() < last.seq) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    await Promise.all(listeners.map((l) => l.done));
    expect(listeners.map((l) => l.latest())).toEqual(st.users.map(() => last.seq));
    // Closed streams let go of their bus subscriptions.
    for (let i = 0; i < 100 && testBus(db).subscriberCount > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(testBus(db).subscriberCount).toBe(0);
    return { st, received, last };
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
      const spectator = JSON.parse(JSON.stringify(ruleset.playerView(state, null))) as Record<string, unknown>;
      const message = JSON.parse(JSON.stringify(m.view)) as Record<string, unknown>;
      const leaks = leakedCards(message, secrets, spectator);
      if (leaks.length) throw new Error(`seat ${m.seat} received ${leaks.join(", ")} (secret at seq ${m.view.seq}) in a ${m.via} message`);
      // Finished rounds are the same public results for every seat.
      expect(message.rounds).toEqual(
        JSON.parse(JSON.stringify(ruleset.roundSummaries(state).map((s, index) => ({ index, scores: s.scores, yaku: s.yaku, winner: s.winner, cancelled: s.cancelled === true, explanation: ruleset.explainRound(state, index) })))),
      );
      if (m.view.status === "ACTIVE") expect(m.raw).not.toContain(seed);
      else expect(m.view.seed).toBe(seed);
      // The view is exactly the engine's player view for that seat.
      expect(message.view).toEqual(JSON.parse(JSON.stringify(ruleset.playerView(state, m.seat))));
      scanned++;
      seen.add(`${m.seat}:${m.view.seq}`);
      for (const s of secrets) seen.add(`secret:${s}`);
    }
    return { scanned, secretsChecked: [...seen].filter((s) => s.startsWith("secret:")).length };
  }

  it("Sakura, 2 players, a whole one-round game", async () => {
    const { st, received, last } = await playOver({ game: "sakura", playerCount: 2, options: { rounds: 1 } }, "sakura-http", () => false);
    expect(last.status).toBe("FINISHED");
    expect(received.filter((m) => m.via === "sse").length).toBeGreaterThan(last.seq);
    const r = await check(st.gameId, received);
    expect(r.scanned).toBeGreaterThan(2 * last.seq);
    expect(r.secretsChecked).toBeGreaterThan(30);
  });

  it("Season's Flowers, 3 players, the whole first round and into the second", async () => {
    const { st, received, last } = await playOver({ game: "sfj", playerCount: 3, options: { rounds: 6 } }, "sfj-http", (v) => v.rounds.length >= 1 && v.seq >= 48);
    expect(last.rounds.length).toBeGreaterThanOrEqual(1);
    const r = await check(st.gameId, received);
    expect(r.scanned).toBeGreaterThan(3 * 40);
    expect(r.secretsChecked).toBeGreaterThan(30);
  });

  it("Sutda, 3 players, a whole game of two hands (folds, showdowns, revealed first cards)", async () => {
    const { st, received, last } = await playOver({ game: "sutda", playerCount: 3, options: { end: "rounds_N", rounds: 2 } }, "sutda-http", () => false);
    expect(last.status).toBe("FINISHED");
    const r = await check(st.gameId, received);
    expect(r.scanned).toBeGreaterThan(3 * last.seq);
    expect(r.secretsChecked).toBeGreaterThan(10);
  });
});
