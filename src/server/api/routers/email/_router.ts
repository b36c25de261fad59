import { z } from "zod";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../../trpc";
import { confirmHandler } from "./confirm.handler";
import { confirmInput } from "./confirm.schema";
import { preferencesHandler } from "./preferences.handler";
import { resendConfirmationHandler } from "./resend-confirmation.handler";
import { setPreferencesHandler } from "./set-preferences.handler";
import { setPreferencesInput } from "./set-preferences.schema";

/**
 * Email: the confirmation link of the sign-up email (no sign-in: the link is signed) and the caller's notification
 * preferences. Unsubscribing is the one-click address of the emails (mail/unsubscribe-request.ts).
 */
export const emailRouter = createTRPCRouter({
  confirm: publicProcedure.input(confirmInput).mutation(confirmHandler),
  preferences: protectedProcedure.query(preferencesHandler),
  setPreferences: protectedProcedure.input(setPreferencesInput).mutation(setPreferencesHandler),
  // No input: anything sent is refused rather than ignored.
  resendConfirmation: protectedProcedure.input(z.undefined()).mutation(resendConfirmationHandler),
});
