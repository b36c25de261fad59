import { createTRPCRouter, publicProcedure } from "../../trpc";
import { signUpHandler } from "./sign-up.handler";
import { signUpInput } from "./sign-up.schema";

// Sign-in and sign-out are next-auth's (/api/auth/*): they set and clear the session cookie.
export const authRouter = createTRPCRouter({
  signUp: publicProcedure.input(signUpInput).mutation(signUpHandler),
});
