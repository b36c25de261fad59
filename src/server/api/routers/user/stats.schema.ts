import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";

export const userStatsInput = z.object({ userId: idField("player") });
export type UserStatsInput = z.infer<typeof userStatsInput>;
