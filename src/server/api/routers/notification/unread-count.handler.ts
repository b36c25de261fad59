import { unreadCount } from "../../../notifications/notifications";
import type { NotificationCount } from "../../../views/notification";
import type { SignedInContext } from "../../context";

/** `{ unread }` for the header's badge (the same shape system.live sends). */
export function unreadCountHandler({ ctx }: { ctx: SignedInContext }): Promise<NotificationCount> {
  return unreadCount(ctx, ctx.session.user.id);
}
