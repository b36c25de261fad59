import type { Session } from "../../../auth/session";
import { createTable } from "../../../games/tables";
import type { TRPCContext } from "../../context";
import type { CreateTableInput } from "./create.schema";

/** A new table with the caller in the first seat. */
export function createTableHandler({ ctx, input }: { ctx: TRPCContext & { session: Session }; input: CreateTableInput }) {
  return createTable(ctx, ctx.session.user.id, input);
}
