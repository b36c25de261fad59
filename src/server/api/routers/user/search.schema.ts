import { z } from "zod";

export const userSearchInput = z.object({
  query: z.string().trim().min(1, { error: "Type a name to search for." }).max(50, { error: "Search with at most 50 characters." }),
});
export type UserSearchInput = z.infer<typeof userSearchInput>;
