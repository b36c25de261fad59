import { z } from "zod";
import { textField } from "../../../schemas/fields.schema";

export const userSearchInput = z.object({
  query: textField({
    kind: "name",
    min: 1,
    max: 50,
    tooShort: "Type a name to search for.",
    tooLong: "Search with at most 50 characters.",
  }),
});
export type UserSearchInput = z.infer<typeof userSearchInput>;
