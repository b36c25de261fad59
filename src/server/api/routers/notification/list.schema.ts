import { z } from "zod";

export const notificationListInput = z.object({ cursor: z.string().max(64).nullish() }).default({});
export type NotificationListInput = z.infer<typeof notificationListInput>;
