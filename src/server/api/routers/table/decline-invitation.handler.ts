import { declineInvitation } from "../../../games/table-invitations";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { DeclineInvitationInput } from "./decline-invitation.schema";

/** The invited player says no: the invitation is removed and the inviter told. */
export function declineInvitationHandler({ ctx, input }: HandlerArgs<SignedInContext, DeclineInvitationInput>) {
  return declineInvitation(ctx, ctx.session.user.id, input.tableId);
}
