// The live Judge coordinator of a server process: it runs the clock of each match it holds the lease of (one
// MatchRunner per match) and takes a match over when nobody holds it. Heartbeats (judge.ping, the live stream opening)
// call touch(): so a match whose process died is picked up by the process its players reach next, once the dead
// process's lease has lapsed (a few seconds). The lease row makes sure two processes never run the same match.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../db/client";
import type { RealtimeBus } from "../realtime/bus";
import { acquireJudgeMatch, releaseJudgeMatch } from "../repositories/judge-matches";
import { systemClock, type Clock } from "./clock";
import { MatchRunner } from "./match-runner";
import { JUDGE_TIMINGS, type JudgeTimings } from "./timings";
import { services } from "../services";

export interface CoordinatorOptions {
  db: Db;
  bus: RealtimeBus;
  clock?: Clock;
  timings?: Partial<JudgeTimings>;
  ownerId?: string;
  log?: (message: string) => void;
}

export function newOwnerId(): string {
  return `${hostname()}:${process.pid}:judge:${randomBytes(3).toString("hex")}`;
}

export class JudgeCoordinator {
  readonly ownerId: string;
  readonly clock: Clock;
  readonly timings: JudgeTimings;
  readonly db: Db;
  readonly bus: RealtimeBus;
  private readonly runners = new Map<string, MatchRunner>();
  private readonly attempts = new Map<string, Promise<boolean>>();
  private readonly lastAttemptAt = new Map<string, number>();
  private readonly log: (message: string) => void;
  private stopped = false;

  constructor(opts: CoordinatorOptions) {
    this.db = opts.db;
    this.bus = opts.bus;
    this.clock = opts.clock ?? systemClock;
    this.timings = { ...JUDGE_TIMINGS, ...opts.timings };
    this.ownerId = opts.ownerId ?? newOwnerId();
    this.log = opts.log ?? ((m) => console.error(`[judge] ${m}`));
  }

  /** Whether this process runs the match now. */
  owns(gameId: string): boolean {
    return this.runners.has(gameId);
  }

  /** A heartbeat for the match: make sure it is run (here when nobody holds it). Never throws. */
  touch(gameId: string): void {
    this.ensure(gameId).catch((e: Error) => this.log(`game ${gameId}: ${e.message}`));
  }

  /**
   * Runs the match here if this process holds it or can take it (nobody holds it, or the holder's lease lapsed).
   * Attempts are spaced by renewMs per match unless `force`. Returns whether this process runs it.
   */
  async ensure(gameId: string, force = false): Promise<boolean> {
    if (this.stopped) return false;
    const running = this.runners.get(gameId);
    if (running) {
      running.wake();
      return true;
    }
    const pending = this.attempts.get(gameId);
    if (pending) return pending;
    const now = this.clock.now();
    if (!force && now - (this.lastAttemptAt.get(gameId) ?? -Infinity) < this.timings.renewMs) return false;
    this.lastAttemptAt.set(gameId, now);
    const attempt = (async () => {
      const row = await acquireJudgeMatch(
        this.db,
        gameId,
        this.ownerId,
        new Date(now),
        new Date(now + this.timings.leaseMs),
      );
      if (!row) return false;
      if (this.stopped) {
        await releaseJudgeMatch(this.db, gameId, this.ownerId);
        return false;
      }
      const runner = new MatchRunner(
        gameId,
        { db: this.db, bus: this.bus, clock: this.clock, timings: this.timings, ownerId: this.ownerId, log: this.log },
        (r) => {
          if (this.runners.get(gameId) === r) this.runners.delete(gameId);
        },
      );
      this.runners.set(gameId, runner);
      runner.start();
      return true;
    })().finally(() => this.attempts.delete(gameId));
    this.attempts.set(gameId, attempt);
    return attempt;
  }

  /** Resolves once no runner has a step running or queued (tests with a manual clock). */
  async idle(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      await Promise.all(this.attempts.values());
      const runners = [...this.runners.values()];
      await Promise.all(runners.map((r) => r.idle()));
      if (this.attempts.size === 0 && runners.length === this.runners.size) return;
    }
  }

  /** Stops every runner and lets their matches go (another process takes them at the players' next heartbeat). */
  async stop(): Promise<void> {
    await this.halt(true);
  }

  private async halt(release: boolean): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.attempts.values()].map((a) => a.catch(() => false)));
    const runners = [...this.runners.values()];
    await Promise.all(runners.map((r) => r.stop(release)));
    // A step that was under way finishes before the database may be closed.
    await Promise.all(runners.map((r) => r.idle()));
  }

  /** Stops everything without letting the matches go, as a process that dies holding its leases (tests). */
  async kill(): Promise<void> {
    await this.halt(false);
  }
}

// --- the process's coordinator ---------------------------------------------------------------------------------------
// One per database client (the routers of the Next.js bundle share one; tests register their own with a manual clock),
// in the process's services.
declare module "../services" {
  interface Services {
    judge?: { byDb: WeakMap<Db, JudgeCoordinator>; all: Set<JudgeCoordinator> };
  }
}
const coordinators = (services().judge ??= { byDb: new WeakMap(), all: new Set() });

export function getJudgeCoordinator(ctx: { db: Db; bus: RealtimeBus }): JudgeCoordinator {
  let c = coordinators.byDb.get(ctx.db);
  if (!c) {
    c = new JudgeCoordinator({ db: ctx.db, bus: ctx.bus });
    coordinators.byDb.set(ctx.db, c);
    coordinators.all.add(c);
  }
  return c;
}

/** Registers `c` as the coordinator for its database client (tests). */
export function setJudgeCoordinator(c: JudgeCoordinator): void {
  coordinators.byDb.set(c.db, c);
  coordinators.all.add(c);
}

/** Stops every coordinator of the process (server shutdown). */
export async function stopJudgeCoordinators(): Promise<void> {
  const all = [...coordinators.all];
  coordinators.all.clear();
  await Promise.all(all.map((c) => c.stop()));
}
