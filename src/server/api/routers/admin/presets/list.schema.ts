import { z } from "zod";
import { gameSchema } from "../ids.schema";

export const listPresetsInput = z.object({ game: gameSchema.optional() }).default({});
export type ListPresetsInput = z.infer<typeof listPresetsInput>;
