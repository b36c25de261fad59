// The ready step before a Judge match's first round: the first countdown waits until every player pressed Ready
// (judge.ready; a bot seat is always ready), so nobody loses round 1 while still finding the page. A Ready that never
// comes does not hold the table: readyTimeoutMs after the match began, the first countdown starts anyway (a player
// away from the page then pauses the match as at any other time, absence.ts). Once a countdown was scheduled or a
// round stored, the match has started for good.
import { DomainError } from "../errors";
import { loadGame } from "../games/game-state";
import type { PlayContext } from "../games/play-context";
import type { GameRecord } from "../repositories/games";
import {
  findJudgeMatch,
  listJudgePresence,
  markJudgeReady,
  type JudgeMatchRecord,
  type JudgePresenceRecord,
} from "../repositories/judge-matches";
import { judgeChannel, judgeEventPayload } from "./channel";
import type { JudgeCoordinator } from "./coordinator";
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

/** judge.ready: the seated player is set for the first round. Pressing it again, or after the start, changes nothing. */
export async function pressJudgeReady(
  ctx: PlayContext,
  coordinator: JudgeCoordinator,
  input: { game: GameRecord; seat: number },
): Promise<{ started: boolean }> {
  const { game, seat } = input;
  if (game.game !== "judge") throw new DomainError("BAD_REQUEST", "Only Judge matches have a Ready step.");
  if (game.status !== "ACTIVE") throw new DomainError("CONFLICT", "The match is over.");
  await markJudgeReady(ctx.db, game.id, seat, new Date(coordinator.clock.now()));
  await ctx.bus.publish(judgeChannel(game.id), judgeEventPayload({ k: "presence", seat })).catch(() => {});
  coordinator.touch(game.id);
  const loaded = await loadGame(ctx.db, game.id);
  if (!loaded) throw new DomainError("NOT_FOUND", "There is no such game.");
  const state = readyState(
    loaded,
    await findJudgeMatch(ctx.db, game.id),
    await listJudgePresence(ctx.db, game.id),
    coordinator.clock.now(),
    coordinator.timings,
  );
  return { started: state.started };
}
