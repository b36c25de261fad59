// Fields shared by create and edit. The option values are checked by the engine in the service (its messages name
// the field), so the schema only bounds their shape.
import { z } from "zod";
import { textField, tokenField } from "../../../../schemas/fields.schema";

export const presetTitleSchema = textField({
  kind: "name",
  min: 2,
  max: 80,
  tooShort: "Give the preset a title of at least 2 characters.",
  tooLong: "Keep the title under 80 characters.",
});
export const presetDescriptionSchema = textField({
  kind: "text",
  max: 1000,
  tooLong: "Keep the description under 1000 characters.",
}).default("");
export const presetSlugSchema = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/,
    "Use 1 to 48 lower-case letters, digits and hyphens (not at either end).",
  );
export const optionValuesSchema = z
  .record(tokenField(64), z.union([tokenField(64), z.number().finite(), z.boolean()]))
  .refine((o) => Object.keys(o).length <= 100, "Too many options.");
