import { z } from "zod";
import { currentPasswordSchema, newPasswordSchema } from "../../../schemas/account.schema";

export const changePasswordInput = z.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
