import type { Session } from "../../../auth/session";
import { notificationPage } from "../../../notifications/notifications";
import type { NotificationPage } from "../../../views/notification";
import type { TRPCContext } from "../../context";
import type { NotificationListInput } from "./list.schema";

/** The caller's notifications, newest first, 20 a page. */
export function notificationListHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session };
  input: NotificationListInput;
}): Promise<NotificationPage> {
  return notificationPage(ctx, ctx.session.user.id, input.cursor ?? null);
}
