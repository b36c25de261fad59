// Property-based fuzzing (fast-check) of every tRPC procedure: random and malformed inputs — wrong types, huge
// strings, unknown cards, negative bets, other games' moves, the procedure's own fields filled with junk — sent as a
// seated player or anonymously (as an admin for admin.*). Each call must end in a clear refusal (a TRPCError other than
// INTERNAL_SERVER_ERROR, with a message), never a crash, and change nothing: a fingerprint of the database (rows and
// seqs of every table the procedures write) is the same before and after. Raw HTTP bodies (not JSON, huge, the
// wrong envelope) must never get a 500. Runs are bounded so the file takes seconds.
import fc from "fast-check";
import { TRPCError } from "@trpc/server";
import { expect, it } from "vitest";
import { ZodError } from "zod";
import type { SessionUser } from "../auth/session";
import { callerFor, createTestUser, testContext } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { startTable } from "../testing/play";
import { handleTRPCRequest } from "./http";
import { appRouter } from "./root";

const RUNS_PER_PROCEDURE = 20;
const CLEAR_CODES = new Set(["BAD_REQUEST", "UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "CONFLICT", "PRECONDITION_FAILED", "TOO_MANY_REQUESTS", "PAYLOAD_TOO_LARGE"]);

interface ProcedureInfo {
  path: string;
  type: string;
  /** The top-level field names of the procedure's input objects (from its zod schemas). */
  keys: string[];
}

function procedures(): ProcedureInfo[] {
  const all = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string; inputs?: unknown[] } }> } })._def.procedures;
  return Object.entries(all).map(([path, p]) => {
    const keys = new Set<string>();
    for (const schema of p._def.inputs ?? []) {
      // z.object(...), possibly wrapped in .default() / .refine() (zod 4: def.innerType / def.in)
      let s = schema as { shape?: Record<string, unknown>; def?: { innerType?: unknown; in?: unknown } } | undefined;
      for (let i = 0; i < 4 && s && !s.shape; i++) s = (s.def?.innerType ?? s.def?.in) as typeof s;
      for (const k of Object.keys(s?.shape ?? {})) keys.add(k);
    }
    return { path, type: p._def.type, keys: [...keys] };
  });
}

const huge = "x".repeat(200_000);
const junkScalar = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.constantFrom(-1, -1000, 1e300, -0, Number.MAX_SAFE_INTEGER + 2, 0.5),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(huge, "", " ", "\u0000", "<script>alert(1)</script>", "'; DROP TABLE \"Game\"; --", "M13-9", "Z99", "__proto__", "constructor"),
  fc.boolean(),
  fc.constant(null),
);
const junkValue = fc.oneof({ depthSize: "small" }, junkScalar, fc.array(junkScalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), junkScalar, { maxKeys: 4 }));
/** Moves that are wrong for this game or for this position: unknown cards, negative bets, other games' shapes. */
const junkMove = fc.oneof(
  fc.record({ seat: fc.integer({ min: -3, max: 5 }), play: fc.constantFrom("M13-0", "M00-0", "M01-9", "", huge.slice(0, 16)), take: fc.constantFrom("M14-1", "nope") }),
  fc.record({ seat: fc.constant(0), bet: fc.integer({ min: -1_000_000, max: -1 }) }),
  fc.record({ seat: fc.constant(0), bet: fc.constantFrom(0.5, 1e308, Number.MAX_SAFE_INTEGER) }),
  fc.constantFrom({ seat: 0, call: true }, { seat: 0, fold: true }, { seat: 0, hit: true }, { seat: 0, defend: true }, { seat: 0, round: 1, actions: [] }, { seat: 1, draw: true }, { seat: 0, declare: "four" }),
  fc.dictionary(fc.string({ maxLength: 16 }), fc.oneof(fc.string({ maxLength: 16 }), fc.integer(), fc.boolean()), { maxKeys: 8 }),
);

describeWithDatabase("fuzzing every procedure with random and malformed inputs", (t) => {
  async function fingerprint(): Promise<string> {
    const rows = await t().db.$queryRaw<Record<string, unknown>[]>`
      SELECT (SELECT count(*) FROM "User") AS users, (SELECT count(*) FROM "User" WHERE "status" <> 'ACTIVE') AS suspended,
             (SELECT count(*) FROM "User" WHERE "role" = 'ADMIN') AS admins,
             (SELECT string_agg("displayName", ',' ORDER BY id) FROM "User") AS names,
             (SELECT count(*) FROM "Table") AS tables, (SELECT count(*) FROM "Seat") AS seats,
             (SELECT coalesce(sum("seq"), 0) FROM "Game") AS seqs, (SELECT count(*) FROM "Move") AS moves,
             (SELECT count(*) FROM "Notification" WHERE "readAt" IS NULL) AS unread,
             (SELECT count(*) FROM "HouseRulePreset") AS presets, (SELECT count(*) FROM "PresetVersion") AS versions,
             (SELECT count(*) FROM "AuditLog") AS audit, (SELECT count(*) FROM "JudgeAction") AS judge_actions,
             (SELECT count(*) FROM "Tournament") AS tournaments, (SELECT count(*) FROM "TournamentEntrant") AS entrants`;
    return JSON.stringify(rows[0], (_, v: unknown) => (typeof v === "bigint" ? Number(v) : v));
  }

  it("every procedure answers junk with a clear error and no state change", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, visibility: "PRIVATE" });
    const sutda = await startTable(db, { game: "sutda", playerCount: 2 });
    const admin = await createTestUser(db, { role: "ADMIN" });
    const player: SessionUser = st.users[0]!;
    const gameIds = [st.gameId, sutda.gameId];
    // Real game and table ids reach the handlers' checks; no real user id: an admin suspending a real user with a
    // valid reason is a legitimate action, not junk.
    const ids = fc.constantFrom(st.gameId, sutda.gameId, st.tableId, "nonexistent", "", "../../etc/passwd");
    let cases = 0;
    const problems: string[] = [];
    const before = await fingerprint();

    for (const proc of procedures()) {
      // Admin procedures as the admin (to reach their handlers); the rest as the player or, now and then, anonymous.
      const actorOf = (anonymous: boolean) => (proc.path.startsWith("admin.") || proc.path === "tournament.feature" ? admin : anonymous ? null : player);
      const procedureOf = (signal: AbortSignal, anonymous: boolean) =>
        proc.path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], callerFor(db, actorOf(anonymous), { signal })) as (input: unknown) => Promise<unknown>;
      // The procedure's own fields with junk (and real ids where an id goes), or junk for the whole input.
      const fieldJunk =
        proc.keys.length > 0
          ? fc.record(Object.fromEntries(proc.keys.map((k) => [k, k === "move" ? junkMove : /id$/i.test(k) ? fc.oneof(ids, junkScalar) : junkValue])), { requiredKeys: [] })
          : junkValue;
      const input = fc.oneof(fieldJunk, junkValue, fc.record({ ...Object.fromEntries(proc.keys.map((k) => [k, junkScalar])), extra: junkValue }, { requiredKeys: [] }));
      await fc.assert(
        fc.asyncProperty(input, fc.boolean(), async (value, anonymous) => {
          cases++;
          const controller = new AbortController();
          let outcome: { ok: true } | { ok: false; code: string; message: string };
          try {
            const r = await procedureOf(controller.signal, anonymous)(value);
            outcome = { ok: true };
            if (r && typeof (r as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function") controller.abort();
          } catch (e) {
            // A zod refusal reaches the client as "Some fields need attention." with a message per field (trpc.ts).
            const message = e instanceof TRPCError && e.cause instanceof ZodError ? "Some fields need attention." : e instanceof Error ? e.message : "";
            outcome = e instanceof TRPCError ? { ok: false, code: e.code, message } : { ok: false, code: `not a TRPCError: ${String(e)}`, message: "" };
          } finally {
            controller.abort();
          }
          if (!outcome.ok) {
            if (!CLEAR_CODES.has(outcome.code) || !outcome.message || /prisma|invalid `|at \w+ \(|undefined|\[object/i.test(outcome.message)) {
              problems.push(`${proc.path}(${JSON.stringify(value)?.slice(0, 200)}): ${outcome.code}: ${outcome.message.slice(0, 200)}`);
            }
          } else if (proc.type === "mutation") {
            problems.push(`${proc.path}(${JSON.stringify(value)?.slice(0, 200)}) was accepted`);
          }
        }),
        { numRuns: RUNS_PER_PROCEDURE, seed: 11, endOnFailure: true },
      );
    }
    // Moves in particular: many more of them, at the right seq, as the seat to act and as the other seat.
    for (const [k, gameId] of gameIds.entries()) {
      const table = k === 0 ? st : sutda;
      await fc.assert(
        fc.asyncProperty(junkMove, fc.integer({ min: 0, max: 1 }), async (move, who) => {
          cases++;
          const seq = (await db.game.findUniqueOrThrow({ where: { id: gameId } })).seq;
          try {
            await table.callers[who]!.game.move({ gameId, seq, move: move as Record<string, string | number | boolean> });
            problems.push(`game.move ${JSON.stringify(move)} was accepted`);
          } catch (e) {
            const code = e instanceof TRPCError ? e.code : String(e);
            if (!CLEAR_CODES.has(code)) problems.push(`game.move ${JSON.stringify(move)}: ${code}`);
          }
        }),
        { numRuns: 60, seed: 7 },
      );
    }
    expect(problems).toEqual([]);
    expect(await fingerprint()).toBe(before);
    console.log(`fuzz: ${cases} calls over ${procedures().length} procedures, ${problems.length} problems, state unchanged`);
  });

  it("raw HTTP: bodies that are not JSON, huge, or in the wrong envelope never get a 500", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const post = (path: string, body: string, type = "application/json") =>
      handleTRPCRequest(new Request(`http://localhost/api/trpc/${path}`, { method: "POST", headers: { "content-type": type }, body }), async () => testContext(db, { user }));
    const get = (path: string, input: string) => handleTRPCRequest(new Request(`http://localhost/api/trpc/${path}?input=${encodeURIComponent(input)}`), async () => testContext(db, { user }));
    const bodies = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom("{", "null", "[]", '{"json":', '{"json":{"gameId":1}}', '{"0":{"json":null}}', `{"json":"${huge}"}`, '{"json":{"__proto__":{"x":1}}}', '{"meta":{"values":{"x":["bigint"]}},"json":{"x":"1e999"}}'),
      fc.json({ maxDepth: 3 }),
    );
    let cases = 0;
    const paths = ["game.move", "table.create", "auth.signUp", "user.updateProfile", "notification.markRead", "game.move,table.join"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), bodies, fc.boolean(), async (path, body, batch) => {
        cases++;
        const res = batch ? await post(`${path}?batch=1`, body) : await post(path, body);
        const text = await res.text();
        expect(res.status, `${path} ${body.slice(0, 100)} → ${text.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 80, seed: 3 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("game.view", "table.get", "replay.get", "user.stats", "table.lobby"), bodies, async (path, input) => {
        cases++;
        const res = await get(path, input);
        expect(res.status, `${path}?input=${input.slice(0, 100)}`).toBeLessThan(500);
        await res.text();
      }),
      { numRuns: 40, seed: 5 },
    );
    console.log(`fuzz over HTTP: ${cases} requests, no 500`);
  });
});
