import { DomainError } from "../../../errors";
import { setTournamentFeatured } from "../../../repositories/tournaments";
import { publishTournamentChange } from "../../../tournaments/channel";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { FeatureInput } from "./feature.schema";

/** Admins feature an event: it is listed first. */
export async function featureHandler({ ctx, input }: HandlerArgs<TRPCContext, FeatureInput>) {
  if (!(await setTournamentFeatured(ctx.db, input.tournamentId, input.featured)))
    throw new DomainError("NOT_FOUND", "noSuchTournament");
  await publishTournamentChange(ctx.bus, input.tournamentId);
  return { featured: input.featured };
}
