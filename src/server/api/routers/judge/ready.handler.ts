import { getJudgeCoordinator } from "../../../judge/coordinator";
import { pressJudgeReady } from "../../../judge/ready";
import type { GameRecord } from "../../../repositories/games";
import { enforceRateLimit, pingLimit } from "../../../security/rate-limit";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { JudgeReadyInput } from "./ready.schema";

/** The seated player is set for the first round (the caller holds a seat: seatProcedure). */
export async function judgeReadyHandler({
  ctx,
}: HandlerArgs<SignedInContext & { game: GameRecord; seat: number }, JudgeReadyInput>): Promise<{ started: boolean }> {
  // Counted with the heartbeats: a page presses Ready once, a script pressing it in a loop meets their limit.
  await enforceRateLimit(ctx.db, pingLimit(), ctx.session.user.id);
  return pressJudgeReady(ctx, getJudgeCoordinator(ctx), { game: ctx.game, seat: ctx.seat });
}
