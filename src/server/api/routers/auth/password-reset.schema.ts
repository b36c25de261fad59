import { z } from "zod";
import { emailSchema, newPasswordSchema } from "../../../schemas/account.schema";
import { idField } from "../../../schemas/fields.schema";

export const requestPasswordResetInput = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/** The reset link's parts (u, e, t), checked before the page shows its form. */
export const resetLinkInput = z.object({
  userId: idField("account"),
  expires: z.number({ error: "This link is cut short." }).int().positive().max(Number.MAX_SAFE_INTEGER),
  token: idField("link"),
});
export type ResetLinkInput = z.infer<typeof resetLinkInput>;

export const resetPasswordInput = resetLinkInput.extend({ password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
