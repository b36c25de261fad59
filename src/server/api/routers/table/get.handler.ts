import { getTableView } from "../../../games/table-view";
import type { TableView } from "../../../views/table";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { GetTableInput } from "./get.schema";

/** A table as the caller sees it (anyone for public tables; players or invite-code holders for private ones). */
export function getTableHandler({ ctx, input }: HandlerArgs<TRPCContext, GetTableInput>): Promise<TableView> {
  return getTableView(ctx, ctx.session?.user.id ?? null, input.tableId, input.inviteCode);
}
