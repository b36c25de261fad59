// tournament.joinWaitingList / leaveWaitingList: a full individual event's waiting list. Joining and leaving with the
// refusals (state unchanged); the first waiting takes a freed place, in order, on each path that frees one (a
// withdrawal, the organiser's removal, an admin's suspension) and is told; the close tells those still waiting and
// empties the list; and (PostgreSQL server only) concurrent withdrawals, joins and registrations never pass the cap.
import { expect, it } from "vitest";
import { errorText } from "../../../errors";
import type { Db } from "../../../db/client";
import { adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase, describeWithServerDatabase } from "../../../testing/database";
import { notificationWords } from "../../../i18n/notification-words";
import { closeWhenDue, tournamentInput } from "../../../testing/tournament-input";

type User = Awaited<ReturnType<typeof createTestUser>>;

async function users(db: Db, n: number): Promise<User[]> {
  const out: User[] = [];
  for (let i = 0; i < n; i++) out.push(await createTestUser(db));
  return out;
}

/** A "Waiting Cup" with as many places as `entrants` (unless `over` says otherwise), registered, by a new organiser. */
async function fullEvent(db: Db, entrants: User[], over: Parameters<typeof tournamentInput>[0] = {}) {
  const organiser = await createTestUser(db);
  const { tournamentId } = await callerFor(db, organiser).tournament.create(
    tournamentInput({ name: "Waiting Cup", minEntrants: 2, maxEntrants: entrants.length, ...over }),
  );
  for (const u of entrants) await callerFor(db, u).tournament.register({ tournamentId });
  return { tournamentId, organiser };
}

const waitingIds = async (db: Db, tournamentId: string) =>
  (
    await db.tournamentWaitingListEntry.findMany({
      where: { tournamentId },
      orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
      select: { userId: true },
    })
  ).map((w) => w.userId);
const entrantIds = async (db: Db, tournamentId: string) =>
  (
    await db.tournamentEntrant.findMany({
      where: { tournamentId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { userId: true },
    })
  ).map((e) => e.userId);
const promotedNotes = (db: Db, tournamentId: string) =>
  db.notification.findMany({
    where: { key: { startsWith: `waiting-promoted:${tournamentId}:` } },
    orderBy: { createdAt: "asc" },
    select: { userId: true, text: true, href: true },
  });

describeWithDatabase("tournament waiting list", (t) => {
  it("join and leave a full event's list, with its position, the count for everyone and the names for the organiser", async () => {
    const { db } = t();
    const [a, b, c, d, stranger] = await users(db, 5);
    const { tournamentId, organiser } = await fullEvent(db, [a!], { maxEntrants: 2 });
    // Not full yet: register instead.
    await expect(callerFor(db, c!).tournament.joinWaitingList({ tournamentId })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "There are places left: register instead.",
    });
    expect((await callerFor(db, c!).tournament.get({ tournamentId })).viewer.waitingListBlocked).toBe(
      "There are places left: register instead.",
    );
    await callerFor(db, b!).tournament.register({ tournamentId });

    expect((await callerFor(db, c!).tournament.get({ tournamentId })).viewer).toMatchObject({
      registrationBlocked: "The tournament is full: 2 entrants have registered.",
      waitingListBlocked: null,
      waitingPosition: null,
    });
    // Said in the viewer's language (a German page once showed this line in English).
    expect(
      (await callerFor(db, c!, { localeSources: { acceptLanguage: "de-DE" } }).tournament.get({ tournamentId })).viewer
        .registrationBlocked,
    ).toBe(errorText("de", "tournamentFullEntrants", { count: 2 }));
    expect(errorText("de", "tournamentFullEntrants", { count: 2 })).not.toMatch(/full/);
    await expect(callerFor(db, c!).tournament.joinWaitingList({ tournamentId })).resolves.toEqual({ position: 1 });
    await expect(callerFor(db, d!).tournament.joinWaitingList({ tournamentId })).resolves.toEqual({ position: 2 });

    const seenByD = await callerFor(db, d!).tournament.get({ tournamentId });
    expect(seenByD).toMatchObject({
      waitingCount: 2,
      waitingList: null,
      viewer: { waitingPosition: 2, waitingListBlocked: "You are already on the waiting list." },
    });
    const seenByAnyone = await callerFor(db).tournament.get({ tournamentId });
    expect(seenByAnyone).toMatchObject({ waitingCount: 2, waitingList: null, viewer: { waitingPosition: null } });
    // The tournaments list's card counts them too ("Full · 2 waiting").
    expect((await callerFor(db).tournament.list()).upcoming.find((x) => x.id === tournamentId)).toMatchObject({
      entrantCount: 2,
      maxEntrants: 2,
      waitingCount: 2,
    });
    expect((await callerFor(db, organiser).tournament.get({ tournamentId })).waitingList).toEqual([
      { id: c!.id, displayName: c!.displayName },
      { id: d!.id, displayName: d!.displayName },
    ]);

    // Refusals change nothing.
    await expect(callerFor(db, c!).tournament.joinWaitingList({ tournamentId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You are already on the waiting list.",
    });
    await expect(callerFor(db, a!).tournament.joinWaitingList({ tournamentId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You are already registered.",
    });
    await expect(callerFor(db).tournament.joinWaitingList({ tournamentId })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(
      callerFor(db, stranger!).tournament.joinWaitingList({ tournamentId: "no-such-event" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "There is no such tournament." });
    await expect(callerFor(db, stranger!).tournament.leaveWaitingList({ tournamentId })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "You are not on the waiting list.",
    });
    await expect(callerFor(db, stranger!).tournament.joinWaitingList({ tournamentId: " " })).rejects.toThrow(
      "There is no such tournament.",
    );
    expect(await waitingIds(db, tournamentId)).toEqual([c!.id, d!.id]);
    expect(await entrantIds(db, tournamentId)).toEqual([a!.id, b!.id]);

    // Leaving: the next moves up.
    await expect(callerFor(db, c!).tournament.leaveWaitingList({ tournamentId })).resolves.toEqual({ ok: true });
    expect((await callerFor(db, d!).tournament.get({ tournamentId })).viewer.waitingPosition).toBe(1);
    expect(await waitingIds(db, tournamentId)).toEqual([d!.id]);
  });

  it("refuses a team event, a suspended account and a closed event", async () => {
    const { db } = t();
    const [cap, mate, a, b, c] = await users(db, 5);
    const team = await callerFor(db, cap!).tournament.create(
      tournamentInput({ game: "sakura", playersPerTable: 4, teams: "2v2", maxEntrants: 4 }),
    );
    await expect(callerFor(db, mate!).tournament.joinWaitingList({ tournamentId: team.tournamentId })).rejects.toThrow(
      "Team events have no waiting list.",
    );
    expect(
      (await callerFor(db, mate!).tournament.get({ tournamentId: team.tournamentId })).viewer.waitingListBlocked,
    ).toBe("Team events have no waiting list.");

    const { tournamentId } = await fullEvent(db, [a!, b!]);
    await db.user.update({ where: { id: c!.id }, data: { status: "SUSPENDED" } });
    await expect(callerFor(db, c!).tournament.joinWaitingList({ tournamentId })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Your account is suspended: you cannot join a waiting list.",
    });
    expect(await waitingIds(db, tournamentId)).toEqual([]);

    const { closed } = await closeWhenDue(db, tournamentId);
    expect(closed).toBe("started");
    const late = await createTestUser(db);
    await expect(callerFor(db, late).tournament.joinWaitingList({ tournamentId })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "Registration is closed: the waiting list is closed too.",
    });
    expect(await waitingIds(db, tournamentId)).toEqual([]);
  });

  it("a freed place goes to the first waiting, in order, on each path: a withdrawal, the organiser's removal, a suspension", async () => {
    const { db } = t();
    const [a, b, c, d, e, f] = await users(db, 6);
    const { tournamentId, organiser } = await fullEvent(db, [a!, b!]);
    for (const u of [c, d, e, f]) await callerFor(db, u!).tournament.joinWaitingList({ tournamentId });
    const href = `/tournaments/${tournamentId}`;
    const text = "A place opened in Waiting Cup: you are entered.";

    // A withdrawal: c (1st) takes a's place.
    await callerFor(db, a!).tournament.withdraw({ tournamentId });
    expect(await entrantIds(db, tournamentId)).toEqual([b!.id, c!.id]);
    expect(await waitingIds(db, tournamentId)).toEqual([d!.id, e!.id, f!.id]);
    expect(await promotedNotes(db, tournamentId)).toEqual([{ userId: c!.id, text, href }]);
    expect((await callerFor(db, c!).tournament.get({ tournamentId })).viewer).toMatchObject({
      registered: true,
      waitingPosition: null,
    });

    // The organiser removes b: d takes the place.
    const bEntrant = await db.tournamentEntrant.findFirstOrThrow({ where: { tournamentId, userId: b!.id } });
    await callerFor(db, organiser).tournament.removeEntrant({
      tournamentId,
      entrantId: bEntrant.id,
      reason: "No-show",
    });
    expect(await entrantIds(db, tournamentId)).toEqual([c!.id, d!.id]);
    expect(await waitingIds(db, tournamentId)).toEqual([e!.id, f!.id]);

    // An admin suspends e (waiting: off the list, told) and then c (an entrant): f, next, takes c's place.
    const { caller: admin } = await adminCaller(db, "Waiting Admin");
    await admin.admin.suspend({ userId: e!.id, reason: "abuse" });
    expect(await waitingIds(db, tournamentId)).toEqual([f!.id]);
    expect(
      await db.notification.findMany({
        where: { userId: e!.id, key: { startsWith: "tournament-suspended:" } },
        select: { text: true },
      }),
    ).toEqual([{ text: "You were taken off the waiting list of Waiting Cup: your account was suspended." }]);
    // Stored with a catalog key: the English words what was stored; Japanese names the event in Japanese words.
    const keyed = await db.notification.findMany({
      where: { userId: { in: [c!.id, e!.id] }, textKey: { not: null } },
      select: { text: true, textKey: true, textParams: true },
    });
    expect(keyed.map((n) => n.textKey).sort()).toEqual(["suspendedOffWaitingList", "waitingPromoted"]);
    for (const n of keyed) {
      expect(notificationWords("en")(n)).toBe(n.text);
      expect(notificationWords("ja")(n)).toMatch(/Waiting Cup.*(キャンセル待ち|空き)/);
    }
    await admin.admin.suspend({ userId: c!.id, reason: "abuse" });
    expect(await entrantIds(db, tournamentId)).toEqual([d!.id, f!.id]);
    expect(await waitingIds(db, tournamentId)).toEqual([]);
    expect((await promotedNotes(db, tournamentId)).map((n) => n.userId)).toEqual([c!.id, d!.id, f!.id]);

    // Nobody waiting: the next freed place stays free for anyone to register.
    await callerFor(db, d!).tournament.withdraw({ tournamentId });
    expect(await entrantIds(db, tournamentId)).toEqual([f!.id]);
    expect((await callerFor(db, a!).tournament.get({ tournamentId })).viewer.registrationBlocked).toBeNull();
  });

  it("the close tells those still waiting that no place came and empties the list; a cancel tells them too", async () => {
    const { db } = t();
    const [a, b, c, d, e, f, g] = await users(db, 7);
    const { tournamentId, organiser } = await fullEvent(db, [a!, b!]);
    for (const u of [c, d]) await callerFor(db, u!).tournament.joinWaitingList({ tournamentId });
    const { closed } = await closeWhenDue(db, tournamentId);
    expect(closed).toBe("started");
    expect(await waitingIds(db, tournamentId)).toEqual([]);
    const told = await db.notification.findMany({
      where: { key: { startsWith: `waiting-closed:${tournamentId}:` } },
      orderBy: { userId: "asc" },
      select: { userId: true, text: true },
    });
    const text = "Registration for Waiting Cup has closed: no place became free for you on the waiting list.";
    expect(told).toEqual(
      [c!, d!].map((u) => ({ userId: u.id, text })).sort((x, y) => x.userId.localeCompare(y.userId)),
    );
    expect((await callerFor(db, c!).tournament.get({ tournamentId })).waitingCount).toBe(0);
    expect(await entrantIds(db, tournamentId)).toEqual([a!.id, b!.id]);
    // The entrants were not told they missed a place.
    expect(
      await db.notification.count({
        where: { userId: { in: [a!.id, b!.id, organiser.id] }, key: { startsWith: "waiting-closed:" } },
      }),
    ).toBe(0);

    const other = await fullEvent(db, [e!, f!]);
    await callerFor(db, g!).tournament.joinWaitingList({ tournamentId: other.tournamentId });
    await callerFor(db, other.organiser).tournament.cancel({ tournamentId: other.tournamentId, reason: "Rain" });
    expect(await waitingIds(db, other.tournamentId)).toEqual([]);
    expect(
      await db.notification.findMany({
        where: { userId: g!.id, key: { startsWith: "tournament-cancelled:" } },
        select: { text: true },
      }),
    ).toEqual([{ text: "Waiting Cup was cancelled by the organiser: Rain" }]);
  });
});

describeWithServerDatabase("tournament waiting list under concurrency", (t) => {
  it("concurrent withdrawals, joins, leaves and registrations never take the entrants past the cap, and places go in list order", async () => {
    const { db } = t();
    const entrants = await users(db, 4);
    const waiting = await users(db, 6);
    const late = await users(db, 4);
    const { tournamentId } = await fullEvent(db, entrants);
    for (const u of waiting) await callerFor(db, u).tournament.joinWaitingList({ tournamentId });

    const calls: Promise<unknown>[] = [
      ...entrants.slice(0, 3).map((u) => callerFor(db, u).tournament.withdraw({ tournamentId })),
      ...late.slice(0, 2).map((u) => callerFor(db, u).tournament.joinWaitingList({ tournamentId })),
      ...late.slice(2).map((u) => callerFor(db, u).tournament.register({ tournamentId })),
      callerFor(db, waiting[5]!).tournament.leaveWaitingList({ tournamentId }),
    ];
    const outcomes = await Promise.allSettled(calls);
    // Every withdrawal and the leave succeed; a late register finds the event full (a place never stays free while
    // someone waits); a late join either waits or, never here, finds a place.
    expect(outcomes.slice(0, 3).every((o) => o.status === "fulfilled")).toBe(true);
    expect(outcomes[7]!.status).toBe("fulfilled");
    for (const o of outcomes.slice(5, 7))
      expect(o).toMatchObject({
        status: "rejected",
        reason: { message: "The tournament is full: 4 entrants have registered." },
      });

    const now = await entrantIds(db, tournamentId);
    expect(now).toHaveLength(4);
    expect(now).toEqual([entrants[3]!.id, ...waiting.slice(0, 3).map((u) => u.id)]);
    const rest = await waitingIds(db, tournamentId);
    expect(rest.slice(0, 2)).toEqual([waiting[3]!.id, waiting[4]!.id]);
    expect(new Set(rest.slice(2))).toEqual(new Set(late.slice(0, 2).map((u) => u.id)));
  });
});
