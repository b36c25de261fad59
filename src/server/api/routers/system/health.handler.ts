import { databaseModeFromEnv } from "../../../db/database";
import { checkHealth, type HealthView } from "../../../health";
import type { TRPCContext } from "../../context";

export async function healthHandler({ ctx }: { ctx: TRPCContext }): Promise<HealthView> {
  return checkHealth(async () => ctx.db, databaseModeFromEnv());
}
