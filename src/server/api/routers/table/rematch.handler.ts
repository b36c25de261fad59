import type { Session } from "../../../auth/session";
import { rematch } from "../../../games/rematch";
import type { TableView } from "../../../views/table";
import type { TRPCContext } from "../../context";
import type { RematchInput } from "./rematch.schema";

/** Offers a rematch of a finished game (a new table, same settings, the caller seated), or joins the one already offered. */
export function rematchHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session };
  input: RematchInput;
}): Promise<TableView> {
  return rematch(ctx, ctx.session.user.id, input.gameId);
}
