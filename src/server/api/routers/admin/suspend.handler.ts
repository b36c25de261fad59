import { suspendByAdmin } from "../../../accounts/user-admin-service";
import { handOverSeatsToStandIn } from "../../../games/suspension";
import type { AdminContext } from "./admin-context";
import type { SuspendInput } from "./suspend.schema";

/** Suspends an account: its sessions end at once, sign-in is refused, the stand-in plays its seats. */
export async function suspendHandler({ ctx, input }: { ctx: AdminContext; input: SuspendInput }) {
  return suspendByAdmin(ctx.db, ctx.session.user, input.userId, input.reason, (userId, now) => handOverSeatsToStandIn(ctx, userId, now));
}
