import { z } from "zod";
import { cursorField } from "../../../schemas/fields.schema";

export const notificationListInput = z.object({ cursor: cursorField.nullish() }).default({});
export type NotificationListInput = z.infer<typeof notificationListInput>;
