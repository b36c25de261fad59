import { takeJudgeAct, type JudgeActResult } from "../../../judge/act";
import { getJudgeCoordinator } from "../../../judge/coordinator";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { JudgeActInput } from "./act.schema";

/** The caller's one action in the round in play, stamped with the time the request reached the server. */
export function judgeActHandler({ ctx, input }: HandlerArgs<SignedInContext, JudgeActInput>): Promise<JudgeActResult> {
  const coordinator = getJudgeCoordinator(ctx);
  const receivedAt = ctx.receivedAt ?? coordinator.clock.now();
  return takeJudgeAct(
    ctx,
    coordinator.timings,
    {
      gameId: input.gameId,
      userId: ctx.session.user.id,
      round: input.round,
      act: input.act,
      clientReactionMs: input.clientReactionMs,
    },
    receivedAt,
  );
}
