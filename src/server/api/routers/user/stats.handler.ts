import { playerStats } from "../../../games/stats";
import type { PlayerStatsView } from "../../../views/stats";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { UserStatsInput } from "./stats.schema";

/** A player's record from finished games (public, like the profile it appears on); recent games as the caller may see them. */
export function userStatsHandler({ ctx, input }: HandlerArgs<TRPCContext, UserStatsInput>): Promise<PlayerStatsView> {
  return playerStats(ctx, input.userId, ctx.session?.user.id ?? null);
}
