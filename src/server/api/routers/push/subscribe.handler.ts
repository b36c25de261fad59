import { savePushSubscription } from "../../../repositories/push";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { SubscribeInput } from "./subscribe.schema";

/** Stores this browser's push subscription for the caller. */
export async function subscribeHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, SubscribeInput>): Promise<{ subscribed: true }> {
  await savePushSubscription(ctx.db, ctx.session.user.id, { endpoint: input.endpoint, ...input.keys });
  return { subscribed: true };
}
