import { unsuspendByAdmin } from "../../../accounts/user-admin-service";
import { userChannel } from "../../../realtime/bus";
import type { AdminUserView } from "../../../views";
import type { AdminContext } from "./admin-context";
import type { UnsuspendInput } from "./unsuspend.schema";
import type { HandlerArgs } from "../../context";

/** Lifts a suspension: the user may sign in again, and a notification tells them so. */
export async function unsuspendHandler({
  ctx,
  input,
}: HandlerArgs<AdminContext, UnsuspendInput>): Promise<AdminUserView> {
  const { notified, ...user } = await unsuspendByAdmin(ctx.db, ctx.session.user, input.userId);
  // The bell of any tab the user opens at once (their sessions ended with the suspension, so usually none).
  if (notified)
    await ctx.bus
      .publish(userChannel(input.userId), { userId: input.userId })
      .catch((e) => console.error(`[admin] publish: ${(e as Error).message}`));
  return user;
}
