import { rematch } from "../../../games/rematch";
import type { TableView } from "../../../views/table";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { RematchInput } from "./rematch.schema";

/** Offers a rematch of a finished game (a new table, same settings, the caller seated), or joins the one already offered. */
export function rematchHandler({ ctx, input }: HandlerArgs<SignedInContext, RematchInput>): Promise<TableView> {
  return rematch(ctx, ctx.session.user.id, input.gameId);
}
