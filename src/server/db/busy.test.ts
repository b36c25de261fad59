// A transaction the database cannot serve in time reaches the caller as "busy, try again", never as a 500.
import { TRPCError } from "@trpc/server";
import pg from "pg";
import { expect, it } from "vitest";
import { createCallerFactory, createTRPCRouter, publicProcedure } from "../api/trpc";
import { testContext } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { isDatabaseBusy } from "./busy";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeWithDatabase("a busy database", (t) => {
  const router = createTRPCRouter({
    // A transaction that outlives its limit: what a starved pool does to a request under heavy load.
    slow: publicProcedure.query(({ ctx }) =>
      ctx.db.$transaction(
        async (tx) => {
          await sleep(400);
          return tx.user.count();
        },
        { timeout: 50 },
      ),
    ),
  });

  it("is what Prisma reports when a transaction outlives its limit", async () => {
    const { db } = t();
    const error = await db
      .$transaction(
        async (tx) => {
          await sleep(400);
          return tx.user.count();
        },
        { timeout: 50 },
      )
      .catch((e: unknown) => e);
    expect(isDatabaseBusy(error)).toBe(true);
  });

  it("answers a procedure with SERVICE_UNAVAILABLE and words a player understands", async () => {
    const { db } = t();
    const caller = createCallerFactory(router)(testContext(db));
    const error = await caller.slow().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("SERVICE_UNAVAILABLE");
    expect((error as TRPCError).message).toMatch(/busy.*try again/);
  });

  it("is what the pg pool reports when no connection frees up in time", async () => {
    const { pool } = t();
    const small = new pg.Pool({ ...pool.options, max: 1, connectionTimeoutMillis: 50 });
    // The one connection itself may take longer than 50 ms to open on a busy machine: tries until it is in.
    let held: pg.PoolClient | null = null;
    for (let i = 0; !held && i < 40; i++) held = await small.connect().catch(() => null);
    if (!held) throw new Error("the pool opened no connection in 40 tries");
    try {
      const error = await small.query("SELECT 1").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseBusy(error)).toBe(true);
    } finally {
      held.release();
      await small.end();
    }
  });

  it("leaves other errors alone", () => {
    expect(isDatabaseBusy(new Error("timeout"))).toBe(false);
    expect(isDatabaseBusy(new Error("P2028"))).toBe(false);
    expect(isDatabaseBusy({ code: "P2002" })).toBe(false);
    expect(isDatabaseBusy(null)).toBe(false);
  });
});
