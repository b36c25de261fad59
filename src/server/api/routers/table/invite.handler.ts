import type { Session } from "../../../auth/session";
import { inviteToTable } from "../../../games/table-invitations";
import type { TRPCContext } from "../../context";
import type { InviteInput } from "./invite.schema";

/** The creator of an open table invites more players (each gets a notification leading to it). */
export function inviteHandler({ ctx, input }: { ctx: TRPCContext & { session: Session }; input: InviteInput }) {
  return inviteToTable(ctx, ctx.session.user.id, input.tableId, input.userIds);
}
