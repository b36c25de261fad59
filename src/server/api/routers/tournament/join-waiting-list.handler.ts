import { joinWaitingList } from "../../../tournaments/waiting-list";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { WaitingListInput } from "./waiting-list.schema";

/** A player joins the waiting list of a full individual event while registration is open; their place in it. */
export function joinWaitingListHandler({ ctx, input }: HandlerArgs<SignedInContext, WaitingListInput>) {
  return joinWaitingList(ctx, ctx.session.user.id, input.tournamentId, new Date());
}
