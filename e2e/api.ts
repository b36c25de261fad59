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
export async function createSutdaEvent(
  request: APIRequestContext,
  over: {
    name: string;
    format?: "swiss" | "elimination";
    closesInMs?: number;
    roundDurationSeconds?: number;
    moveSeconds?: number;
    minEntrants?: number;
    maxEntrants?: number;
  },
): Promise<string> {
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

/** What table.create takes; createTable fills in the rest. */
export interface TableSettings {
  game: string;
  playerCount: number;
  teams: string;
  options: Record<string, unknown>;
  timeControl:
    { kind: string; seconds: number } | { kind: "bank"; initialSeconds: number; incrementSeconds: number } | null;
  timeoutsBeforeForfeit?: number;
  visibility: "PUBLIC" | "PRIVATE";
}

/**
 * A new table made by the user of `request`: a public 2-player Sakura table with an hour a move (3 timeouts forfeit)
 * unless `over` says otherwise.
 */
export async function createTable(
  request: APIRequestContext,
  over: Partial<TableSettings> = {},
): Promise<{ tableId: string; inviteCode: string | null }> {
  return mutate(request, "table.create", {
    game: "sakura",
    playerCount: 2,
    teams: "none",
    options: {},
    timeControl: { kind: "per_move", seconds: 3600 },
    timeoutsBeforeForfeit: 3,
    visibility: "PUBLIC",
    ...over,
  });
}

/**
 * A table of `creator` that the `joiners` join, dealt again (a new table, at most 5 times) while a deal ends the game
 * before anyone moves (a dealt-hand win), so the game is in play; its table and game.
 */
export async function startedTable(
  creator: APIRequestContext,
  joiners: APIRequestContext[],
  over: Partial<TableSettings> = {},
): Promise<{ tableId: string; gameId: string }> {
  for (let deal = 0; deal < 5; deal++) {
    const { tableId, inviteCode } = await createTable(creator, { playerCount: joiners.length + 1, ...over });
    let joined = { status: "OPEN", gameId: "" };
    for (const j of joiners)
      joined = await mutate<{ status: string; gameId: string }>(j, "table.join", {
        tableId,
        inviteCode: inviteCode ?? undefined,
      });
    if (joined.status === "PLAYING") return { tableId, gameId: joined.gameId };
  }
  throw new Error("five deals in a row ended the game at once");
}

/** The part of game.view the specs read. */
export interface GameView {
  seq: number;
  status: string;
  legalMoves: unknown[];
}

/**
 * Game `gameId` played to its end through the API by the users of `requests`: each time, whoever can move sends the
 * move `pick` chooses (the first legal one unless told); when none can (a bot's turn, played on the server's queue),
 * the next look comes a moment later. At most `maxLooks` looks.
 */
export async function playToEnd(
  requests: APIRequestContext[],
  gameId: string,
  pick: (v: GameView, i: number) => unknown = (v) => v.legalMoves[0],
  maxLooks = 600,
): Promise<void> {
  for (let i = 0; i < maxLooks; i++) {
    const views = await Promise.all(requests.map((r) => query<GameView>(r, "game.view", { gameId })));
    if (views[0]!.status !== "ACTIVE") return;
    const k = views.findIndex((v) => v.legalMoves.length > 0);
    if (k >= 0) await mutate(requests[k]!, "game.move", { gameId, seq: views[k]!.seq, move: pick(views[k]!, i) });
    else await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`game ${gameId}: no end after ${maxLooks} looks`);
}

/**
 * The first legal moves of whoever can move in game `gameId` (the users of `requests`) until each has made a move of
 * their own (or the game is over), so that a rated game a spec ends by a resign was really played by each (a seat
 * only the stand-in moved is not rated: ratings/rate-finished-game.ts).
 */
export async function playOneMoveEach(requests: APIRequestContext[], gameId: string): Promise<void> {
  const moved = new Set<number>();
  while (moved.size < requests.length) {
    const views = await Promise.all(requests.map((r) => query<GameView>(r, "game.view", { gameId })));
    if (views[0]!.status !== "ACTIVE") return;
    const k = views.findIndex((v) => v.legalMoves.length > 0);
    if (k < 0) throw new Error(`game ${gameId}: nobody can move at seq ${views[0]!.seq}`);
    await mutate(requests[k]!, "game.move", { gameId, seq: views[k]!.seq, move: views[k]!.legalMoves[0] });
    moved.add(k);
  }
}

/**
 * One game between two players through the API (a public table unless told), each move the first legal one of whoever
 * is to act, to its end. A deal that decides the game before any move (a dealt Teshi in a one-round Sakura game) is
 * dealt again at a new table (startedTable): the specs want moves to replay, and such a replay has no step at all (a
 * fresh-clone CI run met one: e2e replay 'on a phone' waited for a Next button that was not there).
 */
export async function playThrough(
  a: APIRequestContext,
  b: APIRequestContext,
  game: string,
  options: Record<string, unknown>,
  visibility: "PUBLIC" | "PRIVATE" = "PUBLIC",
) {
  const { tableId, gameId } = await startedTable(a, [b], {
    game,
    options,
    timeControl: null,
    timeoutsBeforeForfeit: undefined,
    visibility,
  });
  await playToEnd([a, b], gameId, undefined, 400);
  return { tableId, gameId };
}
