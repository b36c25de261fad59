import { z } from "zod";
import { textField } from "../../../schemas/fields.schema";
import { tableIdField } from "../table/ids.schema";

/** Text the site can store (line breaks pass here); the chat's own rules (one line, 1-300 characters) are checked with clear words by message-text.ts. */
export const sendMessageInput = z.object({
  tableId: tableIdField,
  text: textField({ kind: "text", max: 4000, tooLong: "A message can be at most 300 characters." }),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;
