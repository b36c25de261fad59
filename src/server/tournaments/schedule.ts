// The schedule of an event: when each round starts and when its deadline falls. Round k starts at its listed time
// (roundStartTimes[k - 1]); rounds past the list follow the last listed time at the interval. A round never starts
// before the one before it is over: when that runs long, the next round starts as soon as it ends. The deadline is
// the round's actual start plus the round's duration.
import { because, type ErrorText } from "../errors";

export interface ScheduleSettings {
  registrationClosesAt: Date;
  roundStartTimes: readonly Date[];
  roundIntervalSeconds: number;
  roundDurationSeconds: number;
}

/** When the schedule says round `k` (1-based) starts. */
export function scheduledStartOf(s: ScheduleSettings, k: number): Date {
  const times = s.roundStartTimes;
  if (times.length === 0) return new Date(s.registrationClosesAt.getTime() + (k - 1) * s.roundIntervalSeconds * 1000);
  if (k <= times.length) return times[k - 1]!;
  return new Date(times[times.length - 1]!.getTime() + (k - times.length) * s.roundIntervalSeconds * 1000);
}

/** When a round that starts at `startedAt` must be over. */
export function deadlineOf(s: ScheduleSettings, startedAt: Date): Date {
  return new Date(startedAt.getTime() + s.roundDurationSeconds * 1000);
}

/** A round starts at its scheduled time, or now if that has passed (the round before ran long). */
export function actualStartOf(s: ScheduleSettings, k: number, now: Date): Date {
  const at = scheduledStartOf(s, k);
  return at > now ? at : now;
}

/**
 * Checks an organiser's schedule: messages by field, or null when it is good. `closed`: registration has already
 * closed (an edit after the close moves round 1 alone), so its time is not checked but round 1 must be to come.
 */
export function scheduleProblem(
  s: ScheduleSettings,
  now: Date,
  opts: { closed?: boolean } = {},
): { field: string; text: ErrorText } | null {
  const YEAR = 366 * 86_400_000;
  if (!opts.closed) {
    if (s.registrationClosesAt.getTime() <= now.getTime())
      return { field: "registrationClosesAt", text: because("closeInFuture") };
    if (s.registrationClosesAt.getTime() > now.getTime() + YEAR)
      return { field: "registrationClosesAt", text: because("closeWithinYear") };
  }
  const first = s.roundStartTimes[0];
  if (!first) return { field: "roundStartTimes", text: because("firstRoundTimeMissing") };
  if (opts.closed && first.getTime() <= now.getTime())
    return { field: "roundStartTimes", text: because("firstRoundInFuture") };
  if (first.getTime() < s.registrationClosesAt.getTime())
    return { field: "roundStartTimes", text: because("firstRoundBeforeClose") };
  for (let i = 1; i < s.roundStartTimes.length; i++) {
    if (s.roundStartTimes[i]!.getTime() <= s.roundStartTimes[i - 1]!.getTime())
      return { field: "roundStartTimes", text: because("roundOrder", { round: i + 1, previous: i }) };
  }
  return null;
}
