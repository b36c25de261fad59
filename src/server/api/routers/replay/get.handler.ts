import { getReplay } from "../../../replays/replay-service";
import type { ReplayView } from "../../../views/replay";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { ReplayGetInput } from "./get.schema";

/** A finished game whole (record, seed, names); a game in play only as the caller's seat has seen it. */
export function replayGetHandler({ ctx, input }: HandlerArgs<TRPCContext, ReplayGetInput>): Promise<ReplayView> {
  return getReplay(ctx.db, ctx.session?.user.id ?? null, input.gameId);
}
