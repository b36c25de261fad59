import { setRoleByAdmin } from "../../../accounts/user-admin-service";
import type { AdminUserView } from "../../../views";
import type { AdminContext } from "./admin-context";
import type { SetRoleInput } from "./set-role.schema";
import type { HandlerArgs } from "../../context";

/** Promotes a player to admin or makes an admin a player again (never yourself, never the last admin). */
export async function setRoleHandler({ ctx, input }: HandlerArgs<AdminContext, SetRoleInput>): Promise<AdminUserView> {
  return setRoleByAdmin(ctx.db, ctx.session.user, input.userId, input.role);
}
