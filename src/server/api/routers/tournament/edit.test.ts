// tournament.edit: the organiser (or an admin) edits an event. Before round 1: name, description and schedule, with the
// create form's rules; the pending close or round-1 job moves with the time (one job, never a second); entrants are
// told when round 1 moves. After round 1 starts: the description only. Each refusal changes nothing; an admin's edit is
// audited.
import { expect, it, vi } from "vitest";
import type { ZodError } from "zod";
import { adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { closeWhenDue, eventWithEntrants, tournamentInput } from "../../../testing/tournament-input";
import { tournamentChannel } from "../../../tournaments/channel";
import { closeRegistration } from "../../../tournaments/close-registration";
import { closeJobKey, startRoundJobKey } from "../../../tournaments/job-kinds";
import { startRound } from "../../../tournaments/start-round";
import type { Db } from "../../../db/client";
import { expectSoleTournamentAudit } from "../../../testing/audit-words";
import { expectToldExactly, notesKeyed } from "../../../testing/event-notes";

const HOUR = 3_600_000;

/** An event by a new organiser with two registered players; registration closes in an hour, round 1 then. */
const editCup = (db: Db) => eventWithEntrants(db, 2, tournamentInput({ name: "Edit Cup", maxEntrants: 4 }));

const stored = (db: Db, id: string) =>
  db.tournament.findUniqueOrThrow({
    where: { id },
    select: { name: true, description: true, registrationClosesAt: true, roundStartTimes: true, status: true },
  });
const jobs = (db: Db, id: string) =>
  db.job.findMany({
    where: { key: { contains: id } },
    select: { key: true, runAt: true, status: true },
    orderBy: { key: "asc" },
  });
const movedNotes = (db: Db, id: string) => notesKeyed(db, `tournament-moved:${id}:`);
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000);

describeWithDatabase("tournament.edit", (t) => {
  it("the organiser edits everything during registration: the close job moves (still one), entrants are told of round 1's new time, open pages hear of it", async () => {
    const { db } = t();
    const { tournamentId, organiser, entrants } = await editCup(db);
    const org = callerFor(db, organiser);
    expect((await org.tournament.get({ tournamentId })).viewer.editable).toEqual([
      "name",
      "description",
      "registrationClosesAt",
      "firstRoundAt",
    ]);
    expect((await callerFor(db, entrants[0]).tournament.get({ tournamentId })).viewer.editable).toEqual([]);

    const closes = at(2 * HOUR);
    const first = at(3 * HOUR);
    const publish = vi.spyOn(testBus(db), "publish");
    await expect(
      org.tournament.edit({
        tournamentId,
        name: " Spring Cup ",
        description: "Bring tea.",
        registrationClosesAt: closes,
        firstRoundAt: first,
      }),
    ).resolves.toEqual({ changed: true });
    expect(publish).toHaveBeenCalledWith(tournamentChannel(tournamentId), { tournamentId });
    publish.mockRestore();

    expect(await stored(db, tournamentId)).toMatchObject({
      name: "Spring Cup",
      description: "Bring tea.",
      registrationClosesAt: closes,
      roundStartTimes: [first],
    });
    expect(await jobs(db, tournamentId)).toEqual([
      { key: closeJobKey(tournamentId), runAt: closes, status: "PENDING" },
    ]);
    const notes = await movedNotes(db, tournamentId);
    expectToldExactly(notes, entrants);
    expect(notes[0]!.text).toMatch(
      /^Spring Cup: round 1 now starts at \d{4}-\d\d-\d\d \d\d:\d\d UTC \(it was .* UTC\); registration now closes at \d{4}-\d\d-\d\d \d\d:\d\d UTC \(it was .* UTC\)\.$/,
    );
    const v = await callerFor(db).tournament.get({ tournamentId });
    expect(v).toMatchObject({
      name: "Spring Cup",
      description: "Bring tea.",
      registrationClosesAt: closes.toISOString(),
      firstRoundAt: first.toISOString(),
    });

    // The old close time no longer closes it; the new one does, and round 1 is queued at the new start.
    const ctx = { db, bus: testBus(db) };
    expect(await closeRegistration(ctx, tournamentId, at(HOUR + 60_000))).toEqual({ retryAt: closes });
    expect(await closeRegistration(ctx, tournamentId, closes)).toBe("started");
    expect((await jobs(db, tournamentId)).find((j) => j.key === startRoundJobKey(tournamentId, 1))?.runAt).toEqual(
      first,
    );

    // The same values again: nothing changes, nobody is told twice.
    await expect(org.tournament.edit({ tournamentId, name: "Spring Cup", firstRoundAt: first })).resolves.toEqual({
      changed: false,
    });
    expect(await movedNotes(db, tournamentId)).toHaveLength(2);
  });

  it("moving only the registration close tells every entrant, once each (not the organiser who moved it)", async () => {
    const { db } = t();
    const { tournamentId, organiser, entrants } = await editCup(db);
    const before = (await stored(db, tournamentId)).registrationClosesAt;
    const closes = at(HOUR / 2);
    await expect(
      callerFor(db, organiser).tournament.edit({ tournamentId, registrationClosesAt: closes }),
    ).resolves.toEqual({ changed: true });
    const notes = await movedNotes(db, tournamentId);
    expectToldExactly(notes, entrants);
    const hhmm = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");
    for (const n of notes)
      expect(n.text).toBe(`Edit Cup: registration now closes at ${hhmm(closes)} UTC (it was ${hhmm(before)} UTC).`);
    // The same time again: nobody is told twice.
    await expect(
      callerFor(db, organiser).tournament.edit({ tournamentId, registrationClosesAt: closes }),
    ).resolves.toEqual({ changed: false });
    expect(await movedNotes(db, tournamentId)).toHaveLength(2);
  });

  it("a close job already on its way when the organiser moves the close later does not close registration: it comes back at the new time", async () => {
    const { db } = t();
    const { tournamentId, organiser } = await editCup(db);
    const oldClose = (await stored(db, tournamentId)).registrationClosesAt;
    const later = at(5 * HOUR);
    // The job's first read (before the event's lock) sees the old time; the edit commits before it takes the lock.
    let raced = false;
    const racing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== "tournament" || raced) return Reflect.get(target, prop, receiver) as unknown;
        return new Proxy(target.tournament, {
          get(delegate, name) {
            if (name !== "findUnique" || raced) return Reflect.get(delegate, name) as unknown;
            return async (args: Parameters<typeof delegate.findUnique>[0]) => {
              raced = true;
              const before = await delegate.findUnique(args);
              await callerFor(db, organiser).tournament.edit({
                tournamentId,
                registrationClosesAt: later,
                firstRoundAt: later,
              });
              return before;
            };
          },
        });
      },
    });
    expect(await closeRegistration({ db: racing, bus: testBus(db) }, tournamentId, oldClose)).toEqual({
      retryAt: later,
    });
    expect(raced).toBe(true);
    expect(await stored(db, tournamentId)).toMatchObject({ status: "REGISTRATION", registrationClosesAt: later });
  });

  it("after the close round 1 can still move: its start job moves with it, and runs at the new time only", async () => {
    const { db } = t();
    const { tournamentId, organiser } = await editCup(db);
    const { ctx, closesAt, closed } = await closeWhenDue(db, tournamentId);
    expect(closed).toBe("started");
    const org = callerFor(db, organiser);
    expect((await org.tournament.get({ tournamentId })).viewer.editable).toEqual([
      "name",
      "description",
      "firstRoundAt",
    ]);

    const later = at(5 * HOUR);
    await org.tournament.edit({ tournamentId, firstRoundAt: later });
    const start = (await jobs(db, tournamentId)).filter((j) => j.key?.startsWith("tournament-round-start:"));
    expect(start).toEqual([{ key: startRoundJobKey(tournamentId, 1), runAt: later, status: "PENDING" }]);
    // A start job that fires at the old time comes back at the new one and pairs nothing.
    expect(await startRound(ctx, tournamentId, 1, new Date(closesAt.getTime() + 1000))).toEqual({ retryAt: later });
    expect(await db.tournamentRound.count({ where: { tournamentId } })).toBe(0);

    // The registration close can no longer move.
    const before = await stored(db, tournamentId);
    await expect(org.tournament.edit({ tournamentId, registrationClosesAt: at(4 * HOUR) })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "Registration has closed: its closing time can no longer change.",
    });
    await expect(
      org.tournament.edit({ tournamentId, firstRoundAt: new Date(Date.now() - 60_000) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "The first round must start in the future." });
    expect(await stored(db, tournamentId)).toEqual(before);
  });

  it("refuses a stranger, an entrant, an unknown event, bad times and bad fields, changing nothing", async () => {
    const { db } = t();
    const { tournamentId, organiser, entrants } = await editCup(db);
    const stranger = await createTestUser(db);
    const org = callerFor(db, organiser);
    const before = await stored(db, tournamentId);
    const jobsBefore = await jobs(db, tournamentId);
    await expect(callerFor(db, stranger).tournament.edit({ tournamentId, name: "Mine now" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only the organiser may edit this tournament.",
    });
    await expect(callerFor(db, entrants[0]).tournament.edit({ tournamentId, description: "x" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(callerFor(db).tournament.edit({ tournamentId, description: "x" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(org.tournament.edit({ tournamentId: "no-such-event", name: "Nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "There is no such tournament.",
    });
    // The create form's rules, all of them in one answer.
    const issues = await org.tournament
      .edit({ tournamentId, name: "ab", description: "d".repeat(2001), registrationClosesAt: "soon" as never })
      .catch((e: { cause?: ZodError }) => e.cause?.issues.map((i) => [i.path.join("."), i.message]));
    expect(issues).toEqual([
      ["name", "Give the tournament a name of at least 3 characters."],
      ["description", "At most 2000 characters."],
      ["registrationClosesAt", "Give the date and time registration closes."],
    ]);
    // The create form's schedule checks, on the field they belong to.
    const refused = (input: object, message: string, field: string) =>
      expect(org.tournament.edit({ tournamentId, ...input })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message,
        cause: { details: { field } },
      });
    await refused(
      { registrationClosesAt: new Date(Date.now() - 60_000) },
      "Registration must close in the future.",
      "registrationClosesAt",
    );
    await refused(
      { registrationClosesAt: at(400 * 24 * HOUR), firstRoundAt: at(401 * 24 * HOUR) },
      "Registration must close within a year.",
      "registrationClosesAt",
    );
    await refused(
      { firstRoundAt: new Date(before.registrationClosesAt.getTime() - 60_000) },
      "The first round cannot start before registration closes.",
      "firstRoundAt",
    );
    await refused(
      { registrationClosesAt: at(3 * HOUR) },
      "The first round cannot start before registration closes.",
      "firstRoundAt",
    );
    expect(await stored(db, tournamentId)).toEqual(before);
    expect(await jobs(db, tournamentId)).toEqual(jobsBefore);
    expect(await movedNotes(db, tournamentId)).toHaveLength(0);
  });

  it("once round 1 has started only the description changes; a cancelled event none", async () => {
    const { db } = t();
    const { tournamentId, organiser } = await editCup(db);
    const { ctx, closesAt } = await closeWhenDue(db, tournamentId);
    expect(await startRound(ctx, tournamentId, 1, closesAt)).toBe("started");
    const org = callerFor(db, organiser);
    expect((await org.tournament.get({ tournamentId })).viewer.editable).toEqual(["description"]);

    const before = await stored(db, tournamentId);
    const refusal = {
      code: "PRECONDITION_FAILED",
      message: "Round 1 has started: only the description can be changed now.",
    };
    await expect(org.tournament.edit({ tournamentId, name: "Late Cup", description: "late" })).rejects.toMatchObject(
      refusal,
    );
    await expect(org.tournament.edit({ tournamentId, firstRoundAt: at(9 * HOUR) })).rejects.toMatchObject(refusal);
    expect(await stored(db, tournamentId)).toEqual(before);
    // The unchanged name and time may come with it (the form sends what it shows).
    await expect(
      org.tournament.edit({ tournamentId, name: "Edit Cup", description: "Round 1 is on." }),
    ).resolves.toEqual({ changed: true });
    expect(await stored(db, tournamentId)).toMatchObject({ ...before, description: "Round 1 is on." });

    const other = await editCup(db);
    await callerFor(db, other.organiser).tournament.cancel({ tournamentId: other.tournamentId });
    await expect(
      callerFor(db, other.organiser).tournament.edit({ tournamentId: other.tournamentId, description: "x" }),
    ).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "This tournament was cancelled: it can no longer be edited.",
    });
    expect(
      (await callerFor(db, other.organiser).tournament.get({ tournamentId: other.tournamentId })).viewer.editable,
    ).toEqual([]);
  });

  it("an admin edits someone else's event: the organiser is told of round 1's move and the audit log has the entry", async () => {
    const { db } = t();
    const { tournamentId, organiser, entrants } = await editCup(db);
    const { admin, caller } = await adminCaller(db, "Edit Admin");
    expect((await caller.tournament.get({ tournamentId })).viewer.editable).toHaveLength(4);
    await caller.tournament.edit({ tournamentId, name: "Tidy Cup", firstRoundAt: at(2 * HOUR) });
    expectToldExactly(await movedNotes(db, tournamentId), [organiser, ...entrants]);
    await expectSoleTournamentAudit(caller, tournamentId, {
      action: "tournament.edit",
      actorId: admin.id,
      words: `edited the tournament "Tidy Cup" (formerly "Edit Cup") organised by ${organiser.displayName}: name, round 1 start`,
    });
    // The organiser's own edit is not an admin action.
    await callerFor(db, organiser).tournament.edit({ tournamentId, description: "Mine" });
    expect(await db.auditLog.count({ where: { targetId: tournamentId } })).toBe(1);
  });
});
