// Live Judge tests: a real table and game started through the procedures, a coordinator on a manual clock (no real
// sleeps), the players' callers, and the engine's truth (pickets, piles) read from the stored game.
import { Rng } from "~/engine/core/rng";
import { cardCode, type CardId } from "~/engine/core/cards";
import { currentPickets, judgeRuleset, nextRoundNumber, type JudgeState } from "~/engine/judge";
import type { Db } from "../db/client";
import { loadGame } from "../games/game-state";
import { clearStateCache } from "../games/state-cache";
import type { RealtimeBus } from "../realtime/bus";
import { testBus } from "./context";
import { startTable, type StartedTable } from "./play";
import { ManualClock } from "../judge/clock";
import { JudgeCoordinator, setJudgeCoordinator } from "../judge/coordinator";
import type { JudgeTimings } from "../judge/timings";
import { watchJudge } from "../judge/watch";

export interface JudgeHarness extends StartedTable {
  db: Db;
  bus: RealtimeBus;
  clock: ManualClock;
  coordinator: JudgeCoordinator;
}

/** The match's stored row (round, countdown, timings). */
export const matchRow = (h: JudgeHarness) => h.db.judgeMatch.findUniqueOrThrow({ where: { gameId: h.gameId } });

/** The game's stored moves, in order. */
export const moveRows = (h: JudgeHarness) =>
  h.db.move.findMany({ where: { gameId: h.gameId }, orderBy: { seq: "asc" } });

/** Lets every queued async step, bus delivery and DB answer run. */
export async function settle(...coordinators: JudgeCoordinator[]): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await Promise.all(coordinators.map((c) => c.idle()));
    await new Promise((r) => setImmediate(r));
  }
}

/** Both players ping the match (the page is open: present), with the round trips their pages measured, if any. */
export async function bothPresent(h: JudgeHarness, rtt: [number | null, number | null] = [null, null]): Promise<void> {
  await h.callers[0]!.judge.ping({ gameId: h.gameId, rttMs: rtt[0] });
  await h.callers[1]!.judge.ping({ gameId: h.gameId, rttMs: rtt[1] });
  await settle(h.coordinator);
}

/**
 * Advances the manual clock by `ms`, stopping at every timer on the way and letting the steps it starts finish
 * before the next one (a step schedules the next timer).
 */
export async function advance(clock: ManualClock, ms: number, ...coordinators: JudgeCoordinator[]): Promise<void> {
  const target = clock.now() + ms;
  await settle(...coordinators);
  for (let guard = 0; guard < 10_000; guard++) {
    const next = clock.nextTimerAt();
    if (next === null || next > target) break;
    clock.advanceTo(next);
    await settle(...coordinators);
  }
  clock.advanceTo(target);
  await settle(...coordinators);
}

/** A seed whose first picket round has the months `want` asks for (searched with the pure engine). */
export function seedWhere(
  want: (pickets: readonly [CardId, CardId]) => boolean,
  options: Record<string, string | number | boolean> = {},
): string {
  const setup = judgeRuleset.validateSetup({ players: 2, teams: null, options });
  if (!setup.ok) throw new Error(setup.error.message);
  const rng = Rng.fromSeed("seed-search");
  for (let i = 0; i < 5000; i++) {
    const seed = `judge-test-${rng.int(1e9)}`;
    const g = judgeRuleset.newGame(setup.value, seed);
    if (g.ok && want(currentPickets(g.value)!)) return seed;
  }
  throw new Error("no seed found");
}

export const month = (c: CardId) => (c >> 2) + 1;

/**
 * A Judge table started through table.create/join, with a coordinator on a manual clock registered for the database
 * (the routers use it). `seed` replaces the game's random seed before anything was played (test-only, to choose the
 * pickets).
 */
export async function startJudge(
  db: Db,
  opts: {
    options?: Record<string, string | number | boolean>;
    seed?: string;
    timings?: Partial<JudgeTimings>;
    clock?: ManualClock;
    ownerId?: string;
  } = {},
): Promise<JudgeHarness> {
  const st = await startTable(db, { game: "judge", playerCount: 2, options: opts.options ?? {}, timeControl: null });
  if (opts.seed) {
    await db.game.update({ where: { id: st.gameId }, data: { seed: opts.seed } });
    clearStateCache();
  }
  const clock = opts.clock ?? new ManualClock();
  const bus = testBus(db);
  const coordinator = new JudgeCoordinator({
    db,
    bus,
    clock,
    timings: opts.timings,
    ownerId: opts.ownerId ?? "owner-A",
    log: () => {},
  });
  setJudgeCoordinator(coordinator);
  return { ...st, db, bus, clock, coordinator };
}

/** Runs `body` on a new live Judge match (startJudge's `opts`), stopping its coordinator however the body ends. */
export async function withJudge(
  db: Db,
  body: (h: JudgeHarness) => Promise<void>,
  opts?: Parameters<typeof startJudge>[1],
): Promise<void> {
  const h = await startJudge(db, opts);
  try {
    await body(h);
  } finally {
    await h.coordinator.stop();
  }
}

export async function judgeState(db: Db, gameId: string): Promise<{ state: JudgeState; seq: number; status: string }> {
  const g = await loadGame(db, gameId);
  return { state: g!.state as JudgeState, seq: g!.seq, status: g!.status };
}

/** The card codes nobody may know yet: every pile card not yet played (the current pickets included). */
export function unrevealedCodes(state: JudgeState): string[] {
  if (!state.deal || state.phase !== "playing") return [];
  return [0, 1].flatMap((s) => state.deal!.piles[s]!.slice(state.played).map((c) => cardCode(c)));
}

export function currentRound(state: JudgeState): {
  round: number;
  pickets: readonly [CardId, CardId];
  later: 0 | 1 | null;
} {
  const pickets = currentPickets(state)!;
  const [a, b] = [month(pickets[0]), month(pickets[1])];
  return { round: nextRoundNumber(state)!, pickets, later: a === b ? null : a > b ? 0 : 1 };
}

/** Collects what a subscription yields until `stop` aborts. */
export function collect<T>(stream: AsyncIterable<T> | Promise<AsyncIterable<T>>): { items: T[]; done: Promise<void> } {
  const items: T[] = [];
  const done = (async () => {
    try {
      for await (const x of await stream) items.push(x);
    } catch {
      // the stream ended with its request
    }
  })();
  return { items, done };
}

/** The live views `seat`'s match page receives, collected until `signal` aborts. */
export function watchSeat(h: JudgeHarness, seat: number, signal: AbortSignal) {
  return collect(watchJudge({ db: h.db, bus: h.bus }, h.coordinator, h.users[seat]!.id, h.gameId, signal));
}

/** Waits (real time, for I/O only) until `pred` holds. */
export async function waitUntil(
  pred: () => boolean | Promise<boolean>,
  what = "the condition",
  ms = 10_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
