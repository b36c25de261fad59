import { deletePushSubscription } from "../../../repositories/push";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { UnsubscribeInput } from "./unsubscribe.schema";

/** Forgets the caller's push subscription of this browser (another player's is left alone). */
export async function unsubscribeHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, UnsubscribeInput>): Promise<{ removed: boolean }> {
  return { removed: await deletePushSubscription(ctx.db, ctx.session.user.id, input.endpoint) };
}
