import { inviteToTable } from "../../../games/table-invitations";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { InviteInput } from "./invite.schema";

/** The creator of an open table invites more players (each gets a notification leading to it). */
export function inviteHandler({ ctx, input }: HandlerArgs<SignedInContext, InviteInput>) {
  return inviteToTable(ctx, ctx.session.user.id, input.tableId, input.userIds);
}
