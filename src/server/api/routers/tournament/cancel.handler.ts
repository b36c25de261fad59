import { cancelTournament } from "../../../tournaments/cancel-tournament";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { CancelTournamentInput } from "./cancel.schema";

/** The organiser (or an admin) cancels an event before round 1 starts. */
export async function cancelTournamentHandler({ ctx, input }: HandlerArgs<SignedInContext, CancelTournamentInput>) {
  await cancelTournament(ctx, ctx.session.user, input.tournamentId, input.reason, new Date());
  return { ok: true as const };
}
