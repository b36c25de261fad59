// Live-play tests: tables filled through the real procedures, and the engine's side of a game (its state folded from
// the stored moves) to compare what the API says with the truth.
import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import type { BotLevel } from "~/engine/bots";
import type { AnyRuleset, GameName, MatchSetup } from "~/engine/core/ruleset";
import { Rng } from "~/engine/core/rng";
import { getRuleset } from "~/engine/registry";
import type { SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import type { PlayContext } from "../games/play-context";
import { clearStateCache } from "../games/state-cache";
import { submitMove } from "../games/submit-move";
import { getGameView } from "../games/watch-game";
import type { GameView } from "../views/game";
import type { TimeControl } from "../views/time-control";
import type { createTableInput } from "../api/routers/table/create.schema";
import { callerFor, createTestUser, testBus } from "./context";

export interface StartedTable {
  tableId: string;
  gameId: string;
  /** Users by seat. */
  users: (SessionUser & { password: string })[];
  callers: ReturnType<typeof callerFor>[];
}

export interface TableSpec {
  game: GameName;
  playerCount: number;
  teams?: "none" | "2v2" | "3x2" | "2x3";
  options?: Record<string, string | number | boolean>;
  timeControl?: TimeControl | null;
  timeoutsBeforeForfeit?: number | null;
  visibility?: "PUBLIC" | "PRIVATE";
}

export type TableInput = z.input<typeof createTableInput>;

/**
 * A table.create input for tests: a public 2-player Sakura table with an hour a move and three timeouts to forfeit,
 * with the fields a test cares about overridden.
 */
export function tableInput(over: Partial<TableInput> = {}): TableInput {
  return {
    game: "sakura",
    playerCount: 2,
    teams: "none",
    options: {},
    timeControl: { kind: "per_move", seconds: 3600 },
    timeoutsBeforeForfeit: 3,
    visibility: "PUBLIC",
    ...over,
  };
}

/**
 * Creates a table and fills it through table.create and table.join, so the game starts the real way: a started table
 * whose game is in play in its first round. A deal can decide a round before anyone moves (a dealt-hand win): a
 * one-round game is then over, a longer one in its second round, so this deals again at a new table (a few times at
 * most). `seed` replaces the game's random seed (see reseedGame): a test that needs a rare deal chooses it.
 */
export async function startTable(db: Db, spec: TableSpec, opts: { seed?: string } = {}): Promise<StartedTable> {
  for (let deal = 1; ; deal++) {
    const started = await startTableAsIs(db, spec);
    const game = await db.game.findUniqueOrThrow({
      where: { id: started.gameId },
      select: { status: true, _count: { select: { roundResults: true } } },
    });
    // A game starts in its first round: a random deal can decide it at once (a dealt-hand win, about 1 in 80), and a
    // test that reads "round 1", or a game to reseed, must not meet a round already stored.
    if ((game.status === "ACTIVE" && game._count.roundResults === 0) || deal === 5) {
      if (opts.seed !== undefined) await reseedGame(db, started.gameId, opts.seed);
      return started;
    }
  }
}

/**
 * Gives a game nobody has moved in yet `seed` instead of its random one, as if the table had started with it: its
 * commitment and the seats to act follow. Test-only: a seed found with the pure engine reaches a rare deal (four of a
 * month, a dealt-hand win) on purpose instead of by luck. What the start already sent (the "your turn" notification,
 * the first deadline's job) stays as the random deal made it: tests of those keep the random seed.
 */
export async function reseedGame(db: Db, gameId: string, seed: string): Promise<void> {
  const game = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    include: { _count: { select: { roundResults: true } } },
  });
  if (game.seq !== 0 || game.status !== "ACTIVE" || game._count.roundResults > 0)
    throw new Error("reseedGame: the game has moves already, a round decided, or is over");
  const ruleset = getRuleset(game.game)!;
  const start = ruleset.newGame(
    game.setup as unknown as MatchSetup,
    seed,
    game.firstDealer !== null ? { firstDealer: game.firstDealer } : undefined,
  );
  if (!start.ok) throw new Error(start.error.message);
  if (ruleset.phase(start.value) !== "playing")
    throw new Error("reseedGame: that seed's deal ends the game at once; choose a seed whose game is played");
  await db.game.update({
    where: { id: gameId },
    data: {
      seed,
      seedCommitment: createHash("sha256").update(seed).digest("hex"),
      toAct: [...ruleset.toAct(start.value)],
    },
  });
  clearStateCache();
}

/**
 * A practice table: `user` creates it (tableInput with `input`) and fills the empty seats with bots of `level`, so
 * its game starts at once. A dealt-hand win can end that game before anyone moves (see startTable), so this deals again
 * at a new table (a few times at most) until a game is in play; `redealt` lists the games that were over at once.
 */
export async function startPracticeTable(
  db: Db,
  user: SessionUser,
  opts: { level?: BotLevel; input?: Partial<TableInput> } = {},
) {
  const caller = callerFor(db, user);
  const redealt: string[] = [];
  for (let deal = 1; ; deal++) {
    const { tableId } = await caller.table.create(tableInput(opts.input));
    const table = await caller.table.fillWithBots({ tableId, level: opts.level ?? "random" });
    if (table.status === "PLAYING" || deal === 5) return { tableId, gameId: table.gameId!, table, redealt };
    redealt.push(table.gameId!);
  }
}

/** The table as the deal left it (its game may be over at once). */
async function startTableAsIs(db: Db, spec: TableSpec): Promise<StartedTable> {
  const creator = await createTestUser(db, { displayName: `Creator ${randomBytes(2).toString("hex")}` });
  const { timeControl, timeoutsBeforeForfeit, ...rest } = spec;
  const created = await callerFor(db, creator).table.create(
    tableInput({
      ...rest,
      ...(timeControl !== undefined && { timeControl }),
      ...(timeoutsBeforeForfeit !== undefined && { timeoutsBeforeForfeit }),
    }),
  );
  const joined: (SessionUser & { password: string })[] = [creator];
  let gameId: string | null = null;
  for (let i = 1; i < spec.playerCount; i++) {
    const u = await createTestUser(db, { displayName: `Player ${i} ${randomBytes(2).toString("hex")}` });
    const view = await callerFor(db, u).table.join({
      tableId: created.tableId,
      inviteCode: created.inviteCode ?? undefined,
    });
    joined.push(u);
    gameId = view.gameId;
  }
  if (!gameId) throw new Error("the table did not start");
  const table = await callerFor(db, creator).table.get({ tableId: created.tableId });
  const users = table.seats.map((s) => joined.find((u) => u.id === s.user!.id)!);
  return { tableId: created.tableId, gameId, users, callers: users.map((u) => callerFor(db, u)) };
}

/** The engine's state of a stored game, folded independently of the service (setup, seed and moves from the rows). */
export async function engineStateOf(
  db: Db,
  gameId: string,
): Promise<{ ruleset: AnyRuleset; state: unknown; setup: MatchSetup; seed: string; seq: number; states: unknown[] }> {
  const game = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    include: { moves: { orderBy: { seq: "asc" } } },
  });
  const ruleset = getRuleset(game.game)!;
  const setup = game.setup as unknown as MatchSetup;
  const start = ruleset.newGame(
    setup,
    game.seed,
    game.firstDealer !== null ? { firstDealer: game.firstDealer } : undefined,
  );
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const states: unknown[] = [state];
  for (const m of game.moves) {
    const r = ruleset.applyMove(state, m.payload);
    if (!r.ok) throw new Error(`stored move ${m.seq}: ${r.error.message}`);
    state = r.state;
    states.push(state);
  }
  return { ruleset, state, setup, seed: game.seed, seq: game.seq, states };
}

/** A legal move of the seat to act in `view`, chosen by `rng` (the caller's own legal moves only). */
export function someLegalMove(view: GameView, rng: Rng): Record<string, string | number | boolean> {
  const moves = view.legalMoves as unknown as Record<string, string | number | boolean>[];
  if (moves.length === 0) throw new Error(`seat ${view.mySeat} has no legal move at seq ${view.seq}`);
  return { ...moves[rng.int(moves.length)]! };
}

/** The first seat to act (as seat 0's view says) and that seat's own view, with its legal moves. */
export async function moverView(t: StartedTable): Promise<{ seat: number; mine: GameView }> {
  const v = await t.callers[0]!.game.view({ gameId: t.gameId });
  const seat = v.toAct[0]!;
  return { seat, mine: await t.callers[seat]!.game.view({ gameId: t.gameId }) };
}

/**
 * Plays the first legal move of whoever is to act until every seat has made a move of its own (or the game is over):
 * tests of rated games play this before a resign, so that each player has really played (a seat only the stand-in
 * moved is not rated: ratings/rate-finished-game.ts wasPlayed). Returns the last view.
 */
export async function playOneMoveEach(
  callers: readonly ReturnType<typeof callerFor>[],
  gameId: string,
): Promise<GameView> {
  const moved = new Set<number>();
  for (;;) {
    const views = await Promise.all(callers.map((c) => c.game.view({ gameId })));
    const k = views.findIndex((v) => v.status === "ACTIVE" && v.legalMoves.length > 0);
    if (k < 0 || moved.size === callers.length) return views[0]!;
    await callers[k]!.game.move({
      gameId,
      seq: views[k]!.seq,
      move: { ...(views[k]!.legalMoves[0] as unknown as Record<string, string | number | boolean>) },
    });
    moved.add(k);
  }
}

/** `seat` plays its first legal move through the game service (submitMove) at `now`; returns the view after it. */
export async function submitFirstMove(
  ctx: PlayContext,
  st: StartedTable,
  seat: number,
  now = new Date(),
): Promise<GameView> {
  const mine = await getGameView(ctx, st.users[seat]!.id, st.gameId);
  const move = { ...(mine.legalMoves[0] as object) };
  return submitMove(ctx, { gameId: st.gameId, userId: st.users[seat]!.id, seq: mine.seq, move }, now);
}

/** A started two-seat Sakura table on `seconds` a move: the table, its stored game row and the seat to act. */
export async function startPerMoveTable(db: Db, seconds: number) {
  const st = await startTable(db, { game: "sakura", playerCount: 2, timeControl: { kind: "per_move", seconds } });
  const game = await db.game.findUniqueOrThrow({ where: { id: st.gameId } });
  return { st, game, seat: game.toAct[0]! };
}

/**
 * The shortest whole game: a two-seat Sakura table of one round (on `timeControl` when given), started, and a context
 * on its database.
 */
export async function startOneRoundGame(
  db: Db,
  timeControl?: TimeControl,
): Promise<{ ctx: { db: Db; bus: ReturnType<typeof testBus> }; st: StartedTable }> {
  const spec: TableSpec = { game: "sakura", playerCount: 2, options: { rounds: 1 } };
  const st = await startTable(db, timeControl ? { ...spec, timeControl } : spec);
  return { ctx: { db, bus: testBus(db) }, st };
}

/**
 * Plays random legal moves (from `seed`) through the game service (submitMove) until the game ends, yielding each move
 * once it is stored: the seat, the move, the seq the mover saw and the seq after it.
 */
export async function* submitRandomMoves(
  ctx: PlayContext,
  st: StartedTable,
  seed: string,
): AsyncGenerator<{ seat: number; move: Record<string, unknown>; seqBefore: number; seq: number }> {
  const rng = Rng.fromSeed(seed);
  for (;;) {
    const any = await getGameView(ctx, st.users[0]!.id, st.gameId);
    if (any.status !== "ACTIVE") return;
    const seat = any.toAct[0]!;
    const mine = await getGameView(ctx, st.users[seat]!.id, st.gameId);
    const move = { ...(mine.legalMoves[rng.int(mine.legalMoves.length)] as Record<string, unknown>) };
    const answer = await submitMove(ctx, { gameId: st.gameId, userId: st.users[seat]!.id, seq: mine.seq, move });
    yield { seat, move, seqBefore: mine.seq, seq: answer.seq };
  }
}

/** Plays random legal moves through game.move until `done(view)` or the game ends; returns the last view. */
export async function playThrough(
  t: StartedTable,
  opts: { seed: string; until?: (v: GameView) => boolean; maxMoves?: number },
): Promise<GameView> {
  const rng = Rng.fromSeed(opts.seed);
  let views = await Promise.all(t.callers.map((c) => c.game.view({ gameId: t.gameId })));
  for (let n = 0; n < (opts.maxMoves ?? 5000); n++) {
    const v = views[0]!;
    if (v.status !== "ACTIVE" || opts.until?.(v)) return v;
    const seat = v.toAct[0]!;
    const mine = views[seat]!;
    const after = await t.callers[seat]!.game.move({ gameId: t.gameId, seq: mine.seq, move: someLegalMove(mine, rng) });
    views = await Promise.all(t.callers.map((c, i) => (i === seat ? after : c.game.view({ gameId: t.gameId }))));
  }
  throw new Error("the game did not end");
}

/** The shortest finished game: a two-seat Sutda table of one round (`over`: its other settings), played through with `seed`. */
export async function finishedGame(db: Db, seed: string, over: Partial<TableSpec> = {}): Promise<StartedTable> {
  const st = await startTable(db, { game: "sutda", playerCount: 2, options: { end: "rounds_N", rounds: 1 }, ...over });
  await playThrough(st, { seed });
  return st;
}

/** Plays legal moves until it is `seat`'s turn after someone else moved; returns the seq then. */
export async function playUntilTurnOf(t: StartedTable, seat: number, rng: Rng): Promise<number> {
  // A turn that another seat's move hands over: the seat's own move that leaves it to act (a play, then its draw)
  // does not count, for it sends no "your turn".
  let lastMover: number | null = null;
  for (let n = 0; n < 200; n++) {
    const v = await t.callers[0]!.game.view({ gameId: t.gameId });
    if (v.toAct.includes(seat) && lastMover !== null && lastMover !== seat) return v.seq;
    const who = v.toAct[0]!;
    const mine = await t.callers[who]!.game.view({ gameId: t.gameId });
    await t.callers[who]!.game.move({ gameId: t.gameId, seq: mine.seq, move: someLegalMove(mine, rng) });
    lastMover = who;
  }
  throw new Error("never the seat's turn");
}
