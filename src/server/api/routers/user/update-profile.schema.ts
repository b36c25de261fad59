import { z } from "zod";
import { displayNameSchema } from "../../../schemas/account.schema";

export const updateProfileInput = z.object({ displayName: displayNameSchema });
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
