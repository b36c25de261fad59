import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";

export const userPlayerInput = z.object({ userId: idField("player") });
export type UserPlayerInput = z.infer<typeof userPlayerInput>;
