import { getTableView } from "../../../games/tables";
import { tableChannel } from "../../../realtime/bus";
import type { TableView } from "../../views/table";
import type { TRPCContext } from "../../context";
import type { TableChangesInput } from "./on-change.schema";

/**
 * The table (seats, status, its game once started) now and after every join, leave and start: the waiting room
 * moves to the game without polling. Access is checked before the stream opens (a clear error, not a broken stream).
 */
export async function tableChangesHandler({ ctx, input, signal }: { ctx: TRPCContext; input: TableChangesInput; signal?: AbortSignal }): Promise<AsyncGenerator<TableView>> {
  const userId = ctx.session?.user.id ?? null;
  await getTableView(ctx, userId, input.tableId, input.inviteCode);
  return (async function* () {
    const events = ctx.bus.subscribe(tableChannel(input.tableId), signal);
    // Read after subscribing: a change in between is in the view or still to come as an event.
    yield await getTableView(ctx, userId, input.tableId, input.inviteCode);
    for await (const _event of events) yield await getTableView(ctx, userId, input.tableId, input.inviteCode);
  })();
}
