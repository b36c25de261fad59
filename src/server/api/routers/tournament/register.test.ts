// tournament.create / register / withdraw / registerTeam / answerInvite / feature / list: the refusals with their
// messages (state unchanged), and the registration close cancelling an event with too few entrants.
import { expect, it } from "vitest";
import type { DomainError } from "../../../errors";
import { expectAdminOnly, adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { tournamentInput } from "../../../testing/tournament-input";
import { closeRegistration } from "../../../tournaments/close-registration";

const S = 1000;

const input = tournamentInput;

describeWithDatabase("tournament registration", (t) => {
  it("create refuses what cannot be played, field by field, and pins the default preset", async () => {
    const { db } = t();
    const org = callerFor(db, await createTestUser(db));
    await expect(org.tournament.create(input({ game: "judge" }))).rejects.toThrow(/Judge is played live/);
    await expect(
      org.tournament.create(input({ registrationClosesAt: new Date(Date.now() - S) })),
    ).rejects.toMatchObject({
      message: "Registration must close in the future.",
      cause: { details: { field: "registrationClosesAt" } },
    });
    await expect(org.tournament.create(input({ format: "round_robin", maxEntrants: 20 }))).rejects.toThrow(
      /at most 16 entrants/,
    );
    await expect(
      org.tournament.create(input({ format: "elimination", playersPerTable: 3, minEntrants: 4, maxEntrants: 4 })),
    ).rejects.toThrow(/cannot seat 4 entrants/);
    await expect(org.tournament.create(input({ game: "mushi", playersPerTable: 3 }))).rejects.toMatchObject({
      cause: { details: { field: "playersPerTable" } },
    });
    // Rounds per game in the form's words, not the engine's 'Option "rounds" must be …; got 0.'
    await expect(org.tournament.create(input({ game: "sakura", roundsPerGame: 0 }))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Rounds per game: choose a whole number from 1 to 120, or leave it blank for the house rules' own.",
      cause: { details: { field: "roundsPerGame" } },
    });
    await expect(
      org.tournament.create(input({ game: "sfj", playersPerTable: 3, roundsPerGame: 7 })),
    ).rejects.toMatchObject({
      message: "Rounds per game: choose 12 rounds (a year) or 6 rounds (half a year).",
      cause: { details: { field: "roundsPerGame" } },
    });
    // The choices in the reader's language, listed with its own "or": not the engine's English labels joined by ", ".
    const refusal = await org.tournament.create(input({ game: "sfj", playersPerTable: 3, roundsPerGame: 7 })).then(
      () => expect.unreachable("created"),
      (e: { cause: DomainError }) => e.cause,
    );
    expect(refusal.textIn("ja")).toBe("1ゲームの局数：12局（1年）または6局（半年）を選んでください。");
    await expect(callerFor(db, null).tournament.create(input())).rejects.toThrow(/sign in/);
    const { tournamentId } = await org.tournament.create(input());
    const v = await org.tournament.get({ tournamentId });
    expect(v).toMatchObject({
      status: "registration",
      preset: { slug: "standard", title: "Standard rules", version: 1 },
      viewer: { isOrganiser: true, registered: false, registrationBlocked: null },
    });
    // How every game of the event ends, from its options (the page says it in the reader's language).
    const six = await org.tournament.create(input({ game: "sakura", roundsPerGame: 6 }));
    expect((await org.tournament.get(six)).end).toEqual({ kind: "rounds", rounds: 6 });
  });

  it("create refuses house rules that refuse the event's tables in the reader's words, and stores nothing", async () => {
    const { db } = t();
    const { caller: admin } = await adminCaller(db);
    const before = await db.tournament.count();
    const oibana = await admin.admin.presets.create({ game: "sakura", title: "Oi-bana", options: { oibana: "on" } });
    const organiser = await createTestUser(db);
    const inJapanese = callerFor(db, organiser, { localeSources: { acceptLanguage: "ja" } });
    const inFrench = callerFor(db, organiser, { localeSources: { acceptLanguage: "fr" } });
    const sakura = { game: "sakura" as const, presetId: oibana.id };
    await expect(inFrench.tournament.create(input({ ...sakura, playersPerTable: 2 }))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "L’Oi-bana se joue de 3 à 6 joueurs.",
      cause: { details: { field: "playersPerTable" } },
    });
    await expect(inJapanese.tournament.create(input({ ...sakura, playersPerTable: 2 }))).rejects.toMatchObject({
      message: "追い花は3〜6人で遊びます。",
    });
    // Tables of four seated as two teams of two: the event's teams refuse the preset's Oi-bana.
    const teams = await inJapanese.tournament
      .create(input({ ...sakura, playersPerTable: 4, teams: "2v2", minEntrants: 2, maxEntrants: 4 }))
      .then(
        () => expect.unreachable("created"),
        (e: { message: string; cause: DomainError }) => e,
      );
    expect(teams.message).toBe("追い花はチームなしの個人戦です。");
    expect(teams.cause.message).toBe("Oi-bana is played individually, without teams.");
    expect(teams.cause.textIn("fr")).toBe("L’Oi-bana se joue en individuel, sans équipes.");
    expect(await db.tournament.count()).toBe(before);
  });

  it("register, withdraw and register again; full; not registered; closed after the close; too few entrants cancel the event", async () => {
    const { db } = t();
    const [o, a, b, c, d] = await Promise.all([0, 1, 2, 3, 4].map(() => createTestUser(db)));
    const { tournamentId } = await callerFor(db, o!).tournament.create(input({ minEntrants: 3 }));
    await callerFor(db, a!).tournament.register({ tournamentId });
    await callerFor(db, a!).tournament.withdraw({ tournamentId });
    await expect(callerFor(db, a!).tournament.withdraw({ tournamentId })).rejects.toThrow("You are not registered.");
    for (const u of [a, b, c]) await callerFor(db, u!).tournament.register({ tournamentId });
    await expect(callerFor(db, d!).tournament.register({ tournamentId })).rejects.toThrow(
      "The tournament is full: 3 entrants have registered.",
    );
    expect((await callerFor(db, d!).tournament.get({ tournamentId })).entrants).toHaveLength(3);
    await callerFor(db, c!).tournament.withdraw({ tournamentId });

    // The close finds two of the three needed: cancelled, everyone told.
    const closesAt = (await db.tournament.findUniqueOrThrow({ where: { id: tournamentId } })).registrationClosesAt;
    const ctx = { db, bus: testBus(db) };
    expect(await closeRegistration(ctx, tournamentId, new Date(closesAt.getTime() - S))).toEqual({ retryAt: closesAt });
    expect(await closeRegistration(ctx, tournamentId, closesAt)).toBe("cancelled");
    expect(await closeRegistration(ctx, tournamentId, closesAt)).toBe("nothing-to-do");
    const v = await callerFor(db, a!).tournament.get({ tournamentId });
    expect(v).toMatchObject({
      status: "cancelled",
      cancelled: { by: "too_few", reason: "" },
      entrantCount: 2,
      minEntrants: 3,
    });
    expect(
      await db.notification.count({
        where: { userId: { in: [o!.id, a!.id, b!.id] }, kind: "tournament", text: { contains: "cancelled" } },
      }),
    ).toBe(3);
    await expect(callerFor(db, d!).tournament.register({ tournamentId })).rejects.toThrow(
      "This tournament was cancelled.",
    );
    const lists = await callerFor(db, null).tournament.list();
    expect(lists.finished.map((x) => x.id)).toContain(tournamentId);
  });

  it("Sakura teams: a captain names the players, invitations are accepted or declined, the team enters when complete and leaves when a member does", async () => {
    const { db } = t();
    const [cap, mate, other, stranger] = await Promise.all([0, 1, 2, 3].map(() => createTestUser(db)));
    const { tournamentId } = await callerFor(db, cap!).tournament.create(
      input({ game: "sakura", playersPerTable: 4, teams: "2v2", maxEntrants: 4 }),
    );
    await expect(
      callerFor(db, cap!).tournament.registerTeam({ tournamentId, name: "Pines", members: ["nobody at all"] }),
    ).rejects.toThrow('There is no player called "nobody at all".');
    await expect(
      callerFor(db, cap!).tournament.registerTeam({
        tournamentId,
        name: "Pines",
        members: [mate!.displayName, other!.displayName],
      }),
    ).rejects.toThrow("A team has 2 players: name 1 besides yourself.");
    const { teamId } = await callerFor(db, cap!).tournament.registerTeam({
      tournamentId,
      name: "Pines",
      members: [mate!.email],
    });
    expect(await db.notification.count({ where: { userId: mate!.id, kind: "team_invite" } })).toBe(1);
    await expect(
      callerFor(db, stranger!).tournament.answerInvite({ tournamentId, teamId, accept: true }),
    ).rejects.toThrow("You have no invitation from this team.");

    // Declined: the place is free again; a second invitation is accepted and the team enters.
    await callerFor(db, mate!).tournament.answerInvite({ tournamentId, teamId, accept: false });
    let v = await callerFor(db, cap!).tournament.get({ tournamentId });
    expect(v.teams[0]!.members.map((m) => m.id)).toEqual([cap!.id]);
    expect(v.entrants).toHaveLength(0);
    await db.tournamentTeamMember.create({ data: { teamId, tournamentId, userId: other!.id, status: "INVITED" } });
    await callerFor(db, other!).tournament.answerInvite({ tournamentId, teamId, accept: true });
    v = await callerFor(db, other!).tournament.get({ tournamentId });
    expect(v.entrants.map((e) => e.name)).toEqual(["Pines"]);
    expect(v.viewer).toMatchObject({ registered: true, teamId, isCaptain: false, canWithdraw: true });
    await expect(
      callerFor(db, other!).tournament.registerTeam({ tournamentId, name: "Oaks", members: [stranger!.displayName] }),
    ).rejects.toThrow("You are already in a team of this tournament.");

    // A member leaves: the team is incomplete again and no longer an entrant; the captain withdraws it whole.
    await callerFor(db, other!).tournament.withdraw({ tournamentId });
    expect((await callerFor(db, cap!).tournament.get({ tournamentId })).entrants).toHaveLength(0);
    await callerFor(db, cap!).tournament.withdraw({ tournamentId });
    expect((await callerFor(db, cap!).tournament.get({ tournamentId })).teams).toHaveLength(0);
    await expect(callerFor(db, cap!).tournament.register({ tournamentId })).rejects.toThrow(/team event/);
  });

  it("only admins feature an event, and featured events are listed first", async () => {
    const { db } = t();
    const org = callerFor(db, await createTestUser(db));
    const first = await org.tournament.create(input({ name: "First" }));
    const second = await org.tournament.create(
      input({
        name: "Second",
        registrationClosesAt: new Date(Date.now() + 7200 * S),
        roundStartTimes: [new Date(Date.now() + 7200 * S)],
      }),
    );
    await expectAdminOnly(db, (caller) =>
      caller.tournament.feature({ tournamentId: second.tournamentId, featured: true }),
    );
    const { caller: admin } = await adminCaller(db);
    await admin.tournament.feature({ tournamentId: second.tournamentId, featured: true });
    const ids = (await org.tournament.list()).upcoming.map((x) => x.id);
    expect(ids.indexOf(second.tournamentId)).toBeLessThan(ids.indexOf(first.tournamentId));
    await expect(admin.tournament.feature({ tournamentId: "nope", featured: true })).rejects.toThrow(
      "There is no such tournament.",
    );
  });
});
