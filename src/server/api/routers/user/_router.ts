import { createTRPCRouter, protectedProcedure } from "../../trpc";
import { meHandler } from "./me.handler";
import { updateProfileHandler } from "./update-profile.handler";
import { updateProfileInput } from "./update-profile.schema";

export const userRouter = createTRPCRouter({
  me: protectedProcedure.query(meHandler),
  updateProfile: protectedProcedure.input(updateProfileInput).mutation(updateProfileHandler),
});
