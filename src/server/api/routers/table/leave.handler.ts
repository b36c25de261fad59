import { leaveTable } from "../../../games/tables";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { LeaveTableInput } from "./leave.schema";

/** Gives up the caller's seat before the start (the last one leaving cancels the table). */
export function leaveTableHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, LeaveTableInput>): Promise<{ ok: true }> {
  return leaveTable(ctx, ctx.session.user.id, input.tableId);
}
