// GET /api/health: the database state as JSON; 503 unless the database answers and every migration is applied.
import { getDb } from "~/server/db/client";
import { databaseModeFromEnv } from "~/server/db/database";
import { checkHealth } from "~/server/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkHealth(getDb, databaseModeFromEnv());
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
