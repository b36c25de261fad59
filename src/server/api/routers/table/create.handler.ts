import { createTable } from "../../../games/tables";
import { checkNewTableInvitees, sendInvitations } from "../../../games/table-invitations";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { CreateTableInput } from "./create.schema";

/** A new table with the caller in the first seat; the players of `invite` are invited to it (refused before it exists). */
export async function createTableHandler({ ctx, input }: HandlerArgs<SignedInContext, CreateTableInput>) {
  const { invite, ...table } = input;
  const invitees =
    invite.length > 0 ? await checkNewTableInvitees(ctx, ctx.session.user.id, invite, table.playerCount) : [];
  const created = await createTable(ctx, ctx.session.user.id, table);
  if (invitees.length > 0) await sendInvitations(ctx, created.tableId, ctx.session.user.id, invitees);
  return created;
}
