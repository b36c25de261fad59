import { markRead } from "../../../notifications/notifications";
import type { NotificationCount } from "../../../views/notification";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { MarkReadInput } from "./mark-read.schema";

/** Marks the caller's notifications read (some by id, or all); answers the new unread count. */
export function markReadHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, MarkReadInput>): Promise<NotificationCount> {
  return markRead(ctx, ctx.session.user.id, input);
}
