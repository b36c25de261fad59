import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";

export const confirmInput = z.object({ userId: idField("account"), token: idField("link") });
export type ConfirmInput = z.infer<typeof confirmInput>;
