import { countUsers, newestUsers } from "../../../repositories/users";
import type { TRPCContext } from "../../context";
import { toAdminUserView, type AdminUserView } from "../../views";
import type { UsersInput } from "./users.schema";

export async function usersHandler({ ctx, input }: { ctx: TRPCContext; input: UsersInput }): Promise<{ count: number; newest: AdminUserView[] }> {
  const [count, newest] = await Promise.all([countUsers(ctx.db), newestUsers(ctx.db, input.limit)]);
  return { count, newest: newest.map(toAdminUserView) };
}
