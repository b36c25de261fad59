import type { Session } from "../../../auth/session";
import { editTournament } from "../../../tournaments/edit-tournament";
import type { TRPCContext } from "../../context";
import type { EditTournamentInput } from "./edit.schema";

/** The organiser (or an admin) edits an event: everything before round 1 starts, the description after. */
export async function editTournamentHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session };
  input: EditTournamentInput;
}) {
  return editTournament(ctx, ctx.session.user, input, new Date());
}
