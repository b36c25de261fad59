import { unsuspendByAdmin } from "../../../accounts/user-admin-service";
import type { AdminUserView } from "../../views";
import type { AdminContext } from "./admin-context";
import type { UnsuspendInput } from "./unsuspend.schema";

/** Lifts a suspension: the user may sign in again. */
export async function unsuspendHandler({ ctx, input }: { ctx: AdminContext; input: UnsuspendInput }): Promise<AdminUserView> {
  return unsuspendByAdmin(ctx.db, ctx.session.user, input.userId);
}
