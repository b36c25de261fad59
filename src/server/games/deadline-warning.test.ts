// "Your time is running out" with real parts: games started and played through the API, the job queue run on an
// injected clock, the warning read as the SMTP server received it, as the browser decrypts the push, and on the
// site's list; once per turn, by the channels the player chose, never once they moved or the game ended.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { availableGames, getRuleset } from "~/engine/registry";
import type { Db } from "../db/client";
import { enqueue } from "../jobs/queue";
import { describeWithDatabase } from "../testing/database";
import { listen, runAll, startOutlets, type Outlets, type Received } from "../testing/notify-channels";
import { callerFor, testBus } from "../testing/context";
import { playUntilTurnOf, startPerMoveTable } from "../testing/play";
import { DEADLINE_WARNING_JOB, deadlineWarningJobKey, timeLeftWords } from "./deadline-warning";
import { gameJobHandlers } from "./job-handlers";
import { prepareStart } from "./start-game";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WARNING_SUBJECT = "Your time is running out in Sakura";

let o: Outlets;
beforeAll(async () => {
  o = await startOutlets();
});
afterAll(() => o.close());

/** A started two-player Sakura table with an hour a move; the seat to act and when its turn began. */
async function hourTable(db: Db) {
  const { st: table, game, seat: toAct } = await startPerMoveTable(db, 3600);
  return { table, toAct, waiting: 1 - toAct, startedAt: game.turnStartedAt! };
}
const warnings = (r: Received) => r.emails.filter((m) => m.subject === WARNING_SUBJECT);

describe("when the warning is due", () => {
  const sakura = getRuleset("sakura")!;
  const start = new Date("2026-01-01T00:00:00Z");
  const table = (timeControl: unknown) => ({ id: "t", playerCount: 2, teams: null, options: {}, timeControl });

  it("is at 80% of the move's time, none for a move under ten minutes, none in a game played in real time", () => {
    const at = (tc: unknown, r = sakura) => prepareStart(r, table(tc), start).warningAt?.toISOString() ?? null;
    expect(at({ kind: "per_move", seconds: 3600 })).toBe("2026-01-01T00:48:00.000Z");
    expect(at({ kind: "bank", initialSeconds: 86_400, incrementSeconds: 0 })).toBe("2026-01-01T19:12:00.000Z");
    expect(at({ kind: "per_move", seconds: 599 })).toBeNull();
    expect(at(null)).toBeNull();
    const realTime = availableGames().filter((r) => r.traits.realTime);
    expect(realTime.length).toBeGreaterThan(0);
    for (const r of realTime) expect(at({ kind: "per_move", seconds: 3600 }, r)).toBeNull();
  });

  it("says the time left in words", () => {
    expect(timeLeftWords(12 * MINUTE + 30_000)).toBe("12 minutes");
    expect(timeLeftWords(30_000)).toBe("1 minute");
    expect(timeLeftWords(HOUR)).toBe("1 hour");
    expect(timeLeftWords(2 * HOUR + MINUTE)).toBe("2 hours and 1 minute");
    expect(timeLeftWords(26 * HOUR)).toBe("1 day and 2 hours");
    expect(timeLeftWords(72 * HOUR)).toBe("3 days");
  });
});

describeWithDatabase("deadline warnings", (t) => {
  it("warns the player to act once, at 80% of their time, by site, email and push, with the time, board and link", async () => {
    const { db } = t();
    const { table, toAct, waiting, startedAt } = await hourTable(db);
    const me = await listen(db, o, table.users[toAct]!, {});
    const other = await listen(db, o, table.users[waiting]!, {});
    const at = (ms: number) => new Date(startedAt.getTime() + ms);
    await runAll(db, o, at(47 * MINUTE));
    expect((await me.received()).site).not.toContain("deadline");
    await runAll(db, o, at(49 * MINUTE));
    const got = await me.received();
    expect(got.site.filter((k) => k === "deadline")).toHaveLength(1);
    const [mail] = warnings(got);
    expect(warnings(got)).toHaveLength(1);
    expect(mail!.text).toContain("You have 11 minutes left to make your move.");
    expect(mail!.text).toMatch(/Round 1 of \d+, you are level with /);
    expect(mail!.text).toContain(`http://hanafuda.test/table/${table.tableId}`);
    const push = got.pushes.filter((p) => p.title === WARNING_SUBJECT);
    expect(push).toEqual([
      {
        title: WARNING_SUBJECT,
        body: expect.stringMatching(/^11 minutes left to move\. Round 1 of \d+/),
        url: `/table/${table.tableId}`,
      },
    ]);
    // The player waiting for them hears nothing of it.
    const theirs = await other.received();
    expect(theirs.site).not.toContain("deadline");
    expect(warnings(theirs)).toHaveLength(0);
    // Once per turn: a second job for the turn is not queued, and the warning run again stores and sends nothing.
    const key = deadlineWarningJobKey(table.gameId, 0);
    expect(await enqueue(db, DEADLINE_WARNING_JOB, { gameId: table.gameId, seq: 0 }, { key })).toBe(false);
    const handler = gameJobHandlers(testBus(db))[DEADLINE_WARNING_JOB]!;
    const job = await db.job.findUniqueOrThrow({ where: { key } });
    expect(job.status).toBe("DONE");
    await handler({ gameId: table.gameId, seq: 0 }, { db, now: at(50 * MINUTE), job: { ...job, attempts: 2 } });
    await runAll(db, o, at(55 * MINUTE));
    const again = await me.received();
    expect(again.site.filter((k) => k === "deadline")).toHaveLength(1);
    expect(warnings(again)).toHaveLength(1);
    expect(again.pushes.filter((p) => p.title === WARNING_SUBJECT)).toHaveLength(1);
  });

  it("sends nothing once the player moved; the next turn has its own warning, by the channels chosen", async () => {
    const { db } = t();
    const { table, toAct, waiting, startedAt } = await hourTable(db);
    const mover = await listen(db, o, table.users[toAct]!, {});
    // The other player wants warnings by push alone.
    const next = await listen(db, o, table.users[waiting]!, { deadline: ["push"] });
    await playUntilTurnOf(table, waiting, Rng.fromSeed("warning-moved"));
    // deleted by the move that left the turn
    expect(await db.job.findUnique({ where: { key: deadlineWarningJobKey(table.gameId, 0) } })).toBeNull();
    await runAll(db, o, new Date(startedAt.getTime() + 50 * MINUTE));
    const moved = await mover.received();
    expect(moved.site).not.toContain("deadline");
    expect(warnings(moved)).toHaveLength(0);
    expect(moved.pushes.filter((p) => p.title === WARNING_SUBJECT)).toHaveLength(0);
    const got = await next.received();
    expect(got.pushes.filter((p) => p.title === WARNING_SUBJECT)).toHaveLength(1);
    expect(warnings(got)).toHaveLength(0); // email off
    expect(got.site).not.toContain("deadline"); // the site off
    expect(await db.notification.count({ where: { userId: next.user.id, kind: "deadline" } })).toBe(1);
  });

  it("sends nothing for a game that ended before the warning", async () => {
    const { db } = t();
    const { table, toAct, startedAt } = await hourTable(db);
    const me = await listen(db, o, table.users[toAct]!, {});
    await callerFor(db, table.users[toAct]!).game.resign({ gameId: table.gameId });
    await runAll(db, o, new Date(startedAt.getTime() + 50 * MINUTE));
    const got = await me.received();
    expect(got.site).not.toContain("deadline");
    expect(warnings(got)).toHaveLength(0);
    expect(await db.notification.count({ where: { userId: me.user.id, kind: "deadline" } })).toBe(0);
  });
});
