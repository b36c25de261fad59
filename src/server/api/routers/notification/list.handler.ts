import { notificationPage } from "../../../notifications/notifications";
import type { NotificationPage } from "../../../views/notification";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { NotificationListInput } from "./list.schema";

/** The caller's notifications, newest first, 20 a page. */
export function notificationListHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, NotificationListInput>): Promise<NotificationPage> {
  return notificationPage(ctx, ctx.session.user.id, input.cursor ?? null);
}
