import { z } from "zod";
import { cursorField, textField } from "../../../schemas/fields.schema";
import { idSchema } from "./ids.schema";

export const auditInput = z
  .object({
    cursor: cursorField.nullish(),
    limit: z.number().int().min(1).max(100).default(50),
    action: textField({ kind: "name", max: 64, tooLong: "Search actions with at most 64 characters." }).optional(),
    targetType: z.enum(["user", "preset", "tournament", "message"]).optional(),
    targetId: idSchema.optional(),
  })
  .default({ limit: 50 });
export type AuditInput = z.infer<typeof auditInput>;
