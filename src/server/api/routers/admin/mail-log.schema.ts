import { z } from "zod";
import { cursorField } from "../../../schemas/fields.schema";

export const mailLogInput = z
  .object({ cursor: cursorField.nullish(), limit: z.number().int().min(1).max(100).default(50) })
  .default({ limit: 50 });
export type MailLogInput = z.infer<typeof mailLogInput>;
