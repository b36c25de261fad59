import { nameTakenError } from "../../../accounts/display-name-key";
import { isBotName } from "../../../repositories/bots";
import { updateDisplayName } from "../../../repositories/users";
import type { HandlerArgs, SignedInContext } from "../../context";
import { toProfileView, type ProfileView } from "../../../views";
import type { UpdateProfileInput } from "./update-profile.schema";

export async function updateProfileHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, UpdateProfileInput>): Promise<ProfileView> {
  if (isBotName(input.displayName)) throw nameTakenError();
  const renamed = await updateDisplayName(ctx.db, ctx.session.user.id, input.displayName);
  if (!renamed.ok) throw nameTakenError();
  return toProfileView(renamed.user);
}
