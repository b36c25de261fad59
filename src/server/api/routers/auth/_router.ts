import { createTRPCRouter, publicProcedure } from "../../trpc";
import { checkResetLinkHandler, requestPasswordResetHandler, resetPasswordHandler } from "./password-reset.handler";
import { requestPasswordResetInput, resetLinkInput, resetPasswordInput } from "./password-reset.schema";
import { signUpHandler } from "./sign-up.handler";
import { signUpInput } from "./sign-up.schema";

// Sign-in and sign-out are next-auth's (/api/auth/*): they set and clear the session cookie. A forgotten password is
// reset by a signed link sent by email (no sign-in).
export const authRouter = createTRPCRouter({
  signUp: publicProcedure.input(signUpInput).mutation(signUpHandler),
  requestPasswordReset: publicProcedure.input(requestPasswordResetInput).mutation(requestPasswordResetHandler),
  checkResetLink: publicProcedure.input(resetLinkInput).query(checkResetLinkHandler),
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(resetPasswordHandler),
});
