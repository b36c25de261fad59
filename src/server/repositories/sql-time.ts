// Times in raw statements are written as to_timestamp(ms): a Date parameter sent by pg (hot-query.ts) would be read
// in the server's local time zone.
import { Prisma } from "../db/generated/client";
import { Sql, sql } from "../db/sql";

const UTC = ["(to_timestamp(", "::double precision / 1000) AT TIME ZONE 'UTC')"];

export const utc = (d: Date) => new Prisma.Sql(UTC, [d.getTime()]);

/** As utc, in a statement written with db/sql.ts (a move's). */
export const utcPart = (d: Date) => new Sql(UTC, [d.getTime()]);

const NULL = sql`NULL`;
export const utcOrNull = (d: Date | null) => (d ? utcPart(d) : NULL);
