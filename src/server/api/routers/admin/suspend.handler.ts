import { suspendByAdmin } from "../../../accounts/user-admin-service";
import { handOverSeatsToStandIn } from "../../../games/suspension";
import { withdrawSuspendedUser } from "../../../tournaments/remove-entrant";
import type { AdminContext } from "./admin-context";
import type { SuspendInput } from "./suspend.schema";
import type { HandlerArgs } from "../../context";

/** Suspends an account: its sessions end at once, sign-in is refused, the stand-in plays its seats, it leaves the events that have not started. */
export async function suspendHandler({ ctx, input }: HandlerArgs<AdminContext, SuspendInput>) {
  return suspendByAdmin(ctx.db, ctx.session.user, input.userId, input.reason, async (userId, now) => {
    const handed = await handOverSeatsToStandIn(ctx, userId, now);
    await withdrawSuspendedUser(ctx, userId, now);
    return handed;
  });
}
