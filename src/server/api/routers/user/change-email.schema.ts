import { z } from "zod";
import { currentPasswordSchema, emailSchema } from "../../../schemas/account.schema";

export const changeEmailInput = z.object({ email: emailSchema, currentPassword: currentPasswordSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;
