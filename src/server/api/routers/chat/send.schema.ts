import { z } from "zod";
import { tableIdField } from "../table/ids.schema";

/** The text's own rules (trimmed, 1-300 characters, no control characters) are checked with clear words by message-text.ts; this bounds the request. */
export const sendMessageInput = z.object({ tableId: tableIdField, text: z.string().max(4000, "A message can be at most 300 characters.") });
export type SendMessageInput = z.infer<typeof sendMessageInput>;
