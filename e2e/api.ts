// tRPC over HTTP from a test, as the signed-in user of `request` (a page's or a context's): the answer's data, or the
// test fails with the server's own words. Used to set up what a spec is not about (tables, games, events).
import { expect, type APIRequestContext } from "@playwright/test";

export async function mutate<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const res = await request.post(`/api/trpc/${path}`, { data: { json: input } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

export async function query<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const res = await request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/**
 * A scheduled event of one-hand 2-player Sutda games (a Swiss of 2 rounds unless told otherwise), organised by the
 * user of `request`; its id.
 */
export async function createSutdaEvent(request: APIRequestContext, over: { name: string; format?: "swiss" | "elimination"; closesInMs?: number; roundDurationSeconds?: number; moveSeconds?: number; minEntrants?: number; maxEntrants?: number }): Promise<string> {
  const closes = new Date(Date.now() + (over.closesInMs ?? 3_600_000)).toISOString();
  const format = over.format ?? "swiss";
  const { tournamentId } = await mutate<{ tournamentId: string }>(request, "tournament.create", {
    name: over.name,
    game: "sutda",
    roundsPerGame: 1,
    format,
    playersPerTable: 2,
    teams: "none",
    gamesPerPairing: 1,
    scoring: "cumulative",
    swissRounds: format === "swiss" ? 2 : null,
    registrationClosesAt: closes,
    roundStartTimes: [closes],
    roundIntervalSeconds: 0,
    roundDurationSeconds: over.roundDurationSeconds ?? 600,
    timeControl: { kind: "per_move", seconds: over.moveSeconds ?? 60 },
    timeoutsBeforeForfeit: 3,
    minEntrants: over.minEntrants ?? 2,
    maxEntrants: over.maxEntrants ?? 4,
  });
  return tournamentId;
}

/** One game between two players through the API (a public table unless told), each move the first legal one of whoever is to act, to its end. */
export async function playThrough(a: APIRequestContext, b: APIRequestContext, game: string, options: Record<string, unknown>, visibility: "PUBLIC" | "PRIVATE" = "PUBLIC") {
  const t = await mutate<{ tableId: string; inviteCode: string | null }>(a, "table.create", { game, playerCount: 2, teams: "none", options, timeControl: null, visibility });
  await mutate(b, "table.join", { tableId: t.tableId, inviteCode: t.inviteCode ?? undefined });
  const { gameId } = await query<{ gameId: string }>(a, "table.get", { tableId: t.tableId });
  type View = { seq: number; status: string; legalMoves: unknown[] };
  for (let i = 0; i < 400; i++) {
    const views = await Promise.all([a, b].map((r) => query<View>(r, "game.view", { gameId })));
    if (views[0]!.status !== "ACTIVE") return { tableId: t.tableId, gameId };
    const k = views.findIndex((v) => v.legalMoves.length > 0);
    expect(k, "someone can move in an active game").toBeGreaterThanOrEqual(0);
    await mutate([a, b][k]!, "game.move", { gameId, seq: views[k]!.seq, move: views[k]!.legalMoves[0] });
  }
  throw new Error(`${game}: no end after 400 moves`);
}
