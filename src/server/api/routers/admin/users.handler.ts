import { searchUsersForAdmin } from "../../../accounts/user-admin-service";
import type { AdminContext } from "./admin-context";
import type { UsersInput } from "./users.schema";
import type { HandlerArgs } from "../../context";

/** Users whose email or display name contains the query, newest first, a page at a time. */
export async function usersHandler({ ctx, input }: HandlerArgs<AdminContext, UsersInput>) {
  return searchUsersForAdmin(ctx.db, input);
}
