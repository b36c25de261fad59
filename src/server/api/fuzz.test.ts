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
import { tournamentInput } from "../testing/tournament-input";
import { handleTRPCRequest } from "./http";
import { appRouter } from "./root";

const RUNS_PER_PROCEDURE = 20;
const CLEAR_CODES = new Set([
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PRECONDITION_FAILED",
  "TOO_MANY_REQUESTS",
  "PAYLOAD_TOO_LARGE",
]);

interface ProcedureInfo {
  path: string;
  type: string;
  /** The top-level field names of the procedure's input objects (from its zod schemas). */
  keys: string[];
}

function procedures(): ProcedureInfo[] {
  const all = (
    appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string; inputs?: unknown[] } }> } }
  )._def.procedures;
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
  fc.constantFrom(
    huge,
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    '\'; DROP TABLE "Game"; --',
    "M13-9",
    "Z99",
    "__proto__",
    "constructor",
  ),
  fc.boolean(),
  fc.constant(null),
);
const junkValue = fc.oneof(
  { depthSize: "small" },
  junkScalar,
  fc.array(junkScalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), junkScalar, { maxKeys: 4 }),
);
/** Moves that are wrong for this game or for this position: unknown cards, negative bets, other games' shapes. */
const junkMove = fc.oneof(
  fc.record({
    seat: fc.integer({ min: -3, max: 5 }),
    play: fc.constantFrom("M13-0", "M00-0", "M01-9", "", huge.slice(0, 16)),
    take: fc.constantFrom("M14-1", "nope"),
  }),
  fc.record({ seat: fc.constant(0), bet: fc.integer({ min: -1_000_000, max: -1 }) }),
  fc.record({ seat: fc.constant(0), bet: fc.constantFrom(0.5, 1e308, Number.MAX_SAFE_INTEGER) }),
  fc.constantFrom(
    { seat: 0, call: true },
    { seat: 0, fold: true },
    { seat: 0, hit: true },
    { seat: 0, defend: true },
    { seat: 0, round: 1, actions: [] },
    { seat: 1, draw: true },
    { seat: 0, declare: "four" },
  ),
  fc.dictionary(fc.string({ maxLength: 16 }), fc.oneof(fc.string({ maxLength: 16 }), fc.integer(), fc.boolean()), {
    maxKeys: 8,
  }),
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
      const actorOf = (anonymous: boolean) =>
        proc.path.startsWith("admin.") || proc.path === "tournament.feature" ? admin : anonymous ? null : player;
      const procedureOf = (signal: AbortSignal, anonymous: boolean) =>
        proc.path
          .split(".")
          .reduce<unknown>(
            (o, k) => (o as Record<string, unknown>)[k],
            callerFor(db, actorOf(anonymous), { signal }),
          ) as (input: unknown) => Promise<unknown>;
      // The procedure's own fields with junk (and real ids where an id goes), or junk for the whole input.
      const fieldJunk =
        proc.keys.length > 0
          ? fc.record(
              Object.fromEntries(
                proc.keys.map((k) => [
                  k,
                  k === "move" ? junkMove : /id$/i.test(k) ? fc.oneof(ids, junkScalar) : junkValue,
                ]),
              ),
              { requiredKeys: [] },
            )
          : junkValue;
      const input = fc.oneof(
        fieldJunk,
        junkValue,
        fc.record(
          { ...Object.fromEntries(proc.keys.map((k) => [k, junkScalar])), extra: junkValue },
          { requiredKeys: [] },
        ),
      );
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
            const message =
              e instanceof TRPCError && e.cause instanceof ZodError
                ? "Some fields need attention."
                : e instanceof Error
                  ? e.message
                  : "";
            outcome =
              e instanceof TRPCError
                ? { ok: false, code: e.code, message }
                : { ok: false, code: `not a TRPCError: ${String(e)}`, message: "" };
          } finally {
            controller.abort();
          }
          if (!outcome.ok) {
            if (
              !CLEAR_CODES.has(outcome.code) ||
              !outcome.message ||
              /prisma|invalid `|at \w+ \(|undefined|\[object/i.test(outcome.message)
            ) {
              problems.push(
                `${proc.path}(${JSON.stringify(value)?.slice(0, 200)}): ${outcome.code}: ${outcome.message.slice(0, 200)}`,
              );
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
            await table.callers[who]!.game.move({
              gameId,
              seq,
              move: move as Record<string, string | number | boolean>,
            });
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
    console.log(
      `fuzz: ${cases} calls over ${procedures().length} procedures, ${problems.length} problems, state unchanged`,
    );
  });

  it("every string field of every procedure refuses NUL, lone surrogates, huge strings and invisible characters clearly", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2, visibility: "PRIVATE" });
    const admin = await createTestUser(db, { role: "ADMIN" });
    const player: SessionUser = st.users[0]!;
    const tournament = await callerFor(db, admin).tournament.create(tournamentInput());
    const preset = await db.houseRulePreset.findFirst({ select: { id: true } });
    // Real ids where the field wants one, so the odd string in another field gets past the "no such thing" checks.
    const realIds: Record<string, string> = {
      gameId: st.gameId,
      tableId: st.tableId,
      tournamentId: tournament.tournamentId,
      userId: st.users[1]!.id,
      presetId: preset?.id ?? "none",
      id: preset?.id ?? "none",
    };
    const before = await fingerprint();
    let calls = 0;
    let fields = 0;
    let procedureCount = 0;
    const problems: string[] = [];
    // Procedures for which no valid input could be guessed: their odd fields are still tried, beside other bad fields.
    const unbuilt: string[] = [];

    for (const proc of procedures()) {
      const schemas =
        (appRouter as unknown as { _def: { procedures: Record<string, { _def: { inputs?: ZodLike[] } }> } })._def
          .procedures[proc.path]!._def.inputs ?? [];
      const targets = schemas.flatMap((s) => stringTargets(s, []));
      if (targets.length === 0) continue;
      procedureCount++;
      const base = validBase(schemas, realIds, proc.path, tournamentInput());
      if (!schemas.every((s) => s.safeParse(base).success)) unbuilt.push(proc.path);
      const actors: (SessionUser | null)[] =
        proc.path.startsWith("admin.") || proc.path === "tournament.feature" ? [admin] : [player, null, admin];
      for (const target of dedupe(targets)) {
        fields++;
        for (const odd of oddValues(target, base)) {
          for (const actor of actors) {
            calls++;
            const controller = new AbortController();
            const call = proc.path
              .split(".")
              .reduce<unknown>(
                (o, k) => (o as Record<string, unknown>)[k],
                callerFor(db, actor, { signal: controller.signal }),
              ) as (input: unknown) => Promise<unknown>;
            const input = withValue(base, target.path, odd);
            const shown = `${proc.path} as ${actor ? (actor === admin ? "admin" : "player") : "anonymous"} ${target.path.join(".")}=${JSON.stringify(odd).slice(0, 60)}`;
            try {
              const r = await call(input);
              if (r && typeof (r as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function") {
                // A stream: its first event (or its end) within a moment must not be a server error either.
                const it = (r as AsyncIterable<unknown>)[Symbol.asyncIterator]();
                await Promise.race([it.next(), new Promise((res) => setTimeout(res, 50))]);
              } else if (proc.type === "mutation") problems.push(`${shown} was accepted`);
            } catch (e) {
              const code = e instanceof TRPCError ? e.code : `not a TRPCError: ${String(e)}`;
              const message = e instanceof Error ? e.message : "";
              if (!CLEAR_CODES.has(code) || !message) problems.push(`${shown}: ${code}: ${message.slice(0, 160)}`);
            } finally {
              controller.abort();
            }
          }
        }
      }
    }
    console.log(
      `odd strings: ${calls} calls over ${fields} string fields of ${procedureCount} procedures, ${problems.length} problems`,
    );
    if (unbuilt.length) console.log(`odd strings: no valid input guessed for ${unbuilt.join(", ")}`);
    expect(problems).toEqual([]);
    expect(await fingerprint()).toBe(before);
  }, 300_000);

  it("raw HTTP: bodies that are not JSON, huge, or in the wrong envelope never get a 500", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const post = (path: string, body: string, type = "application/json") =>
      handleTRPCRequest(
        new Request(`http://localhost/api/trpc/${path}`, { method: "POST", headers: { "content-type": type }, body }),
        async () => testContext(db, { user }),
      );
    const get = (path: string, input: string) =>
      handleTRPCRequest(new Request(`http://localhost/api/trpc/${path}?input=${encodeURIComponent(input)}`), async () =>
        testContext(db, { user }),
      );
    const bodies = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        "{",
        "null",
        "[]",
        '{"json":',
        '{"json":{"gameId":1}}',
        '{"0":{"json":null}}',
        `{"json":"${huge}"}`,
        '{"json":{"__proto__":{"x":1}}}',
        '{"meta":{"values":{"x":["bigint"]}},"json":{"x":"1e999"}}',
      ),
      fc.json({ maxDepth: 3 }),
    );
    let cases = 0;
    const paths = [
      "game.move",
      "table.create",
      "auth.signUp",
      "user.updateProfile",
      "user.changePassword",
      "notification.markRead",
      "game.move,table.join",
    ];
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
      fc.asyncProperty(
        fc.constantFrom("game.view", "table.get", "replay.get", "user.stats", "table.lobby"),
        bodies,
        async (path, input) => {
          cases++;
          const res = await get(path, input);
          expect(res.status, `${path}?input=${input.slice(0, 100)}`).toBeLessThan(500);
          await res.text();
        },
      ),
      { numRuns: 40, seed: 5 },
    );
    console.log(`fuzz over HTTP: ${cases} requests, no 500`);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Odd strings: the zod schemas walked to every string field (nested objects, arrays, unions, record keys), a valid
// input built around it, and the field replaced by each odd value in turn.

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string }; bag: Record<string, unknown> };
  safeParse(v: unknown): { success: boolean };
}
type Path = (string | number)[];
interface StringTarget {
  path: Path;
  /** A string field, or a record whose keys and values are strings. */
  kind: "string" | "record";
}

const inner = (s: ZodLike, k: string) => s._zod.def[k] as ZodLike;

function stringTargets(s: ZodLike, path: Path): StringTarget[] {
  const d = s._zod.def;
  switch (d.type) {
    case "string":
      return [{ path, kind: "string" }];
    case "object":
      return Object.entries(d.shape as Record<string, ZodLike>).flatMap(([k, v]) => stringTargets(v, [...path, k]));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return stringTargets(inner(s, "innerType"), path);
    case "pipe":
      return stringTargets(inner(s, "in"), path);
    case "array":
      return stringTargets(inner(s, "element"), [...path, 0]);
    case "union":
      return (d.options as ZodLike[]).flatMap((o) => stringTargets(o, path));
    case "intersection":
      return [...stringTargets(inner(s, "left"), path), ...stringTargets(inner(s, "right"), path)];
    case "record":
      return [{ path, kind: "record" }];
    case "lazy":
      return stringTargets((d.getter as () => ZodLike)(), path);
    default:
      return [];
  }
}

function dedupe(targets: StringTarget[]): StringTarget[] {
  const seen = new Map<string, StringTarget>();
  for (const t of targets) seen.set(`${t.kind}:${t.path.join(".")}`, t);
  return [...seen.values()];
}

/** A value the schema accepts (as far as a generic guess can): real ids for id fields, plausible words elsewhere. */
function sampleOf(s: ZodLike, key: string, ids: Record<string, string>, withOptional: boolean): unknown {
  const d = s._zod.def;
  const bag = s._zod.bag;
  switch (d.type) {
    case "string": {
      if (ids[key]) return ids[key];
      if (/id$/i.test(key)) return "nonexistent";
      if (d.format === "email" || /email/i.test(key)) return "odd-input@example.com";
      if (/password/i.test(key)) return "correct horse battery staple";
      const min = typeof bag.minimum === "number" ? bag.minimum : 1;
      return "Hanako Hanafuda Player".slice(0, Math.max(min, 6));
    }
    case "number": {
      let v = 1;
      if (typeof bag.minimum === "number" && v < bag.minimum) v = Math.ceil(bag.minimum);
      if (typeof bag.maximum === "number" && v > bag.maximum) v = Math.floor(bag.maximum);
      return v;
    }
    case "boolean":
      return false;
    case "enum":
      return Object.values(d.entries as Record<string, string>)[0];
    case "literal":
      return (d.values as unknown[])[0];
    case "date":
      return new Date(Date.now() + 3_600_000);
    case "null":
      return null;
    case "object":
      return Object.fromEntries(
        Object.entries(d.shape as Record<string, ZodLike>)
          .map(([k, v]) => [k, sampleOf(v, k, ids, withOptional)] as const)
          .filter(([, v]) => v !== undefined),
      );
    case "optional":
    case "nullable":
      return withOptional ? sampleOf(inner(s, "innerType"), key, ids, withOptional) : undefined;
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return sampleOf(inner(s, "innerType"), key, ids, withOptional);
    case "pipe":
      return sampleOf(inner(s, "in"), key, ids, withOptional);
    case "array":
      return [sampleOf(inner(s, "element"), key.replace(/s$/, ""), ids, withOptional)];
    case "record":
      return {};
    case "union": {
      const options = d.options as ZodLike[];
      const samples = options.map((o) => sampleOf(o, key, ids, withOptional));
      return samples.find((v, i) => options[i]!.safeParse(v).success) ?? samples[0];
    }
    case "intersection":
      return {
        ...(sampleOf(inner(s, "left"), key, ids, withOptional) as object),
        ...(sampleOf(inner(s, "right"), key, ids, withOptional) as object),
      };
    case "lazy":
      return sampleOf((d.getter as () => ZodLike)(), key, ids, withOptional);
    default:
      return undefined;
  }
}

/** An input every one of the procedure's schemas accepts, optional fields filled where that still parses. */
function validBase(schemas: ZodLike[], ids: Record<string, string>, path: string, tournament: object): unknown {
  // Inputs whose fields depend on each other, written out.
  const known: Record<string, unknown> = {
    "tournament.create": tournament,
    "tournament.edit": { ...tournament, tournamentId: ids.tournamentId },
    "tournament.removeEntrant": { tournamentId: ids.tournamentId, entrantId: "nonexistent", reason: "Left the club" },
    "table.create": {
      game: "sakura",
      playerCount: 2,
      options: {},
      timeControl: { kind: "per_move", seconds: 3600 },
      visibility: "PUBLIC",
      presetId: ids.presetId,
      invite: [ids.userId],
    },
  };
  if (known[path]) return known[path];
  for (const withOptional of [true, false]) {
    const merged = schemas.map((s) => sampleOf(s, "", ids, withOptional));
    const value = merged.every((m) => m !== null && typeof m === "object" && !Array.isArray(m))
      ? Object.assign({}, ...merged)
      : merged[merged.length - 1];
    if (schemas.every((s) => s.safeParse(value).success)) return value;
    if (!withOptional) return value;
  }
  return undefined;
}

function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = withValue(copy[head!] ?? (typeof rest[0] === "number" ? [] : {}), rest, value);
  return copy;
}

function valueAt(base: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (o, k) => (o && typeof o === "object" ? (o as Record<string | number, unknown>)[k] : undefined),
    base,
  );
}

/** NUL, a lone high and a lone low surrogate, a right-to-left override and zero-width characters, alone and inside the field's valid value; and a huge string. */
const ODD_PIECES = ["\u0000", "\uD800", "\uDC00", "\u202E", "\u200B", "\uFEFF"];
function oddValues(target: StringTarget, base: unknown): unknown[] {
  const current = valueAt(base, target.path);
  const around = typeof current === "string" && current ? current : "Hanako";
  const strings = [
    ...ODD_PIECES.flatMap((p) => [p, `${around.slice(0, 2)}${p}${around.slice(2)}`]),
    "x".repeat(200_000),
  ];
  if (target.kind === "record") return strings.flatMap((v) => [{ [v]: "1" }, { play: v }]);
  return strings;
}
