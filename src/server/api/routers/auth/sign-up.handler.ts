import { hashPassword } from "../../../auth/password";
import { DomainError } from "../../../errors";
import { nameTakenError } from "../../../accounts/display-name-key";
import { isBotName } from "../../../repositories/bots";
import { queueAddressConfirmation } from "../../../mail/confirmation";
import { createUser } from "../../../repositories/users";
import { enforceRateLimit, signUpLimit } from "../../../security/rate-limit";
import type { HandlerArgs, TRPCContext } from "../../context";
import { toProfileView, type ProfileView } from "../../../views";
import type { SignUpInput } from "./sign-up.schema";

/** Creates a player account (an admin one for ADMIN_EMAIL). The form then signs in through next-auth. */
export async function signUpHandler({ ctx, input }: HandlerArgs<TRPCContext, SignUpInput>): Promise<ProfileView> {
  // Counted before the (deliberately slow) hash, so a flood of sign-ups costs the server little.
  await enforceRateLimit(ctx.db, signUpLimit(), ctx.clientAddress);
  if (isBotName(input.displayName)) throw nameTakenError();
  const passwordHash = await hashPassword(input.password);
  const role = ctx.config.adminEmail && ctx.config.adminEmail === input.email ? "ADMIN" : "PLAYER";
  const created = await createUser(ctx.db, { email: input.email, displayName: input.displayName, passwordHash, role });
  if (!created.ok && created.reason === "name-taken") throw nameTakenError();
  if (!created.ok)
    throw new DomainError("CONFLICT", "emailTaken", {
      field: "email",
    });
  // Sign-up stays instant: the confirmation email goes from the job queue.
  await queueAddressConfirmation(ctx.db, created.user.id);
  return toProfileView(created.user);
}
