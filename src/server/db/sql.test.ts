// The statements built with db/sql.ts are the ones Prisma.sql would build, and a shape's text is built once.
import { describe, expect, it } from "vitest";
import { Prisma } from "./generated/client";
import { empty, join, raw, sql, statement, toPrisma, type Sql } from "./sql";

/** A statement of a few shapes (rows, an optional part), as the move's is, and the same with Prisma.sql. */
function both(rows: number[], opts: { gate?: string; where?: number } = {}): [Sql, Prisma.Sql] {
  const at = (ms: number) => Prisma.sql`to_timestamp(${ms}::double precision / 1000)`;
  const ours = sql`WITH v AS (SELECT * FROM ${opts.gate ? raw(`"${opts.gate}", `) : empty}(VALUES ${join(
    rows.map((r) => sql`(${r}::int, ${`row ${r}`}, ${at(r)})`),
  )}) AS v("n", "label", "at")${opts.where === undefined ? empty : sql` WHERE "n" > ${opts.where}`})
    SELECT "n", ${[1, 2]}::int[] FROM v WHERE "label" IN (${join(["a", "b"], ", ")})`;
  const prisma = Prisma.sql`WITH v AS (SELECT * FROM ${opts.gate ? Prisma.raw(`"${opts.gate}", `) : Prisma.empty}(VALUES ${Prisma.join(
    rows.map((r) => Prisma.sql`(${r}::int, ${`row ${r}`}, ${at(r)})`),
  )}) AS v("n", "label", "at")${opts.where === undefined ? Prisma.empty : Prisma.sql` WHERE "n" > ${opts.where}`})
    SELECT "n", ${[1, 2]}::int[] FROM v WHERE "label" IN (${Prisma.join(["a", "b"], ", ")})`;
  return [ours, prisma];
}

describe("statements built with sql", () => {
  it("have Prisma.sql's text and parameters, whether their shape is new or known", () => {
    for (const [rows, opts] of [
      [[1], {}],
      [[1, 2, 3], { gate: "g" }],
      [[4], { where: 7 }],
      [[5, 6, 7], { gate: "g", where: 8 }],
      [[9], {}],
    ] as const)
      for (let i = 0; i < 2; i++) {
        const [ours, prisma] = both([...rows], opts);
        expect(statement(ours)).toEqual({ text: prisma.text, values: prisma.values });
        expect(toPrisma(ours).text).toBe(prisma.text);
        expect(toPrisma(ours).values).toEqual(prisma.values);
      }
  });

  it("share one text per shape, with each statement's own parameters", () => {
    const first = statement(both([1, 2])[0]);
    const second = statement(both([3, 4])[0]);
    expect(second.text).toBe(first.text);
    expect(second.values).not.toEqual(first.values);
  });

  it("tell apart shapes whose parts come in another order", () => {
    const inner = sql`f(${1})`;
    const a = statement(sql`SELECT ${inner}, ${2}`);
    const b = statement(sql`SELECT ${2}, ${inner}`);
    expect([a.text, b.text]).toEqual(["SELECT f($1), $2", "SELECT $1, f($2)"]);
  });
});
