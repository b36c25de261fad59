// "Your time is running out": when 80% of a seat's time for a move is gone and it has not moved, its player is told
// by the channels they chose (event "deadline"). The job is queued with the move that starts the turn, in the same
// statement, due at 80% of the earliest deadline of the seats to act; keyed by game and seq, so a turn has one job,
// and each warning is a notification keyed by game, seq and player, so a turn warns each player once. A job whose
// game has moved on or ended does nothing. A game played in real time has no move deadlines, hence no warnings.
import { plural } from "~/engine/core/plural";
import type { Db } from "../db/client";
import type { NewJob } from "../repositories/jobs";
import type { AfterMoveNotification } from "../repositories/after-move";
import { loadGame } from "./game-state";
import type { LoadedGame } from "./loaded-game";
import { seatDeadline, storedTimeControl, warningTime } from "./time-control";

export const DEADLINE_WARNING_JOB = "game.deadline-warning";

export const deadlineWarningJobKey = (gameId: string, seq: number) => `${DEADLINE_WARNING_JOB}:${gameId}:${seq}`;

const warningKey = (gameId: string, seq: number, userId: string) => `deadline-warning:${gameId}:${seq}:${userId}`;

/** The warning job of a turn (seq `seq`) whose earliest warning is due `at`, queued with the move that starts it. */
export function deadlineWarningJobs(gameId: string, seq: number, at: Date | null): NewJob[] {
  return at
    ? [{ kind: DEADLINE_WARNING_JOB, payload: { gameId, seq }, runAt: at, key: deadlineWarningJobKey(gameId, seq) }]
    : [];
}

export function parseWarningPayload(p: unknown): { gameId: string; seq: number } {
  const o = p as { gameId?: unknown; seq?: unknown } | null;
  if (!o || typeof o.gameId !== "string" || typeof o.seq !== "number")
    throw new Error(`bad deadline warning payload ${JSON.stringify(p)}`);
  return { gameId: o.gameId, seq: o.seq };
}

/** "2 days and 3 hours", "5 hours", "12 minutes": the time left, to the minute, at most two units. */
export function timeLeftWords(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${plural(days, "day")} and ${plural(hours, "hour")}` : plural(days, "day");
  if (hours > 0) return mins > 0 ? `${plural(hours, "hour")} and ${plural(mins, "minute")}` : plural(hours, "hour");
  return plural(mins, "minute");
}

/** The time left by its largest unit, for the catalog's words ("11 minutes", "2 hours", "3 days"). */
function largestUnit(ms: number): { unit: string; count: number } {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes >= 1440) return { unit: "day", count: Math.floor(minutes / 1440) };
  if (minutes >= 60) return { unit: "hour", count: Math.floor(minutes / 60) };
  return { unit: "minute", count: minutes };
}

const tableHref = (game: LoadedGame) => `/table/${game.tableId}`;

/**
 * The warnings due at `now` for the game at `seq`: one notification per person to act whose warning time has come
 * and whose deadline has not, and when the next seat's warning is due (a time bank differs from seat to seat).
 */
export async function dueWarnings(
  db: Db,
  payload: { gameId: string; seq: number },
  now: Date,
): Promise<{ notes: AfterMoveNotification[]; next: Date | null }> {
  const game = await loadGame(db, payload.gameId);
  if (!game || game.status !== "ACTIVE" || game.seq !== payload.seq || game.ruleset.traits.realTime)
    return { notes: [], next: null };
  const tc = storedTimeControl(game.table.timeControl);
  const startedAt = game.turnStartedAt ?? game.createdAt;
  const toAct = game.ruleset.toAct(game.state);
  const notes: AfterMoveNotification[] = [];
  let next: Date | null = null;
  for (const s of game.seats) {
    const at = toAct.includes(s.seat) && s.botLevel === null ? warningTime(tc, s, startedAt) : null;
    if (!at) continue;
    if (at > now) {
      if (!next || at < next) next = at;
      continue;
    }
    const left = seatDeadline(tc, s, startedAt)!.getTime() - now.getTime();
    if (left <= 0) continue;
    notes.push({
      userId: s.userId,
      kind: "deadline",
      text: `Your time in ${game.ruleset.title} is running out: ${timeLeftWords(left)} left to move.`,
      textKey: "deadline",
      textParams: { game: game.game, ...largestUnit(left) },
      href: tableHref(game),
      key: warningKey(game.id, game.seq, s.userId),
    });
  }
  return { notes, next };
}

/**
 * For the email and push of a warning (key "deadline-warning:<gameId>:<seq>:<userId>"): the game and the time left
 * when the player has still not moved, or null (they moved, the game ended, the time ran out).
 */
export async function warningStillDue(
  db: Db,
  key: string | null,
  userId: string,
  now: Date,
): Promise<{ game: LoadedGame; msLeft: number } | null> {
  const m = key ? /^deadline-warning:([^:]+):(\d+):/.exec(key) : null;
  if (!m) return null;
  const game = await loadGame(db, m[1]!);
  if (!game || game.status !== "ACTIVE" || game.seq !== Number(m[2])) return null;
  const seat = game.seats.find((s) => s.userId === userId && !s.forfeited);
  if (!seat || !game.ruleset.toAct(game.state).includes(seat.seat)) return null;
  const d = seatDeadline(storedTimeControl(game.table.timeControl), seat, game.turnStartedAt ?? game.createdAt);
  const msLeft = d ? d.getTime() - now.getTime() : 0;
  return msLeft > 0 ? { game, msLeft } : null;
}
