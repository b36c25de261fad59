import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";

export const removeMessageInput = z.object({ messageId: idField("message") });
export type RemoveMessageInput = z.infer<typeof removeMessageInput>;
