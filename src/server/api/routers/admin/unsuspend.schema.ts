import { z } from "zod";
import { idSchema } from "./ids.schema";

export const unsuspendInput = z.object({ userId: idSchema });
export type UnsuspendInput = z.infer<typeof unsuspendInput>;
