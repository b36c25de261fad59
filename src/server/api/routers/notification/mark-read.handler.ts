import type { Session } from "../../../auth/session";
import { markRead } from "../../../notifications/notifications";
import type { NotificationCount } from "../../../views/notification";
import type { TRPCContext } from "../../context";
import type { MarkReadInput } from "./mark-read.schema";

/** Marks the caller's notifications read (some by id, or all); answers the new unread count. */
export function markReadHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session };
  input: MarkReadInput;
}): Promise<NotificationCount> {
  return markRead(ctx, ctx.session.user.id, input);
}
