import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";

const token = idField("link");

export const confirmInput = z.object({ userId: idField("account"), token });
export type ConfirmInput = z.infer<typeof confirmInput>;

export const unsubscribeInput = z.object({
  userId: idField("account"),
  scope: z.string({ error: "Which emails?" }).max(32, { error: "Which emails?" }),
  token,
});
export type UnsubscribeInput = z.infer<typeof unsubscribeInput>;
