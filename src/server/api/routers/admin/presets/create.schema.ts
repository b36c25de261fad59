import { z } from "zod";
import { gameSchema } from "../ids.schema";
import {
  optionValuesSchema,
  presetDescriptionSchema,
  presetSlugSchema,
  presetTitleSchema,
} from "./preset-fields.schema";

export const createPresetInput = z.object({
  game: gameSchema,
  title: presetTitleSchema,
  slug: presetSlugSchema.optional(),
  description: presetDescriptionSchema,
  options: optionValuesSchema,
  makeDefault: z.boolean().default(false),
  hidden: z.boolean().default(false),
});
export type CreatePresetInput = z.infer<typeof createPresetInput>;
