// The database client type every repository takes (client.ts makes it; hot-query.ts sends its hot statements).
import type { PrismaClient } from "./generated/client";

export type Db = PrismaClient;
