import { z } from "zod";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../../trpc";
import { confirmHandler } from "./confirm.handler";
import { confirmInput } from "./confirm.schema";
import { preferencesHandler } from "./preferences.handler";
import { resendConfirmationHandler } from "./resend-confirmation.handler";
import { setPreferencesHandler } from "./set-preferences.handler";
import { setPreferencesInput } from "./set-preferences.schema";
import { checkUndoHandler, undoChangeHandler } from "./undo-change.handler";
import { undoLinkInput } from "./undo-change.schema";

/**
 * Email: the confirmation link of the sign-up email and the "it was not me" link of a changed address's notice (no
 * sign-in: the links are signed; opening the latter only asks, confirming is a mutation), and the caller's
 * notification preferences. Unsubscribing is the one-click address of the emails (mail/unsubscribe-request.ts).
 */
export const emailRouter = createTRPCRouter({
  confirm: publicProcedure.input(confirmInput).mutation(confirmHandler),
  checkUndo: publicProcedure.input(undoLinkInput).query(checkUndoHandler),
  undoChange: publicProcedure.input(undoLinkInput).mutation(undoChangeHandler),
  preferences: protectedProcedure.query(preferencesHandler),
  setPreferences: protectedProcedure.input(setPreferencesInput).mutation(setPreferencesHandler),
  // No input: anything sent is refused rather than ignored.
  resendConfirmation: protectedProcedure.input(z.undefined()).mutation(resendConfirmationHandler),
});
