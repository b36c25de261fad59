import { z } from "zod";
import { idField } from "../../fields.schema";

export const removeMessageInput = z.object({ messageId: idField("message") });
export type RemoveMessageInput = z.infer<typeof removeMessageInput>;
