import { removeEntrant } from "../../../tournaments/remove-entrant";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { RemoveEntrantInput } from "./remove-entrant.schema";

/** The organiser (or an admin) removes an entrant or a team before round 1 starts, with a reason the players read. */
export async function removeEntrantHandler({ ctx, input }: HandlerArgs<SignedInContext, RemoveEntrantInput>) {
  await removeEntrant(
    ctx,
    ctx.session.user,
    input.tournamentId,
    { entrantId: input.entrantId, teamId: input.teamId },
    input.reason,
    new Date(),
  );
  return { ok: true as const };
}
