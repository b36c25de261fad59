import { z } from "zod";
import { idSchema } from "./ids.schema";

export const suspendInput = z.object({ userId: idSchema, reason: z.string().trim().max(500, "Keep the reason under 500 characters.").default("") });
export type SuspendInput = z.infer<typeof suspendInput>;
