// A player who leaves the match page pauses the match (no countdown runs while a seat is away). If they stay away
// ABSENT_FORFEIT (2 minutes) while the opponent waits on the page, they forfeit. The owner queues this job on the
// durable queue when it sees one seat away (keyed by that seat's last heartbeat, so coming back makes the job moot);
// the job checks everything again when it runs, in whichever process takes it.
//
// The forfeit is stored with the round that was due, played as nobody acting: a Judge move is a whole picket round
// and the record format has no forfeit marker, so this keeps every change of the game a seq-checked move (the
// game row's endReason says "forfeit").
import { judgeRuleset, nextRoundNumber, type JudgeState } from "~/engine/judge";
import { commitTransition } from "../games/commit-move";
import { loadGame } from "../games/game-state";
import type { PlayContext } from "../games/play-context";
import type { JobHandlers } from "../jobs/types";
import type { RealtimeBus } from "../realtime/bus";
import { listJudgePresence } from "../repositories/judge-matches";
import { judgeChannel, judgeEventPayload } from "./channel";
import { absentForfeitAt, isPresent, lastSeenOf, presenceBySeat } from "./presence";
import { JUDGE_TIMINGS, type JudgeTimings } from "./timings";

export const JUDGE_ABSENT_JOB = "judge.absent";

export const absentJobKey = (gameId: string, seat: number, lastSeen: number) =>
  `judge-absent:${gameId}:${seat}:${lastSeen}`;

export interface AbsentPayload {
  gameId: string;
  seat: number;
  /** The seat's last heartbeat when the job was queued (ms since the epoch). */
  lastSeen: number;
}

export function parseAbsentPayload(p: unknown): AbsentPayload {
  const o = p as Partial<AbsentPayload> | null;
  if (!o || typeof o.gameId !== "string" || (o.seat !== 0 && o.seat !== 1) || typeof o.lastSeen !== "number")
    throw new Error(`bad judge absence payload ${JSON.stringify(p)}`);
  return { gameId: o.gameId, seat: o.seat, lastSeen: o.lastSeen };
}

export type AbsenceOutcome = "forfeited" | "back" | "nobody-waiting" | "not-active" | "moved-on";

export async function runJudgeAbsence(
  ctx: PlayContext,
  payload: AbsentPayload,
  now: Date,
  timings: JudgeTimings = JUDGE_TIMINGS,
): Promise<AbsenceOutcome | { retryAt: Date }> {
  const game = await loadGame(ctx.db, payload.gameId);
  if (!game || game.game !== "judge" || game.status !== "ACTIVE") return "not-active";
  const presence = presenceBySeat(await listJudgePresence(ctx.db, payload.gameId));
  const seat = payload.seat as 0 | 1;
  const t = now.getTime();
  if (lastSeenOf(presence[seat], game.createdAt) !== payload.lastSeen || isPresent(presence[seat], t, timings))
    return "back";
  const due = absentForfeitAt(payload.lastSeen, timings);
  if (t < due) return { retryAt: new Date(due) };
  if (!isPresent(presence[seat === 0 ? 1 : 0], t, timings)) return "nobody-waiting";
  const state = game.state as JudgeState;
  const round = nextRoundNumber(state);
  if (round === null) return "not-active";
  const move = { round, actions: [] };
  const applied = judgeRuleset.applyMove(state, move);
  if (!applied.ok) throw new Error(`game ${game.id}: the forfeit round does not apply (${applied.error.message})`);
  const r = await commitTransition(
    ctx,
    game,
    { seat: 0, move, next: applied.state, byStandIn: false, timedOut: false, forfeits: [seat] },
    now,
  );
  if (!r.ok) return "moved-on";
  await ctx.bus.publish(judgeChannel(game.id), judgeEventPayload({ k: "presence", seat })).catch(() => {});
  return "forfeited";
}

/** The job handlers of live Judge (serve.ts registers them beside the game service's; tests pass short timings). */
export function judgeJobHandlers(bus: RealtimeBus, timings: JudgeTimings = JUDGE_TIMINGS): JobHandlers {
  return {
    [JUDGE_ABSENT_JOB]: async (payload, { db, now }) => {
      const r = await runJudgeAbsence({ db, bus }, parseAbsentPayload(payload), now, timings);
      return typeof r === "object" ? r : undefined;
    },
  };
}
