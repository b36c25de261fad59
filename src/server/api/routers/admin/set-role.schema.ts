import { z } from "zod";
import { idSchema } from "./ids.schema";

export const setRoleInput = z.object({ userId: idSchema, role: z.enum(["PLAYER", "ADMIN"]) });
export type SetRoleInput = z.infer<typeof setRoleInput>;
