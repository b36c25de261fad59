import type { Session } from "../../../auth/session";
import { deletePushSubscription } from "../../../repositories/push";
import type { TRPCContext } from "../../context";
import type { UnsubscribeInput } from "./unsubscribe.schema";

/** Forgets the caller's push subscription of this browser (another player's is left alone). */
export async function unsubscribeHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session };
  input: UnsubscribeInput;
}): Promise<{ removed: boolean }> {
  return { removed: await deletePushSubscription(ctx.db, ctx.session.user.id, input.endpoint) };
}
