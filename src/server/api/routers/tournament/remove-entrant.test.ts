// tournament.removeEntrant: the organiser (or an admin) takes an entrant or a team out before round 1 starts, with a
// reason the removed players read; open pages hear of it. After the close the entrants left are seeded again. Each
// refusal (a stranger, round 1 started, an unknown entrant, too few left, no reason) changes nothing. And an account an
// admin suspends is withdrawn from the events that have not started, and told.
import { expect, it, vi } from "vitest";
import { adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { closeWhenDue, eventWithEntrants, tournamentInput } from "../../../testing/tournament-input";
import { tournamentChannel } from "../../../tournaments/channel";
import { closeRegistration } from "../../../tournaments/close-registration";
import { startRound } from "../../../tournaments/start-round";
import type { Db } from "../../../db/client";
import { auditWords, expectSoleTournamentAudit } from "../../../testing/audit-words";
import { expectToldExactly, notesKeyed } from "../../../testing/event-notes";

/** An event by a new organiser with three registered players. */
const removalCup = (db: Db, over: Parameters<typeof tournamentInput>[0] = {}) =>
  eventWithEntrants(db, 3, tournamentInput({ name: "Removal Cup", maxEntrants: 4, ...over }));

const entrantsOf = (db: Db, id: string) =>
  db.tournamentEntrant.findMany({
    where: { tournamentId: id },
    orderBy: { createdAt: "asc" },
    select: { id: true, userId: true, seed: true },
  });
const removedNotes = (db: Db, id: string) => notesKeyed(db, `tournament-removed:${id}:`);

describeWithDatabase("tournament.removeEntrant", (t) => {
  it("the organiser removes an entrant during registration: the player reads the reason, the count drops on open pages", async () => {
    const { db } = t();
    const { tournamentId, organiser, entrants } = await removalCup(db);
    const org = callerFor(db, organiser);
    expect((await org.tournament.get({ tournamentId })).viewer.canRemoveEntrants).toBe(true);
    expect((await callerFor(db, entrants[0]).tournament.get({ tournamentId })).viewer.canRemoveEntrants).toBe(false);
    const target = (await entrantsOf(db, tournamentId)).find((e) => e.userId === entrants[1].id)!;

    const publish = vi.spyOn(testBus(db), "publish");
    await expect(
      org.tournament.removeEntrant({ tournamentId, entrantId: target.id, reason: "  No-show at the last event.  " }),
    ).resolves.toEqual({ ok: true });
    expect(publish).toHaveBeenCalledWith(tournamentChannel(tournamentId), { tournamentId });
    publish.mockRestore();

    const v = await callerFor(db).tournament.get({ tournamentId });
    expect(v.entrantCount).toBe(2);
    expect(v.entrants.map((e) => e.name)).not.toContain(entrants[1].displayName);
    expect(await removedNotes(db, tournamentId)).toEqual([
      {
        userId: entrants[1].id,
        text: "You were removed from Removal Cup by the organiser: No-show at the last event.",
      },
    ]);
    // They may register again while registration is open (a removal is not a ban).
    await callerFor(db, entrants[1]).tournament.register({ tournamentId });
  });

  it("refuses a stranger, an unknown entrant, no reason and a started event, changing nothing", async () => {
    const { db } = t();
    const { tournamentId, organiser, entrants } = await removalCup(db);
    const org = callerFor(db, organiser);
    const stranger = await createTestUser(db);
    const [first] = await entrantsOf(db, tournamentId);
    const before = await entrantsOf(db, tournamentId);
    await expect(
      callerFor(db, stranger).tournament.removeEntrant({ tournamentId, entrantId: first!.id, reason: "mine" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: "Only the organiser may remove entrants." });
    await expect(
      callerFor(db, entrants[0]).tournament.removeEntrant({ tournamentId, entrantId: first!.id, reason: "x" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      callerFor(db).tournament.removeEntrant({ tournamentId, entrantId: first!.id, reason: "x" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      org.tournament.removeEntrant({ tournamentId, entrantId: "no-such-entrant", reason: "x" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "That player is not registered for this tournament." });
    await expect(
      org.tournament.removeEntrant({ tournamentId: "no-such-event", entrantId: first!.id, reason: "x" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "There is no such tournament." });
    await expect(org.tournament.removeEntrant({ tournamentId, entrantId: first!.id, reason: "   " })).rejects.toThrow(
      "Give a reason: the player reads it.",
    );
    await expect(org.tournament.removeEntrant({ tournamentId, reason: "x" })).rejects.toThrow(
      "Say which entrant or team to remove.",
    );
    expect(await entrantsOf(db, tournamentId)).toEqual(before);

    // Round 1 started: refused, for an admin too.
    const { ctx, closesAt } = await closeWhenDue(db, tournamentId);
    expect(await startRound(ctx, tournamentId, 1, closesAt)).toBe("started");
    const seeded = await entrantsOf(db, tournamentId);
    const refusal = { code: "PRECONDITION_FAILED", message: "Round 1 has started: entrants can no longer be removed." };
    await expect(
      org.tournament.removeEntrant({ tournamentId, entrantId: first!.id, reason: "late" }),
    ).rejects.toMatchObject(refusal);
    const { caller: admin } = await adminCaller(db, "Late Admin");
    await expect(
      admin.tournament.removeEntrant({ tournamentId, entrantId: first!.id, reason: "late" }),
    ).rejects.toMatchObject(refusal);
    expect((await org.tournament.get({ tournamentId })).viewer.canRemoveEntrants).toBe(false);
    expect(await entrantsOf(db, tournamentId)).toEqual(seeded);
    expect(await removedNotes(db, tournamentId)).toHaveLength(0);
  });

  it("after the close and before round 1: the entrants left are seeded again; not below the event's minimum", async () => {
    const { db } = t();
    const { tournamentId, organiser, entrants } = await removalCup(db, { minEntrants: 2 });
    const { ctx, closesAt, closed } = await closeWhenDue(db, tournamentId);
    expect(closed).toBe("started");
    const org = callerFor(db, organiser);
    const [a, b, c] = await entrantsOf(db, tournamentId);
    expect([a!.seed, b!.seed, c!.seed]).toEqual([1, 2, 3]);
    await org.tournament.removeEntrant({ tournamentId, entrantId: a!.id, reason: "Asked to leave." });
    expect(await entrantsOf(db, tournamentId)).toEqual([
      { ...b, seed: 1 },
      { ...c, seed: 2 },
    ]);
    expect((await db.tournament.findUniqueOrThrow({ where: { id: tournamentId } })).totalRounds).toBe(1);

    await expect(org.tournament.removeEntrant({ tournamentId, entrantId: b!.id, reason: "x" })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message:
        "Registration has closed: without them 1 entrant is left and this tournament needs 2. Cancel the tournament instead.",
    });
    expect(await entrantsOf(db, tournamentId)).toHaveLength(2);
    // Round 1 pairs the two left.
    expect(await startRound(ctx, tournamentId, 1, closesAt)).toBe("started");
    expect((await db.tournamentTable.findMany({ where: { tournamentId } })).map((p) => p.sides)).toEqual([
      [b!.id, c!.id],
    ]);
    expect(entrants).toHaveLength(3);
  });

  it("an admin removes a team of a team event: all its players are told, the audit log has the entry", async () => {
    const { db } = t();
    const [o, cap, mate] = await Promise.all([0, 1, 2].map(() => createTestUser(db)));
    const { tournamentId } = await callerFor(db, o!).tournament.create(
      tournamentInput({ name: "Pair Cup", game: "sakura", playersPerTable: 4, teams: "2v2", maxEntrants: 4 }),
    );
    const { teamId } = await callerFor(db, cap!).tournament.registerTeam({
      tournamentId,
      name: "Cranes",
      members: [mate!.email],
    });
    await callerFor(db, mate!).tournament.answerInvite({ tournamentId, teamId, accept: true });
    expect((await callerFor(db).tournament.get({ tournamentId })).entrantCount).toBe(1);

    const { admin, caller } = await adminCaller(db, "Team Admin");
    await expect(
      caller.tournament.removeEntrant({ tournamentId, teamId: "no-such-team", reason: "x" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "That team is not in this tournament." });
    await caller.tournament.removeEntrant({ tournamentId, teamId, reason: "Offensive team name" });
    const v = await callerFor(db).tournament.get({ tournamentId });
    expect(v).toMatchObject({ entrantCount: 0, teams: [] });
    const notes = await removedNotes(db, tournamentId);
    expectToldExactly(notes, [cap!, mate!]);
    expect(notes[0]!.text).toBe("You were removed from Pair Cup by an admin: Offensive team name");
    await expectSoleTournamentAudit(caller, tournamentId, {
      action: "tournament.remove_entrant",
      actorId: admin.id,
      words: `removed team Cranes from the tournament "Pair Cup" organised by ${o!.displayName} (Offensive team name)`,
    });
    // The entry keeps the team's name and that it is a team, and each language says the rest in its own words.
    const [entry] = (await caller.admin.audit({ targetType: "tournament", targetId: tournamentId })).entries;
    expect(entry!.details).toMatchObject({ removed: "Cranes", team: true });
    expect(auditWords("ja")(entry!)).toBe(
      `${o!.displayName}が主催する大会「Pair Cup」からチーム「Cranes」を外しました（Offensive team name）`,
    );
    expect(auditWords("es")(entry!)).toBe(
      `retiró al equipo Cranes del torneo «Pair Cup» organizado por ${o!.displayName} (Offensive team name)`,
    );
    expect(auditWords("ko")(entry!)).toContain("참가자를 뺐습니다: Cranes 팀 (");
  });

  it("a suspended account leaves the events that have not started (and is told), not a started one", async () => {
    const { db } = t();
    const open = await removalCup(db);
    const player = open.entrants[0];
    const started = await removalCup(db);
    await callerFor(db, player)
      .tournament.register({ tournamentId: started.tournamentId })
      .catch(() => undefined);
    const ctx = { db, bus: testBus(db) };
    const closesAt = (await db.tournament.findUniqueOrThrow({ where: { id: started.tournamentId } }))
      .registrationClosesAt;
    await closeRegistration(ctx, started.tournamentId, closesAt);
    await startRound(ctx, started.tournamentId, 1, closesAt);
    const startedBefore = await entrantsOf(db, started.tournamentId);
    expect(startedBefore.some((e) => e.userId === player.id)).toBe(true);

    const { caller } = await adminCaller(db, "Suspending Admin");
    await caller.admin.suspend({ userId: player.id, reason: "abuse" });
    expect((await entrantsOf(db, open.tournamentId)).map((e) => e.userId)).not.toContain(player.id);
    expect(await entrantsOf(db, started.tournamentId)).toEqual(startedBefore);
    const told = await db.notification.findMany({
      where: { userId: player.id, key: { startsWith: "tournament-suspended:" } },
      select: { text: true, href: true },
    });
    expect(told).toEqual([
      {
        text: "You were withdrawn from Removal Cup: your account was suspended.",
        href: `/tournaments/${open.tournamentId}`,
      },
    ]);
  });

  it("a suspended team member leaves their team (no longer an entrant, the captain told); a suspended captain's team withdraws", async () => {
    const { db } = t();
    const [o, cap, mate, cap2, mate2] = await Promise.all([0, 1, 2, 3, 4].map(() => createTestUser(db)));
    const { tournamentId } = await callerFor(db, o!).tournament.create(
      tournamentInput({ name: "Pair Cup", game: "sakura", playersPerTable: 4, teams: "2v2", maxEntrants: 4 }),
    );
    for (const [c, m, name] of [
      [cap, mate, "Cranes"],
      [cap2, mate2, "Herons"],
    ] as const) {
      const { teamId } = await callerFor(db, c!).tournament.registerTeam({ tournamentId, name, members: [m!.email] });
      await callerFor(db, m!).tournament.answerInvite({ tournamentId, teamId, accept: true });
    }
    expect((await callerFor(db).tournament.get({ tournamentId })).entrantCount).toBe(2);
    const { caller } = await adminCaller(db, "Team Suspender");

    await caller.admin.suspend({ userId: mate!.id });
    let v = await callerFor(db).tournament.get({ tournamentId });
    expect(v.entrants.map((e) => e.name)).toEqual(["Herons"]);
    expect(v.teams.find((x) => x.name === "Cranes")).toMatchObject({ complete: false, members: [{ id: cap!.id }] });
    const captainTold = await db.notification.findMany({
      where: { userId: cap!.id, key: { startsWith: "team-left:" } },
      select: { text: true },
    });
    expect(captainTold).toEqual([
      { text: `${mate!.displayName} is no longer in team Cranes in Pair Cup: invite another player.` },
    ]);

    await caller.admin.suspend({ userId: cap2!.id });
    v = await callerFor(db).tournament.get({ tournamentId });
    expect(v.teams.map((x) => x.name)).toEqual(["Cranes"]);
    expect(
      await db.notification.count({ where: { userId: mate2!.id, text: "Team Herons has withdrawn from Pair Cup." } }),
    ).toBe(1);
  });
});
