import type { Session } from "../../../auth/session";
import { declineInvitation } from "../../../games/table-invitations";
import type { TRPCContext } from "../../context";
import type { DeclineInvitationInput } from "./decline-invitation.schema";

/** The invited player says no: the invitation is removed and the inviter told. */
export function declineInvitationHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session };
  input: DeclineInvitationInput;
}) {
  return declineInvitation(ctx, ctx.session.user.id, input.tableId);
}
