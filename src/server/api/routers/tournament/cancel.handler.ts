import type { Session } from "../../../auth/session";
import { cancelTournament } from "../../../tournaments/cancel-tournament";
import type { TRPCContext } from "../../context";
import type { CancelTournamentInput } from "./cancel.schema";

/** The organiser (or an admin) cancels an event before round 1 starts. */
export async function cancelTournamentHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session };
  input: CancelTournamentInput;
}) {
  await cancelTournament(ctx, ctx.session.user, input.tournamentId, input.reason, new Date());
  return { ok: true as const };
}
