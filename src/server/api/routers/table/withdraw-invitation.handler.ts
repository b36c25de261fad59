import type { Session } from "../../../auth/session";
import { withdrawInvitation } from "../../../games/table-invitations";
import type { TRPCContext } from "../../context";
import type { WithdrawInvitationInput } from "./withdraw-invitation.schema";

/** The creator of an open table takes back an invitation: the seat it kept is free again. */
export function withdrawInvitationHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session };
  input: WithdrawInvitationInput;
}) {
  return withdrawInvitation(ctx, ctx.session.user.id, input.tableId, input.userId);
}
