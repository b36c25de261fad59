import { withdrawInvitation } from "../../../games/table-invitations";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { WithdrawInvitationInput } from "./withdraw-invitation.schema";

/** The creator of an open table takes back an invitation: the seat it kept is free again. */
export function withdrawInvitationHandler({ ctx, input }: HandlerArgs<SignedInContext, WithdrawInvitationInput>) {
  return withdrawInvitation(ctx, ctx.session.user.id, input.tableId, input.userId);
}
