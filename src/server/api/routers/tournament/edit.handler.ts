import { editTournament } from "../../../tournaments/edit-tournament";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { EditTournamentInput } from "./edit.schema";

/** The organiser (or an admin) edits an event: everything before round 1 starts, the description after. */
export async function editTournamentHandler({ ctx, input }: HandlerArgs<SignedInContext, EditTournamentInput>) {
  return editTournament(ctx, ctx.session.user, input, new Date());
}
