import { z } from "zod";
import { emailSchema } from "../../../schemas/account.schema";
import { idField } from "../../../schemas/fields.schema";

/** The parts of the "it was not me" link (u, a, c, t): any odd value is refused here, before anything is looked up. */
export const undoLinkInput = z.object({
  userId: idField("account"),
  address: emailSchema,
  changedAt: z.number({ error: "This link is cut short." }).int().positive().max(Number.MAX_SAFE_INTEGER),
  token: idField("link"),
});
export type UndoLinkInput = z.infer<typeof undoLinkInput>;
