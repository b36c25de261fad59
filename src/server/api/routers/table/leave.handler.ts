import type { Session } from "../../../auth/session";
import { leaveTable } from "../../../games/tables";
import type { TRPCContext } from "../../context";
import type { LeaveTableInput } from "./leave.schema";

/** Gives up the caller's seat before the start (the last one leaving cancels the table). */
export function leaveTableHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session };
  input: LeaveTableInput;
}): Promise<{ ok: true }> {
  return leaveTable(ctx, ctx.session.user.id, input.tableId);
}
