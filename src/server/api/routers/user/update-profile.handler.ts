import type { Session } from "../../../auth/session";
import { updateDisplayName } from "../../../repositories/users";
import type { TRPCContext } from "../../context";
import { toProfileView, type ProfileView } from "../../views";
import type { UpdateProfileInput } from "./update-profile.schema";

export async function updateProfileHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session };
  input: UpdateProfileInput;
}): Promise<ProfileView> {
  return toProfileView(await updateDisplayName(ctx.db, ctx.session.user.id, input.displayName));
}
