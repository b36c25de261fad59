// Whether a Judge match's first countdown may start: every player pressed Ready (a bot seat always is), or
// readyTimeoutMs has passed since the match began, or a countdown or round already happened (ready.ts).
import type { JudgeMatchRecord, JudgePresenceRecord } from "../repositories/judge-matches";
import type { JudgeTimings } from "./timings";

export interface ReadyGame {
  seq: number;
  createdAt: Date;
  /** The seats and whether a bot holds them (a bot needs no Ready). */
  seats?: readonly { seat: number; botLevel: string | null }[];
}

export interface ReadyState {
  started: boolean;
  /** Per seat: pressed Ready, or a bot. */
  ready: [boolean, boolean];
  /** When the first countdown starts without the missing Ready (ms since the epoch). */
  startsAt: number;
}

export function readyState(
  game: ReadyGame,
  match: Pick<JudgeMatchRecord, "countdown"> | null,
  presence: readonly (JudgePresenceRecord | undefined)[],
  now: number,
  t: Pick<JudgeTimings, "readyTimeoutMs">,
): ReadyState {
  const ready = ([0, 1] as const).map(
    (s) => !!game.seats?.find((x) => x.seat === s)?.botLevel || !!presence.find((p) => p?.seat === s)?.readyAt,
  ) as [boolean, boolean];
  const startsAt = game.createdAt.getTime() + t.readyTimeoutMs;
  const started = game.seq > 0 || (match?.countdown ?? 0) > 0 || (ready[0] && ready[1]) || now >= startsAt;
  return { started, ready, startsAt };
}
