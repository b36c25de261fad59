import { z } from "zod";
import { textField } from "../../../schemas/fields.schema";
import { idSchema } from "./ids.schema";

export const suspendInput = z.object({
  userId: idSchema,
  reason: textField({ kind: "line", max: 500, tooLong: "Keep the reason under 500 characters." }).default(""),
});
export type SuspendInput = z.infer<typeof suspendInput>;
