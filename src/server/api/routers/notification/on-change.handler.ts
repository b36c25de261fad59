import type { Session } from "../../../auth/session";
import { watchNotifications } from "../../../notifications/notifications";
import type { NotificationCount } from "../../views/notification";
import type { TRPCContext } from "../../context";

/** The unread count (and newest notification) now and whenever it changes (server-sent events). */
export function notificationChangesHandler({ ctx, signal }: { ctx: TRPCContext & { session: Session }; signal?: AbortSignal }): AsyncGenerator<NotificationCount> {
  return watchNotifications(ctx, ctx.session.user.id, signal);
}
