import { findTournamentGameOfTable } from "../../../repositories/tournaments";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { OfTableInput } from "./of-table.schema";

/** The event a table's game belongs to (round, game of the pairing), or null: the table page links back to it. */
export function ofTableHandler({ ctx, input }: HandlerArgs<TRPCContext, OfTableInput>) {
  return findTournamentGameOfTable(ctx.db, input.tableId);
}
