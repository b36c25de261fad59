// The database for command-line tools (npm run admin, npm run db:seed): the same one `npm start` uses, with the
// migrations applied. With the embedded database the server must be stopped (one process at a time).
import { resolve } from "node:path";
import type { Env } from "../../env";
import { createPrismaClient, type Db } from "./client";
import { connectDatabase, prepareDatabase } from "./database";
import { deployMigrations } from "./migrations";

export async function openCliDatabase(env: Env): Promise<{ db: Db; close(): Promise<void> }> {
  const prepared = await prepareDatabase({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) });
  try {
    await deployMigrations(prepared.url);
  } catch (e) {
    await prepared.embedded?.stop();
    throw e;
  }
  const database = connectDatabase(prepared, 2);
  const db = createPrismaClient(database.pool, { schema: database.schema });
  return {
    db,
    async close() {
      await db.$disconnect();
      await database.close();
    },
  };
}
