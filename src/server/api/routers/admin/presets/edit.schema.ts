import { z } from "zod";
import { idSchema } from "../ids.schema";
import { optionValuesSchema, presetDescriptionSchema, presetTitleSchema } from "./preset-fields.schema";

export const editPresetInput = z.object({
  id: idSchema,
  title: presetTitleSchema,
  description: presetDescriptionSchema,
  options: optionValuesSchema,
});
export type EditPresetInput = z.infer<typeof editPresetInput>;
