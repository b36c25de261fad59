// tournament.cancel: the organiser (or an admin) calls an event off before round 1 starts. Each refusal (no such event,
// a stranger, a started, finished or already cancelled event) changes nothing; a cancel stores who and why where the
// page reads it, tells everyone in the event, reaches open pages, and leaves the event's pending jobs nothing to do.
import { expect, it, vi } from "vitest";
import { adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { closeWhenDue, eventWithEntrants, tournamentInput } from "../../../testing/tournament-input";
import { tournamentChannel } from "../../../tournaments/channel";
import { startRound } from "../../../tournaments/start-round";
import type { Db } from "../../../db/client";
import type { CreateTournamentInput } from "../../../schemas/create-tournament.schema";
import { expectSoleTournamentAudit } from "../../../testing/audit-words";
import { expectToldExactly, notesKeyed } from "../../../testing/event-notes";

const input = (over: Partial<CreateTournamentInput> = {}) =>
  tournamentInput({ name: "Cancel Cup", maxEntrants: 4, ...over });

/** An event by a new organiser with two registered players. */
const cancelCup = (db: Db) => eventWithEntrants(db, 2, input());

const stored = (db: Db, id: string) =>
  db.tournament.findUniqueOrThrow({
    where: { id },
    select: { status: true, cancelledBy: true, cancelReason: true, finishedAt: true },
  });
const cancelNotes = (db: Db, id: string) => notesKeyed(db, "tournament-cancelled:", { href: `/tournaments/${id}` });

/** A refusal changed nothing: the event is as it was `before` (still `status`) and nobody was told. */
async function expectNothingChanged(db: Db, id: string, before: Awaited<ReturnType<typeof stored>>, status: string) {
  expect(await stored(db, id)).toEqual(before);
  expect(before.status).toBe(status);
  expect(await cancelNotes(db, id)).toHaveLength(0);
}

describeWithDatabase("tournament.cancel", (t) => {
  it("the organiser cancels during registration: the reason is shown, the entrants are told, open pages hear of it, a second cancel is refused", async () => {
    const { db } = t();
    const { tournamentId, organiser, entrants } = await cancelCup(db);
    const org = callerFor(db, organiser);
    expect((await org.tournament.get({ tournamentId })).viewer.canCancel).toBe(true);
    expect((await callerFor(db, entrants[0]).tournament.get({ tournamentId })).viewer.canCancel).toBe(false);

    const publish = vi.spyOn(testBus(db), "publish");
    await expect(org.tournament.cancel({ tournamentId, reason: "  The venue is closed.  " })).resolves.toEqual({
      ok: true,
    });
    expect(publish).toHaveBeenCalledWith(tournamentChannel(tournamentId), { tournamentId });
    publish.mockRestore();

    const v = await callerFor(db, entrants[0]).tournament.get({ tournamentId });
    expect(v).toMatchObject({
      status: "cancelled",
      cancelled: { by: "organiser", reason: "The venue is closed." },
      viewer: { canCancel: false, registrationBlocked: "This tournament was cancelled." },
    });
    const notes = await cancelNotes(db, tournamentId);
    expectToldExactly(notes, entrants);
    expect(notes[0]!.text).toBe("Cancel Cup was cancelled by the organiser: The venue is closed.");
    // Its list card says the same.
    expect((await callerFor(db).tournament.list()).finished.find((x) => x.id === tournamentId)?.cancelled).toEqual({
      by: "organiser",
      reason: "The venue is closed.",
    });

    const before = await stored(db, tournamentId);
    await expect(org.tournament.cancel({ tournamentId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This tournament is already cancelled.",
    });
    expect(await stored(db, tournamentId)).toEqual(before);
    expect(await cancelNotes(db, tournamentId)).toHaveLength(2);

    // The registration close due later does nothing.
    const { closed } = await closeWhenDue(db, tournamentId);
    expect(closed).toBe("nothing-to-do");
    expect(await stored(db, tournamentId)).toEqual(before);
  });

  it("refuses a stranger, an unknown event and bad input, changing nothing", async () => {
    const { db } = t();
    const { tournamentId, entrants } = await cancelCup(db);
    const stranger = await createTestUser(db);
    const before = await stored(db, tournamentId);
    await expect(callerFor(db, stranger).tournament.cancel({ tournamentId, reason: "mine now" })).rejects.toMatchObject(
      { code: "FORBIDDEN", message: "Only the organiser may cancel this tournament." },
    );
    await expect(callerFor(db, entrants[0]).tournament.cancel({ tournamentId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(callerFor(db).tournament.cancel({ tournamentId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerFor(db, stranger).tournament.cancel({ tournamentId: "no-such-event" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "There is no such tournament.",
    });
    await expect(callerFor(db, stranger).tournament.cancel({ tournamentId, reason: "x".repeat(201) })).rejects.toThrow(
      "Keep the reason to 200 characters.",
    );
    await expect(callerFor(db, stranger).tournament.cancel({ tournamentId, reason: "two\nlines" })).rejects.toThrow(
      "Use one line of text, without control characters such as tabs or line breaks.",
    );
    await expectNothingChanged(db, tournamentId, before, "REGISTRATION");
  });

  it("after the close and before round 1 it can still be cancelled, and round 1's start then does nothing", async () => {
    const { db } = t();
    const { tournamentId, organiser, entrants } = await cancelCup(db);
    const { ctx, closesAt, closed } = await closeWhenDue(db, tournamentId);
    expect(closed).toBe("started");
    expect((await callerFor(db, organiser).tournament.get({ tournamentId })).viewer.canCancel).toBe(true);

    await callerFor(db, organiser).tournament.cancel({ tournamentId });
    expect(await stored(db, tournamentId)).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "organiser",
      cancelReason: "",
    });
    expectToldExactly(await cancelNotes(db, tournamentId), entrants);
    expect(await startRound(ctx, tournamentId, 1, closesAt)).toBe("nothing-to-do");
    expect(await db.tournamentRound.count({ where: { tournamentId } })).toBe(0);
    expect(await db.tournamentTable.count({ where: { tournamentId } })).toBe(0);
  });

  it("refuses once round 1 has started, changing nothing", async () => {
    const { db } = t();
    const { tournamentId, organiser } = await cancelCup(db);
    const { ctx, closesAt, closed } = await closeWhenDue(db, tournamentId);
    expect(closed).toBe("started");
    expect(await startRound(ctx, tournamentId, 1, closesAt)).toBe("started");
    const { caller: admin } = await adminCaller(db, "Round One Admin");
    expect((await admin.tournament.get({ tournamentId })).viewer.canCancel).toBe(false);

    const before = await stored(db, tournamentId);
    const refusal = {
      code: "PRECONDITION_FAILED",
      message: "Round 1 has started: the tournament can no longer be cancelled.",
    };
    await expect(callerFor(db, organiser).tournament.cancel({ tournamentId })).rejects.toMatchObject(refusal);
    await expect(admin.tournament.cancel({ tournamentId })).rejects.toMatchObject(refusal);
    await expectNothingChanged(db, tournamentId, before, "RUNNING");
  });

  it("an admin cancels someone else's event: the organiser is told and the audit log has the entry", async () => {
    const { db } = t();
    const { tournamentId, organiser, entrants } = await cancelCup(db);
    const { admin, caller } = await adminCaller(db, "Cancel Admin");
    expect((await caller.tournament.get({ tournamentId })).viewer.canCancel).toBe(true);
    await caller.tournament.cancel({ tournamentId, reason: "Spam event" });
    expect(await stored(db, tournamentId)).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "admin",
      cancelReason: "Spam event",
    });
    expectToldExactly(await cancelNotes(db, tournamentId), [organiser, ...entrants]);
    await expectSoleTournamentAudit(caller, tournamentId, {
      action: "tournament.cancel",
      actorId: admin.id,
      words: `cancelled the tournament "Cancel Cup" organised by ${organiser.displayName} (Spam event)`,
    });
    // The organiser's own cancel is not an admin action: no entry.
    const own = await cancelCup(db);
    await callerFor(db, own.organiser).tournament.cancel({ tournamentId: own.tournamentId });
    expect(await db.auditLog.count({ where: { targetId: own.tournamentId } })).toBe(0);
  });

  it("reads an event cancelled before the code was kept from its stored sentence", async () => {
    const { db } = t();
    const { tournamentId } = await cancelCup(db);
    const view = async () => (await callerFor(db).tournament.get({ tournamentId })).cancelled;
    const legacy = (cancelReason: string) =>
      db.tournament.update({
        where: { id: tournamentId },
        data: { status: "CANCELLED", cancelledBy: null, cancelReason },
      });
    await legacy("Cancelled by an admin: Spam event");
    expect(await view()).toEqual({ by: "admin", reason: "Spam event" });
    await legacy("Cancelled by the organiser.");
    expect(await view()).toEqual({ by: "organiser", reason: "" });
    await legacy("Only 1 entrant registered; 4 were needed.");
    expect(await view()).toEqual({ by: "too_few", reason: "" });
  });
});
