import { z } from "zod";

export const usersInput = z
  .object({
    /** Part of an email or display name; empty for everyone. */
    query: z.string().trim().max(200).default(""),
    role: z.enum(["PLAYER", "ADMIN"]).optional(),
    status: z.enum(["ACTIVE", "SUSPENDED"]).optional(),
    page: z.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .default({ query: "", page: 1, pageSize: 20 });
export type UsersInput = z.infer<typeof usersInput>;
