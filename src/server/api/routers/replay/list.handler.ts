import { listReplays } from "../../../replays/replay-service";
import type { ReplayListView } from "../../../views/replay";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { ReplayListInput } from "./list.schema";

const DAY_MS = 86_400_000;

/** A page of replays: the caller's games, or the finished games of public tables; newest first. */
export function replayListHandler({ ctx, input }: HandlerArgs<TRPCContext, ReplayListInput>): Promise<ReplayListView> {
  return listReplays(ctx.db, ctx.session?.user.id ?? null, {
    scope: input.scope,
    status: input.status,
    game: input.game,
    player: input.player,
    playerId: input.playerId,
    tournament: input.tournament,
    from: input.from ? new Date(`${input.from}T00:00:00Z`) : undefined,
    // the last day is included: up to the next midnight
    to: input.to ? new Date(Date.parse(`${input.to}T00:00:00Z`) + DAY_MS) : undefined,
    cursor: input.cursor,
    limit: input.limit,
  });
}
