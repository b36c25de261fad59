import { preferencesInput } from "../../../mail/preferences";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../../trpc";
import { confirmHandler, unsubscribeHandler } from "./links.handler";
import { confirmInput, unsubscribeInput } from "./links.schema";
import { preferencesHandler, resendConfirmationHandler, setPreferencesHandler } from "./preferences.handler";

export const emailRouter = createTRPCRouter({
  confirm: publicProcedure.input(confirmInput).mutation(confirmHandler),
  unsubscribe: publicProcedure.input(unsubscribeInput).mutation(unsubscribeHandler),
  preferences: protectedProcedure.query(preferencesHandler),
  setPreferences: protectedProcedure.input(preferencesInput).mutation(setPreferencesHandler),
  resendConfirmation: protectedProcedure.mutation(resendConfirmationHandler),
});
