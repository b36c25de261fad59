import { watchTable, type TableStreamItem } from "../../../games/watch-table";
import { getJudgeCoordinator } from "../../../judge/coordinator";
import type { LiveStream } from "../../../realtime/merge-streams";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { TableChangesInput } from "./on-change.schema";

/**
 * The table page's one stream (server-sent events): the table now and after every join, leave and start (the
 * waiting room moves to the game without polling), then the caller's game views after every move and a live Judge
 * match's views (src/server/games/watch-table.ts). Access to the table is checked before the stream opens (a clear
 * error, not a broken stream): the table's first reading is that check.
 */
export async function tableChangesHandler({
  ctx,
  input,
  signal,
}: HandlerArgs<TRPCContext, TableChangesInput>): Promise<LiveStream<TableStreamItem>> {
  const userId = ctx.session?.user.id ?? null;
  return watchTable(
    ctx,
    {
      userId,
      tableId: input.tableId,
      inviteCode: input.inviteCode,
      lastEventId: input.lastEventId,
      liveMatches: () => getJudgeCoordinator(ctx),
    },
    signal,
  );
}
