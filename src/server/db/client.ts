// One Prisma client per process, on the shared pool of ./database.ts. Only repositories use it (through ctx.db).
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import { TRANSACTION_LIMITS } from "./busy";
import { PrismaClient } from "./generated/client";
import { getProcessDatabase } from "./database";
import { registerPool } from "./hot-query";
import { withSerialTransactions } from "./serial-transactions";
import { services } from "../services";
import type { Db } from "./db";

export type { Db } from "./db";

export function createPrismaClient(pool: pg.Pool, opts: { schema?: string } = {}): Db {
  // A transaction's statements share one connection: run them one at a time (serial-transactions.ts).
  const adapter = withSerialTransactions(new PrismaPg(pool, opts.schema ? { schema: opts.schema } : undefined));
  const db = new PrismaClient({ adapter, transactionOptions: TRANSACTION_LIMITS });
  // The pool's connections already resolve names in the schema (searchPathOption), so hot-query.ts may use it.
  registerPool(db, pool);
  return db;
}

declare module "../services" {
  interface Services {
    prisma?: Promise<Db>;
  }
}

/** The process's Prisma client (created on first use). */
export function getDb(): Promise<Db> {
  return (services().prisma ??= getProcessDatabase().then((d) => createPrismaClient(d.pool, { schema: d.schema })));
}
