// The ready step before a Judge match's first round: the first countdown waits until every player pressed Ready
// (judge.ready; a bot seat is always ready), so nobody loses round 1 while still finding the page. A Ready that never
// comes does not hold the table: readyTimeoutMs after the match began, the first countdown starts anyway (a player
// away from the page then pauses the match as at any other time, absence.ts). Once a countdown was scheduled or a
// round stored, the match has started for good.
import { DomainError } from "../errors";
import { loadGame } from "../games/game-state";
import type { PlayContext } from "../games/play-context";
import type { GameRecord } from "../repositories/games";
import { findJudgeMatch, listJudgePresence, markJudgeReady } from "../repositories/judge-matches";
import { judgeChannel, judgeEventPayload } from "./channel";
import type { JudgeCoordinator } from "./coordinator";
import { readyState } from "./ready-state";

/** judge.ready: the seated player is set for the first round. Pressing it again, or after the start, changes nothing. */
export async function pressJudgeReady(
  ctx: PlayContext,
  coordinator: JudgeCoordinator,
  input: { game: GameRecord; seat: number },
): Promise<{ started: boolean }> {
  const { game, seat } = input;
  if (game.game !== "judge") throw new DomainError("BAD_REQUEST", "onlyJudgeMatchesReady");
  if (game.status !== "ACTIVE") throw new DomainError("CONFLICT", "matchOver");
  await markJudgeReady(ctx.db, game.id, seat, new Date(coordinator.clock.now()));
  await ctx.bus.publish(judgeChannel(game.id), judgeEventPayload({ k: "presence", seat })).catch(() => {});
  coordinator.touch(game.id);
  const loaded = await loadGame(ctx.db, game.id);
  if (!loaded) throw new DomainError("NOT_FOUND", "noSuchGame");
  const state = readyState(
    loaded,
    await findJudgeMatch(ctx.db, game.id),
    await listJudgePresence(ctx.db, game.id),
    coordinator.clock.now(),
    coordinator.timings,
  );
  return { started: state.started };
}
