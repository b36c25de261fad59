// Times in raw statements are written as to_timestamp(ms): a Date parameter sent by pg (hot-query.ts) would be read
// in the server's local time zone.
import { Prisma } from "../db/generated/client";

export const utc = (d: Date) => Prisma.sql`(to_timestamp(${d.getTime()}::double precision / 1000) AT TIME ZONE 'UTC')`;
export const utcOrNull = (d: Date | null) => (d ? utc(d) : Prisma.sql`NULL`);
