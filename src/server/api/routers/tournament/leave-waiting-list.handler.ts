import { leaveWaitingList } from "../../../tournaments/waiting-list";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { WaitingListInput } from "./waiting-list.schema";

/** A player leaves the waiting list they are on. */
export async function leaveWaitingListHandler({ ctx, input }: HandlerArgs<SignedInContext, WaitingListInput>) {
  await leaveWaitingList(ctx, ctx.session.user.id, input.tournamentId);
  return { ok: true as const };
}
