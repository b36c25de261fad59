import { z } from "zod";
import { textField } from "../../../schemas/fields.schema";
import { gameSchema } from "../admin/ids.schema";
import { tableIdField } from "../table/ids.schema";

export const summaryInput = z.object({
  game: gameSchema,
  /** A preset's URL name; absent: the game's default preset. */
  preset: textField({ kind: "name", max: 64, tooLong: "That is not a house-rule preset." }).optional(),
  /** A table whose own rules to show (its preset at the version it pinned, with its creator's changes). */
  table: tableIdField.optional(),
});
export type SummaryInput = z.infer<typeof summaryInput>;
