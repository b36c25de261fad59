import type { Session } from "../../../auth/session";
import { getJudgeCoordinator } from "../../../judge/coordinator";
import type { JudgeLiveView } from "../../../judge/live-view";
import { watchJudge } from "../../../judge/watch";
import type { TRPCContext } from "../../context";
import type { JudgeWatchInput } from "./watch.schema";

/**
 * The live match for the caller (a player, or a spectator of a public table): a JudgeLiveView at once and on every
 * change; the reveal at T0. Access is checked before the stream opens (the first view is read eagerly).
 */
export async function judgeWatchHandler({
  ctx,
  input,
  signal,
}: {
  ctx: TRPCContext & { session: Session };
  input: JudgeWatchInput;
  signal?: AbortSignal;
}): Promise<AsyncGenerator<JudgeLiveView>> {
  const stream = watchJudge(ctx, getJudgeCoordinator(ctx), ctx.session.user.id, input.gameId, signal);
  // The first view (or the refusal: not found, private table) before the stream is handed to tRPC.
  const first = await stream.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* stream;
  })();
}
