import { DomainError } from "../../../errors";
import { findUserById } from "../../../repositories/users";
import type { SignedInContext } from "../../context";
import { toProfileView, type ProfileView } from "../../../views";

export async function meHandler({ ctx }: { ctx: SignedInContext }): Promise<ProfileView> {
  const user = await findUserById(ctx.db, ctx.session.user.id);
  if (!user) throw new DomainError("NOT_FOUND", "accountNoLongerExists");
  return toProfileView(user);
}
