import { z } from "zod";
import { textField } from "../../../schemas/fields.schema";

export const usersInput = z
  .object({
    /** Part of an email or display name; empty for everyone. */
    query: textField({ kind: "name", max: 200, tooLong: "Search with at most 200 characters." }).default(""),
    role: z.enum(["PLAYER", "ADMIN"]).optional(),
    status: z.enum(["ACTIVE", "SUSPENDED"]).optional(),
    page: z.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .default({ query: "", page: 1, pageSize: 20 });
export type UsersInput = z.infer<typeof usersInput>;
