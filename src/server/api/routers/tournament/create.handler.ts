import { createTournament } from "../../../tournaments/create-tournament";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { CreateTournamentInput } from "../../../schemas/create-tournament.schema";

/** Any signed-in user organises an event; its preset's current version is pinned for the event's life. */
export function createTournamentHandler({ ctx, input }: HandlerArgs<SignedInContext, CreateTournamentInput>) {
  return createTournament(ctx, ctx.session.user.id, input);
}
