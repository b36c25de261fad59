// The owner's side of one live Judge match: while this process holds the match's lease it runs the clock. Each step
// reads the match from the database (the game, the match row, presence, the round's actions) and does what is due:
//  - before the first round: nothing until every player pressed Ready or the ready time limit passed (ready.ts);
//  - both players present and no round scheduled: after the pause, schedule a countdown (round = the engine's next,
//    T0 = now + "3-2-1"), stored in the match row so a restart knows it;
//  - a countdown while a player is away: void it (the match pauses; a player away too long forfeits, absence.ts);
//  - a round found scheduled that this runner did not schedule (a restart, a takeover): void it; it is replayed from
//    a new countdown (the pickets are still the engine's next ones, nothing was revealed in any view);
//  - a revealed round: liveRoundStatus (early close, windows with the mistake extension) on the stored actions;
//    once closed, close the row (no more actions), then append ONE engine move through the game service
//    (commitTransition: seq-checked, so a second process or a replay cannot store the round twice);
//  - inactivity: a seat with K rounds in a row that ran their whole window without its action forfeits.
// Steps run one at a time; timers (the injected clock) wake the runner at T0, at the round's closing time and every
// renewMs to renew the lease; bus events (an action, a presence change, a move) wake it at once.
import {
  currentPickets,
  judgeRuleset,
  liveRoundStatus,
  nextRoundNumber,
  type JudgeState,
  type LiveRoundStatus,
} from "~/engine/judge";
import type { Db } from "../db/client";
import { commitTransition } from "../games/commit-move";
import type { LoadedGame } from "../games/loaded-game";
import { loadGame } from "../games/game-state";
import { enqueue } from "../jobs/queue";
import {
  closeJudgeRound,
  findJudgeMatch,
  finishJudgeRound,
  listJudgeActions,
  listJudgePresence,
  releaseJudgeMatch,
  renewJudgeLease,
  scheduleJudgeCountdown,
  voidJudgeRound,
  type JudgeMatchRecord,
} from "../repositories/judge-matches";
import { gameChannel, type RealtimeBus } from "../realtime/bus";
import { JUDGE_ABSENT_JOB, absentJobKey } from "./absence";
import { judgeChannel, judgeEventPayload, type JudgeEvent } from "./channel";
import { JudgeBots } from "./bot-players";
import type { Clock, ClockTimer } from "./clock";
import { absentForfeitAt, graceOf, lastSeenOf, presenceBySeat, presentSeats } from "./presence";
import { readyState } from "./ready-state";
import { firstFalseStart, nextIdleRounds, roundMove, seatActionsOf } from "./round-move";
import type { JudgeTimings } from "./timings";

/** A countdown is called off for an absent player only this long before T0 or earlier. */
export const VOID_MARGIN_MS = 250;

export interface RunnerDeps {
  db: Db;
  bus: RealtimeBus;
  clock: Clock;
  timings: JudgeTimings;
  ownerId: string;
  log: (message: string) => void;
}

export class MatchRunner {
  private stopped = false;
  private timer: ClockTimer | null = null;
  private chain: Promise<void> = Promise.resolve();
  private queued = false;
  /** Countdowns this runner scheduled: any other round found in the row is voided and replayed. */
  private readonly scheduled = new Set<number>();
  private lastRenewAt: number;
  private lastSeq = -1;
  private readonly abort = new AbortController();
  private readonly absentJobs = new Set<string>();
  /** Bot seats (practice tables): their heartbeat and their timed actions. */
  private readonly bots: JudgeBots;

  constructor(
    readonly gameId: string,
    private readonly deps: RunnerDeps,
    private readonly onStop: (runner: MatchRunner) => void,
  ) {
    this.lastRenewAt = deps.clock.now();
    this.bots = new JudgeBots(gameId, deps);
  }

  get running(): boolean {
    return !this.stopped;
  }

  start(): void {
    void this.listen(judgeChannel(this.gameId), (p) => p.k === "acted" || p.k === "presence");
    void this.listen(gameChannel(this.gameId), (p) => typeof p.seq !== "number" || p.seq > this.lastSeq);
    this.wake();
  }

  private async listen(channel: string, wanted: (payload: Record<string, unknown>) => boolean): Promise<void> {
    try {
      for await (const e of this.deps.bus.subscribe(channel, this.abort.signal)) {
        if (e.kind === "resync" || wanted(e.payload)) this.wake();
      }
    } catch (e) {
      this.deps.log(`listening on ${channel} failed: ${(e as Error).message}`);
    }
  }

  /** Runs a step soon (coalesced: one queued step at a time). */
  wake(): void {
    if (this.stopped || this.queued) return;
    this.queued = true;
    this.chain = this.chain.then(async () => {
      this.queued = false;
      if (this.stopped) return;
      try {
        await this.step();
      } catch (e) {
        this.deps.log(`game ${this.gameId}: step failed (${(e as Error).message}); trying again`);
        this.wakeAt(this.deps.clock.now() + this.deps.timings.renewMs);
      }
    });
  }

  /** Resolves once no step is running or queued. */
  async idle(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const c = this.chain;
      await c;
      if (c === this.chain && !this.queued) return;
    }
  }

  async stop(release: boolean): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.timer?.cancel();
    this.bots.stop();
    this.abort.abort();
    this.onStop(this);
    if (release) await releaseJudgeMatch(this.deps.db, this.gameId, this.deps.ownerId).catch(() => {});
  }

  private wakeAt(at: number): void {
    this.timer?.cancel();
    if (this.stopped) return;
    this.timer = this.deps.clock.at(at, () => this.wake());
  }

  private async publish(e: JudgeEvent): Promise<void> {
    await this.deps.bus
      .publish(judgeChannel(this.gameId), judgeEventPayload(e))
      .catch((err: Error) => this.deps.log(`publish: ${err.message}`));
  }

  private async step(): Promise<void> {
    const { db, clock, timings, ownerId } = this.deps;
    const now = clock.now();
    const game = await loadGame(db, this.gameId);
    if (!game || game.game !== "judge" || game.status !== "ACTIVE") return this.stop(true);
    this.lastSeq = game.seq;
    if (now - this.lastRenewAt >= timings.renewMs) {
      if (!(await renewJudgeLease(db, this.gameId, ownerId, new Date(now), new Date(now + timings.leaseMs))))
        return this.stop(false);
      this.lastRenewAt = now;
    }
    const match = await findJudgeMatch(db, this.gameId);
    if (!match || match.ownerId !== ownerId) return this.stop(false);
    const next = await this.decide(game, match, now);
    if (next <= now) this.wake();
    else this.wakeAt(Math.min(next, now + timings.renewMs));
  }

  /** Does what is due; returns when to look again. */
  private async decide(game: LoadedGame, match: JudgeMatchRecord, now: number): Promise<number> {
    const { db, timings, ownerId } = this.deps;
    const state = game.state as JudgeState;
    const round = nextRoundNumber(state);
    await this.bots.heartbeat(game, now);
    const presence = presenceBySeat(await listJudgePresence(db, this.gameId));
    const present = presentSeats(presence, now, timings);
    const at = new Date(now);
    if (round === null) return now + timings.renewMs;

    if (match.round !== null && match.revealAt !== null) {
      const revealAt = match.revealAt.getTime();
      // A player leaving just before T0 does not stop the round (the reveal is on its way to the players' streams).
      const leftDuringCountdown = now < revealAt - VOID_MARGIN_MS && !(present[0] && present[1]);
      if (match.round !== round || !this.scheduled.has(match.countdown) || leftDuringCountdown) {
        // Not ours (restart or takeover), already stored, or a player left during the countdown: call it off.
        if (await voidJudgeRound(db, this.gameId, ownerId, at)) await this.publish({ k: "void", c: match.countdown });
        return now;
      }
      if (now < revealAt) return revealAt;
      this.bots.plan(game, match);
      return this.runRound(game, match, now);
    }

    if (present[0] && present[1]) {
      // The first countdown waits for every player's Ready (or the ready time limit).
      const start = readyState(game, match, presence, now, timings);
      if (!start.started) return start.startsAt;
      const resumeAt = match.resolvedAt ? match.resolvedAt.getTime() + timings.pauseMs : now;
      if (now < resumeAt) return resumeAt;
      const revealAt = now + timings.countdownMs;
      const c = await scheduleJudgeCountdown(db, this.gameId, ownerId, at, round, new Date(revealAt));
      if (c === null) {
        await this.stop(false);
        return now;
      }
      this.scheduled.add(c);
      await this.publish({ k: "countdown", c });
      return revealAt;
    }
    if (!present[0] && !present[1]) {
      // Nobody is on the match page: let the match go; the next heartbeat brings a coordinator back.
      await this.stop(true);
      return now;
    }
    // One waits for the other: the absent one forfeits if still away when the job falls due.
    const away = present[0] ? 1 : 0;
    const lastSeen = lastSeenOf(presence[away], game.createdAt);
    const key = absentJobKey(this.gameId, away, lastSeen);
    if (!this.absentJobs.has(key)) {
      await enqueue(
        db,
        JUDGE_ABSENT_JOB,
        { gameId: this.gameId, seat: away, lastSeen },
        { key, runAt: new Date(absentForfeitAt(lastSeen, timings)) },
      );
      this.absentJobs.add(key);
    }
    return now + timings.renewMs;
  }

  /** A revealed round: resolve it once closed, else say when to look again. */
  private async runRound(game: LoadedGame, match: JudgeMatchRecord, now: number): Promise<number> {
    const state = game.state as JudgeState;
    const pickets = currentPickets(state)!;
    const revealAt = match.revealAt!.getTime();
    const grace = graceOf(
      presenceBySeat(await listJudgePresence(this.deps.db, this.gameId)),
      this.deps.timings.owdCapMs,
    );
    const actions = await listJudgeActions(this.deps.db, this.gameId, match.countdown);
    if (firstFalseStart(actions)) return this.resolve(game, match, now, grace);
    const status = liveRoundStatus(
      { pickets, actions: seatActionsOf(actions), nowMs: now - revealAt, graceMs: grace },
      state.opts,
    );
    if (!status.closed) return revealAt + status.closesAtMs;
    return this.resolve(game, match, now, grace);
  }

  private async resolve(game: LoadedGame, match: JudgeMatchRecord, now: number, grace: number): Promise<number> {
    const { db, bus, timings, ownerId } = this.deps;
    const c = match.countdown;
    const at = new Date(now);
    // From here judge.act refuses this round; an action stored just before the close is in the list read next.
    if (!(await closeJudgeRound(db, this.gameId, ownerId, at, c))) return now;
    const state = game.state as JudgeState;
    const pickets = currentPickets(state)!;
    const actions = await listJudgeActions(db, this.gameId, c);
    let reason: LiveRoundStatus["reason"] | "false-start" = "false-start";
    if (!firstFalseStart(actions)) {
      reason = liveRoundStatus(
        { pickets, actions: seatActionsOf(actions), nowMs: now - match.revealAt!.getTime(), graceMs: grace },
        state.opts,
      ).reason;
    }
    const move = roundMove(match.round!, pickets, actions);
    const applied = judgeRuleset.applyMove(state, move);
    if (!applied.ok) {
      this.deps.log(
        `game ${this.gameId}: round ${match.round} does not apply (${applied.error.message}); replaying it`,
      );
      await voidJudgeRound(db, this.gameId, ownerId, at);
      return now;
    }
    const idle = nextIdleRounds(match.idleRounds, actions, reason);
    const forfeits = ([0, 1] as const).filter((s) => idle[s] >= timings.idleRoundsLimit);
    const r = await commitTransition(
      { db, bus },
      game,
      { seat: 0, move: { ...move }, next: applied.state, byStandIn: false, timedOut: false, forfeits },
      at,
    );
    if (!r.ok) {
      // The game moved on without this round (another process stored a move first): look again from there.
      await voidJudgeRound(db, this.gameId, ownerId, at);
      return now;
    }
    this.lastSeq = r.seq;
    await finishJudgeRound(db, this.gameId, ownerId, c, at, idle);
    await this.publish({ k: "resolved", c });
    if (r.finished) await this.stop(true);
    return now + timings.pauseMs;
  }
}
