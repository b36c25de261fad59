// One move, from a validated engine transition to the database and everyone watching: the player's own moves
// (submit-move.ts) and the stand-in's (deadlines.ts) both come through here.
//
//  1. in one short transaction (repositories/games.ts commitMove): seq + 1 only if the game is still at the seq the
//     move was validated against, the Move row, the seats' clocks and flags, the next deadline job, the after-move
//     job (backstop) and, at the end, the game and table FINISHED;
//  2. "game G is at seq N" on the bus (with PostgreSQL, a NOTIFY in the same statement, delivered at the commit, with
//     what changed for the other processes: move-news.ts), and
//     after the commit the after-move bookkeeping (after-move.ts) inline, on the game as built in memory from what
//     was stored (no read of it again).
import { withRecent } from "~/lib/move-log";
import { botMoveJobs } from "../bots/bot-jobs";
import { commitMove, type CommitMove, type MoveGuard } from "../repositories/game-commits";
import type { NewJob } from "../repositories/jobs";
import { gameChannel, tableChannel, userChannel } from "../realtime/bus";
import { kickJobWorker } from "../jobs/kick";
import { runAfterMove, yourTurnNotes, type AfterMoveFacts } from "./after-move";
import type { LoadedGame } from "./loaded-game";
import { noteCommitting, rememberGame } from "./state-cache";
import { AFTER_MOVE_BACKSTOP_MS, AFTER_MOVE_JOB, DEADLINE_JOB, afterMoveJobKey, deadlineJobKey } from "./job-kinds";
import { deadlineWarningJobKey, deadlineWarningJobs } from "./deadline-warning";
import { moveMessage } from "./move-news";
import { forfeitEndsGame } from "./outcome";
import type { PlayContext } from "./play-context";
import { banksAfterMove, earliestWarning, gameDeadline, storedTimeControl } from "./time-control";

export interface Transition {
  seat: number;
  /** The move as stored (plain JSON, already accepted by applyMove on game.state). */
  move: Record<string, unknown>;
  /** The engine state after it. */
  next: unknown;
  byStandIn: boolean;
  /** The stand-in moved because the seat's time ran out (counts a timeout; may forfeit the seat). */
  timedOut: boolean;
  /** Seats forfeited with this move for another reason (Judge: inactivity or absence, src/server/judge). */
  forfeits?: readonly number[];
  /** Why the game ends if those forfeits end it (a resign: "resign"); "forfeit" when not given. */
  endReason?: string;
  /** Those forfeits are resigns (Judge's resign, resign.ts): the seats are marked `resigned`. */
  resigned?: boolean;
}

/**
 * `game`: the game as the move left it (what was stored, applied to the record the move was validated against).
 * `requestCount`: with a guard, a move not stored's count against the limit (null: the session did not hold).
 */
export type CommitResult =
  | { ok: true; seq: number; finished: boolean; game: LoadedGame }
  | { ok: false; reason: "stale"; requestCount?: number | null };

interface SeatUpdate {
  seat: number;
  bankMs?: number;
  standIn?: boolean;
  addTimeout?: boolean;
  forfeited?: boolean;
  resigned?: boolean;
}

/** Whether the move ends the game, and which seats are forfeited after it. */
function endOf(game: LoadedGame, t: Transition) {
  const { ruleset, state: before } = game;
  const mover = game.seats.find((s) => s.seat === t.seat);
  if (!mover) throw new Error(`game ${game.id}: no seat ${t.seat}`);
  const limit = game.table.timeoutsBeforeForfeit;
  const timeouts = mover.timeouts + (t.timedOut ? 1 : 0);
  const newlyForfeited = t.timedOut && !mover.forfeited && limit !== null && timeouts >= limit;
  const over = ruleset.phase(t.next) === "game-over";
  const otherForfeits = (t.forfeits ?? []).filter((seat) => game.seats.some((s) => s.seat === seat && !s.forfeited));
  const forfeitedSeats = new Set(
    game.seats
      .filter((s) => s.forfeited || (newlyForfeited && s.seat === t.seat) || otherForfeits.includes(s.seat))
      .map((s) => s.seat),
  );
  // A forfeit by timeouts that leaves one side standing ends the game at once. (A seat forfeited by an admin's
  // suspension, suspension.ts, is played by the stand-in to the end instead; it still ranks last.)
  // So does a player dropping out of the game (Sutda: no chips left) that leaves one side standing beside forfeited seats.
  const inGameBefore = ruleset.seatsInGame?.(before);
  const inGameAfter = ruleset.seatsInGame?.(t.next);
  const droppedOut = Boolean(inGameBefore && inGameAfter?.some((x, s) => !x && inGameBefore[s]));
  const endedByForfeit =
    !over &&
    (newlyForfeited || otherForfeits.length > 0 || droppedOut) &&
    forfeitEndsGame(game.matchSetup, forfeitedSeats, inGameAfter);
  // The last player dropping out ends the game as it ends at the table (at a hand's end): no early end.
  const endReason = endedByForfeit && (newlyForfeited || otherForfeits.length > 0) ? (t.endReason ?? "forfeit") : null;
  return {
    mover,
    limit,
    timeouts,
    newlyForfeited,
    otherForfeits,
    forfeitedSeats,
    finished: over || endedByForfeit,
    endReason,
  };
}

/** What the move changes in each seat: the clocks that ran, the mover's flags, the seats forfeited with it. */
function seatUpdatesOf(
  banks: Map<number, number>,
  t: Transition,
  end: ReturnType<typeof endOf>,
): Map<number, SeatUpdate> {
  const updates = new Map<number, SeatUpdate>();
  for (const [seat, bankMs] of banks) updates.set(seat, { seat, bankMs });
  updates.set(t.seat, {
    ...updates.get(t.seat),
    seat: t.seat,
    standIn: t.byStandIn,
    ...(t.timedOut ? { addTimeout: true } : {}),
    ...(end.newlyForfeited ? { forfeited: true } : {}),
  });
  for (const seat of end.otherForfeits)
    updates.set(seat, { ...updates.get(seat), seat, forfeited: true, ...(t.resigned ? { resigned: true } : {}) });
  return updates;
}

/** The game after the move: the record it was validated against with exactly the fields the statement changes. */
function gameAfter(
  game: LoadedGame,
  t: Transition,
  changed: Pick<LoadedGame, "toAct" | "deadlineAt" | "endReason"> & { finished: boolean; now: Date },
  seatUpdates: Map<number, SeatUpdate>,
): LoadedGame {
  const seq = game.seq + 1;
  const phrase = game.ruleset.phraseMove?.(game.state, t.move);
  const lastMove = {
    seat: t.seat,
    text: game.ruleset.describeMove(game.state, t.move),
    ...(phrase ? { phrase } : {}),
    byStandIn: t.byStandIn,
  };
  const { finished, now } = changed;
  return {
    ...game,
    seq,
    status: finished ? "FINISHED" : "ACTIVE",
    toAct: changed.toAct,
    turnStartedAt: now,
    deadlineAt: changed.deadlineAt,
    finishedAt: finished ? now : null,
    endReason: changed.endReason,
    table: finished ? { ...game.table, status: "FINISHED" } : game.table,
    seats: game.seats.map((s) => {
      const u = seatUpdates.get(s.seat);
      if (!u) return s;
      return {
        ...s,
        ...(u.bankMs !== undefined ? { bankMs: u.bankMs } : {}),
        ...(u.standIn !== undefined ? { standIn: u.standIn } : {}),
        ...(u.forfeited !== undefined ? { forfeited: u.forfeited } : {}),
        ...(u.resigned ? { resigned: true } : {}),
        timeouts: s.timeouts + (u.addTimeout ? 1 : 0),
      };
    }),
    state: t.next,
    lastMove,
    recentMoves: withRecent(game.recentMoves, [{ seq, ...lastMove }]),
  };
}

/** The jobs the move queues: the next deadline, the bots' moves, and (unless ordinary) the after-move backstop. */
function jobsOf(
  game: LoadedGame,
  facts: AfterMoveFacts,
  deadlineAt: Date | null,
  forfeitedSeats: ReadonlySet<number>,
  toActAfter: number[],
  now: Date,
  afterKey: string | null,
): NewJob[] {
  const seq = facts.seq;
  return [
    ...(deadlineAt
      ? [
          {
            kind: DEADLINE_JOB,
            payload: { gameId: game.id, seq },
            runAt: deadlineAt,
            key: deadlineJobKey(game.id, seq),
          },
        ]
      : []),
    ...botMoveJobs(
      game.game,
      game.seats.filter((s) => !forfeitedSeats.has(s.seat)),
      toActAfter,
      game.id,
      seq,
      now,
    ),
    ...(afterKey
      ? [
          {
            kind: AFTER_MOVE_JOB,
            payload: { ...facts },
            runAt: new Date(now.getTime() + AFTER_MOVE_BACKSTOP_MS),
            key: afterKey,
          },
        ]
      : []),
  ];
}

export async function commitTransition(
  ctx: PlayContext,
  game: LoadedGame,
  t: Transition,
  now: Date,
  guard?: MoveGuard,
): Promise<CommitResult> {
  const { ruleset, state: before } = game;
  const seq = game.seq + 1;
  const end = endOf(game, t);
  const { finished, forfeitedSeats } = end;

  // --- clocks and the next deadline
  const toActBefore = [...ruleset.toAct(before)];
  const toActAfter = finished ? [] : [...ruleset.toAct(t.next)];
  const tc = storedTimeControl(game.table.timeControl);
  const banks = banksAfterMove(tc, game.seats, toActBefore, t.seat, game.turnStartedAt ?? game.createdAt, now);
  const seatsAfter = game.seats.map((s) => ({
    seat: s.seat,
    bankMs: banks.get(s.seat) ?? s.bankMs,
    forfeited: forfeitedSeats.has(s.seat),
  }));
  const deadlineAt = finished ? null : gameDeadline(tc, seatsAfter, toActAfter, now);
  const seatUpdates = seatUpdatesOf(banks, t, end);
  const warningAt = finished || ruleset.traits.realTime ? null : earliestWarning(tc, seatsAfter, toActAfter, now);

  // --- the bookkeeping it calls for, and the game after it
  const roundsBefore = ruleset.roundSummaries(before).length;
  const roundEnded = ruleset.roundSummaries(t.next).length > roundsBefore;
  const facts: AfterMoveFacts = {
    gameId: game.id,
    seq,
    roundEnded,
    ...(roundEnded ? { roundsBefore } : {}),
    finished,
    yourTurn: toActAfter
      .filter((s) => !toActBefore.includes(s) && !forfeitedSeats.has(s))
      .flatMap((s) => game.seats.filter((x) => x.seat === s).map((x) => x.userId)),
    timeout: t.timedOut
      ? {
          userId: end.mover.userId,
          seat: t.seat,
          timeouts: end.timeouts,
          limit: end.limit,
          forfeited: end.newlyForfeited,
        }
      : null,
  };
  const after = gameAfter(
    game,
    t,
    { toAct: toActAfter, deadlineAt, endReason: end.endReason, finished, now },
    seatUpdates,
  );
  // An ordinary move's only bookkeeping is "your turn": stored by the move's own statement, atomically with it, so it
  // needs neither a backstop job nor a statement after the commit. A round's or the game's end and a
  // timeout keep the after-move run (results, tournament, their notifications) and its queued backstop.
  const ordinary = !facts.roundEnded && !facts.finished && !facts.timeout && !facts.started;
  const afterKey = afterMoveJobKey(game.id, seq);

  // --- one statement
  // Through the database, the message tells the other processes what changed (move-news.ts): they need not read it.
  const notify = ctx.bus.notifyArguments?.(gameChannel(game.id), moveMessage(after, t));
  const committed = noteCommitting(game.id);
  let r: Awaited<ReturnType<typeof commitMove>>;
  try {
    r = await commitMove(ctx.db, {
      gameId: game.id,
      tableId: game.tableId,
      expectedSeq: game.seq,
      move: {
        seat: t.seat,
        roundIndex: ruleset.dealtRounds(before).length - 1,
        payload: t.move as CommitMove["move"]["payload"],
        byStandIn: t.byStandIn,
      },
      game: {
        toAct: toActAfter,
        turnStartedAt: now,
        deadlineAt,
        status: after.status,
        finishedAt: after.finishedAt,
        endReason: end.endReason,
      },
      seats: [...seatUpdates.values()],
      ...(finished ? { tableStatus: "FINISHED" as const } : {}),
      jobs: [
        ...jobsOf(game, facts, deadlineAt, forfeitedSeats, toActAfter, now, ordinary ? null : afterKey),
        ...deadlineWarningJobs(game.id, seq, warningAt),
      ],
      supersededJobKeys: [deadlineJobKey(game.id, game.seq), deadlineWarningJobKey(game.id, game.seq)],
      ...(ordinary ? { notifications: yourTurnNotes(after, facts) } : {}),
      ...(notify ? { notify } : {}),
      ...(guard ? { guard } : {}),
    });
    if (r.ok) rememberGame(after);
  } finally {
    committed();
  }
  if (!r.ok) return r;

  // --- after the commit
  if (deadlineAt && deadlineAt <= now) kickJobWorker();
  if (ordinary) {
    if (!notify) await publishGame(ctx, facts);
    for (const userId of r.notified ?? [])
      await ctx.bus
        .publish(userChannel(userId), { userId })
        .catch((e) => console.error(`[games] publish: ${(e as Error).message}`));
  } else await afterCommit(ctx, facts, afterKey, now, { game: after, published: notify !== undefined });
  // The table is FINISHED too: its page (table.onChange) shows the finished game's replay link without a reload.
  if (finished)
    await ctx.bus
      .publish(tableChannel(game.tableId), { tableId: game.tableId })
      .catch((e) => console.error(`[games] publish: ${(e as Error).message}`));
  return { ok: true, seq, finished, game: after };
}

function publishGame(ctx: PlayContext, facts: AfterMoveFacts): Promise<void> {
  return ctx.bus
    .publish(gameChannel(facts.gameId), { gameId: facts.gameId, seq: facts.seq })
    .catch((e) => console.error(`[games] publish: ${(e as Error).message}`));
}

/**
 * Publishes the change (unless the commit's statement did) and does the bookkeeping now; the queued after-move job is
 * the backstop if this fails. `game`: the game at facts.seq when the caller has it in memory.
 */
export async function afterCommit(
  ctx: PlayContext,
  facts: AfterMoveFacts,
  afterKey: string,
  now: Date,
  opts: { game?: LoadedGame; published?: boolean } = {},
): Promise<void> {
  if (!opts.published) await publishGame(ctx, facts);
  try {
    await runAfterMove(ctx, facts, now, { ...(opts.game ? { game: opts.game } : {}), backstopJobKey: afterKey });
  } catch (e) {
    console.error(
      `[games] after-move ${facts.gameId}#${facts.seq} failed (the queued job retries it): ${(e as Error).message}`,
    );
  }
}
