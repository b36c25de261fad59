import { z } from "zod";
import { displayNameSchema, emailSchema, newPasswordSchema } from "../../../schemas/account.schema";

export const signUpInput = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
  password: newPasswordSchema,
});

export type SignUpInput = z.infer<typeof signUpInput>;
