import { joinTable } from "../../../games/tables";
import type { TableView } from "../../../views/table";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { JoinTableInput } from "./join.schema";

/** Takes a seat (in the chosen team); the last seat starts the game. */
export function joinTableHandler({ ctx, input }: HandlerArgs<SignedInContext, JoinTableInput>): Promise<TableView> {
  return joinTable(ctx, ctx.session.user.id, input);
}
