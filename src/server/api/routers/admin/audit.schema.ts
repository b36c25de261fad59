import { z } from "zod";
import { idSchema } from "./ids.schema";

export const auditInput = z
  .object({
    cursor: idSchema.nullish(),
    limit: z.number().int().min(1).max(100).default(50),
    action: z.string().trim().max(64).optional(),
    targetType: z.enum(["user", "preset", "tournament", "message"]).optional(),
    targetId: idSchema.optional(),
  })
  .default({ limit: 50 });
export type AuditInput = z.infer<typeof auditInput>;
