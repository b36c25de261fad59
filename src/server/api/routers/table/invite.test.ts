// Invitations (a challenge from a player's page, table.invite from the waiting room, table.declineInvitation,
// table.withdrawInvitation): the invited player's notification, the private table opening for them, join, decline,
// withdrawal, and every refusal changing nothing.
import { afterEach, expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { expectRefusals } from "../../../testing/refusals";
import { tableInput } from "../../../testing/play";
import { startOfAWindowWithRoom } from "../../../testing/rate-window";
import { invitationLimit } from "../../../games/table-invitations";
import { displayNameKey } from "../../../accounts/display-name-key";
import type { Db } from "../../../db/client";

/** A bot's account (the random level), named `name`. */
const botAccount = (db: Db, name: string) =>
  db.user.create({
    data: {
      email: `bot-${Date.now()}-${Math.random()}@bots.test`,
      displayName: name,
      displayNameKey: displayNameKey(name),
      botLevel: "random",
    },
  });

describeWithDatabase("table invitations", (t) => {
  const base = tableInput({ visibility: "PRIVATE" });
  afterEach(() => {
    delete process.env.RATE_LIMIT_INVITATIONS_PER_HOUR;
  });

  async function people() {
    const { db } = t();
    const aoi = await createTestUser(db, { displayName: "Aoi" });
    const ren = await createTestUser(db, { displayName: "Ren" });
    return { db, aoi, ren, asAoi: callerFor(db, aoi), asRen: callerFor(db, ren) };
  }
  /** Aoi's public table with a seat kept for Ren, and Mei, who is not invited. */
  async function publicTableInvitingRen() {
    const { db, ren, asAoi, asRen } = await people();
    const asMei = callerFor(db, await createTestUser(db, { displayName: "Mei" }));
    const { tableId } = await asAoi.table.create({ ...base, visibility: "PUBLIC", invite: [ren.id] });
    return { db, ren, asAoi, asRen, asMei, tableId };
  }
  const notesOf = (db: ReturnType<typeof t>["db"], userId: string) =>
    db.notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  const snapshot = async (db: ReturnType<typeof t>["db"], ...userIds: string[]) => ({
    tables: await db.table.count({ where: { creatorId: { in: userIds } } }),
    invitations: await db.tableInvitation.count({
      where: { OR: [{ inviterId: { in: userIds } }, { inviteeId: { in: userIds } }] },
    }),
    notes: await db.notification.count({ where: { userId: { in: userIds } } }),
  });

  it("a challenge: the private table is created, Ren is notified with its invite link, sees it, joins, and the game starts", async () => {
    const { db, aoi, ren, asAoi, asRen } = await people();
    const { tableId, inviteCode } = await asAoi.table.create({ ...base, invite: [ren.id] });
    const [note] = await notesOf(db, ren.id);
    expect(note).toMatchObject({
      kind: "invitation",
      text: "Aoi invites you to a game of Sakura",
      href: `/table/${tableId}?invite=${inviteCode}`,
      readAt: null,
    });
    // The creator sees who is invited; Ren sees the private table without the code, who invited him, and can join.
    expect((await asAoi.table.get({ tableId })).invited).toEqual([{ id: ren.id, displayName: "Ren" }]);
    const seen = await asRen.table.get({ tableId });
    expect(seen).toMatchObject({ invitedBy: { id: aoi.id, displayName: "Aoi" }, canJoin: true, inviteCode });
    expect(seen.invited).toBeUndefined();
    // A stranger still needs the link.
    const stranger = await createTestUser(db);
    await expect(callerFor(db, stranger).table.get({ tableId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const joined = await asRen.table.join({ tableId, inviteCode: seen.inviteCode! });
    expect(joined).toMatchObject({ status: "PLAYING", mySeat: 1 });
    expect(joined.gameId).toEqual(expect.any(String));
    expect((await asAoi.table.get({ tableId })).invited).toBeUndefined();
  });

  it("the invitation is shown until the invitee sits down", async () => {
    const { db, ren, asAoi, asRen } = await people();
    const { tableId } = await asAoi.table.create({ ...base, game: "sfj", playerCount: 3, invite: [ren.id] });
    await asRen.table.join({ tableId, inviteCode: (await asRen.table.get({ tableId })).inviteCode! });
    const view = await asAoi.table.get({ tableId });
    expect(view.invited).toEqual([]);
    expect((await asRen.table.get({ tableId })).invitedBy).toBeUndefined();
    expect(await db.notification.count({ where: { userId: ren.id } })).toBe(1);
  });

  it("declining removes the invitation and tells the creator", async () => {
    const { db, aoi, ren, asAoi, asRen } = await people();
    const { tableId } = await asAoi.table.create({ ...base, invite: [ren.id] });
    await expect(asRen.table.declineInvitation({ tableId })).resolves.toEqual({ ok: true });
    expect(await notesOf(db, aoi.id)).toEqual([
      expect.objectContaining({
        kind: "invitation_declined",
        text: "Ren declined your invitation to a game of Sakura",
        href: `/table/${tableId}`,
      }),
    ]);
    expect((await asAoi.table.get({ tableId })).invited).toEqual([]);
    await expect(asRen.table.get({ tableId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    // Twice: nothing left to decline, nothing more told.
    await expect(asRen.table.declineInvitation({ tableId })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You have no invitation to this table waiting.",
    });
    expect(await db.notification.count({ where: { userId: aoi.id } })).toBe(1);
  });

  it("table.invite: the creator invites more players from the waiting room", async () => {
    const { db, ren, asAoi } = await people();
    const kai = await createTestUser(db, { displayName: "Kai" });
    const { tableId } = await asAoi.table.create({
      ...base,
      game: "sfj",
      playerCount: 3,
      visibility: "PUBLIC",
      invite: [ren.id],
    });
    await expect(asAoi.table.invite({ tableId, userIds: [kai.id] })).resolves.toEqual({ invited: [kai.id] });
    expect((await asAoi.table.get({ tableId })).invited?.map((i) => i.displayName)).toEqual(["Ren", "Kai"]);
    // A public table's invitation leads to it without a code.
    const { gameTitle } = await asAoi.table.get({ tableId });
    expect(await notesOf(db, kai.id)).toEqual([
      expect.objectContaining({ text: `Aoi invites you to a game of ${gameTitle}`, href: `/table/${tableId}` }),
    ]);
  });

  it("fillWithBots leaves a seat for each invited player not seated yet: bots take the others, the game starts when the invitee sits; with no seat left for bots it refuses and changes nothing", async () => {
    const { db, ren, asAoi, asRen } = await people();
    // Three seats: Ren's is kept, a bot takes the other; the table waits for Ren.
    const { tableId, inviteCode } = await asAoi.table.create({
      ...base,
      game: "sfj",
      playerCount: 3,
      invite: [ren.id],
    });
    const filled = await asAoi.table.fillWithBots({ tableId, level: "random" });
    expect(filled).toMatchObject({ status: "OPEN", gameId: null, invited: [{ id: ren.id, displayName: "Ren" }] });
    expect(filled.seats.filter((s) => s.user?.bot)).toHaveLength(1);
    expect(filled.seats.filter((s) => !s.user)).toHaveLength(1);
    // No seat left for bots: refused, nothing changed.
    const before = await db.seat.count({ where: { tableId } });
    await expect(asAoi.table.fillWithBots({ tableId, level: "random" })).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "The empty seats are kept for the invited players (Ren): bots cannot take them while the invitation stands.",
    });
    expect(await db.seat.count({ where: { tableId } })).toBe(before);
    expect(await db.game.count({ where: { tableId } })).toBe(0);
    // Ren sits: the game starts.
    expect(await asRen.table.join({ tableId, inviteCode: inviteCode! })).toMatchObject({
      status: "PLAYING",
      mySeat: expect.any(Number),
    });
  });

  it("fillWithBots at a two-seat table whose other seat is promised: refused, no bot seated", async () => {
    const { db, ren, asAoi } = await people();
    const { tableId } = await asAoi.table.create({ ...base, invite: [ren.id] });
    await expect(asAoi.table.fillWithBots({ tableId, level: "random" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("kept for the invited players (Ren)"),
    });
    expect(await db.seat.count({ where: { tableId } })).toBe(1);
    // Once Ren declines, the seat is free for a bot and the game starts.
    await callerFor(db, ren).table.declineInvitation({ tableId });
    expect(await asAoi.table.fillWithBots({ tableId, level: "random" })).toMatchObject({ status: "PLAYING" });
  });

  it("a player not invited cannot take the seat promised to an invitee: the lobby and the table say so, join is refused changing nothing, and Ren still finds his seat", async () => {
    const { db, asRen, asMei, tableId } = await publicTableInvitingRen();
    // The lobby: one seat taken, the other kept (for Ren himself it is his to take).
    expect((await asMei.table.lobby({})).tables.find((x) => x.id === tableId)).toMatchObject({
      seatsTaken: 1,
      seatsKept: 1,
    });
    expect((await callerFor(db).table.lobby({})).tables.find((x) => x.id === tableId)).toMatchObject({ seatsKept: 1 });
    expect((await asRen.table.lobby({})).tables.find((x) => x.id === tableId)).toMatchObject({
      seatsTaken: 1,
      seatsKept: 0,
    });
    // The waiting room: no "Take a seat" for Mei, and why; Ren may join.
    expect(await asMei.table.get({ tableId })).toMatchObject({ canJoin: false, seatsKeptForInvited: true });
    expect((await callerFor(db).table.get({ tableId })).seatsKeptForInvited).toBeUndefined();
    const forRen = await asRen.table.get({ tableId });
    expect(forRen.canJoin).toBe(true);
    expect(forRen.seatsKeptForInvited).toBeUndefined();
    // Mei's join is refused in words; nothing changes.
    await expect(asMei.table.join({ tableId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The free seats at this table are kept for invited players.",
    });
    expect(await db.seat.count({ where: { tableId } })).toBe(1);
    expect(await db.table.findUniqueOrThrow({ where: { id: tableId }, select: { status: true } })).toEqual({
      status: "OPEN",
    });
    expect(await db.tableInvitation.count({ where: { tableId } })).toBe(1);
    // Ren sits in his seat and the game starts.
    expect(await asRen.table.join({ tableId })).toMatchObject({ status: "PLAYING", mySeat: 1 });
  });

  it("an uninvited player takes only an unpromised seat; a declined invitation, or one lapsed by a suspension, frees its seat", async () => {
    const { db, ren, asAoi, asRen } = await people();
    const [mei, kai, sora] = [
      await createTestUser(db, { displayName: "Mei" }),
      await createTestUser(db, { displayName: "Kai" }),
      await createTestUser(db, { displayName: "Sora" }),
    ];
    // Four seats, Ren and Sora invited: Mei takes the one seat nobody is promised, then Kai is refused.
    const { tableId } = await asAoi.table.create({
      ...base,
      game: "sfj",
      playerCount: 4,
      visibility: "PUBLIC",
      invite: [ren.id, sora.id],
    });
    expect(await callerFor(db, mei).table.get({ tableId })).toMatchObject({ canJoin: true });
    expect(await callerFor(db, mei).table.join({ tableId })).toMatchObject({ status: "OPEN", mySeat: 1 });
    expect(await callerFor(db, kai).table.get({ tableId })).toMatchObject({
      canJoin: false,
      seatsKeptForInvited: true,
    });
    await expect(callerFor(db, kai).table.join({ tableId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The free seats at this table are kept for invited players.",
    });
    expect(await db.seat.count({ where: { tableId } })).toBe(2);
    // Ren declines: his seat is free for Kai.
    await asRen.table.declineInvitation({ tableId });
    expect((await callerFor(db, kai).table.get({ tableId })).canJoin).toBe(true);
    expect(await callerFor(db, kai).table.join({ tableId })).toMatchObject({ status: "OPEN", mySeat: 2 });
    // The last seat is Sora's: Ren (no longer invited) is refused, until Sora's invitation lapses with a suspension.
    await expect(asRen.table.join({ tableId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The free seats at this table are kept for invited players.",
    });
    await db.user.update({ where: { id: sora.id }, data: { status: "SUSPENDED" } });
    expect(await asRen.table.join({ tableId })).toMatchObject({ status: "PLAYING", mySeat: 3 });
  });

  it("table.withdrawInvitation: the creator takes an invitation back; the seat is free for bots again, and the invitee's notification says it was withdrawn, read, without the invite code", async () => {
    const { db, aoi, ren, asAoi, asRen } = await people();
    const { tableId, inviteCode } = await asAoi.table.create({ ...base, invite: [ren.id] });
    await expect(asAoi.table.fillWithBots({ tableId, level: "random" })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(asAoi.table.withdrawInvitation({ tableId, userId: ren.id })).resolves.toEqual({
      withdrawn: { id: ren.id, displayName: "Ren" },
    });
    // The row is kept, marked withdrawn (the private table stays closed to Ren: withdraw-invitation.test.ts).
    expect(
      await db.tableInvitation.findMany({ where: { tableId }, select: { inviteeId: true, withdrawnAt: true } }),
    ).toEqual([{ inviteeId: ren.id, withdrawnAt: expect.any(Date) }]);
    expect((await asAoi.table.get({ tableId })).invited).toEqual([]);
    // Ren's one notification no longer leads to a seat: withdrawn, read, to the lobby (the private table is not his to see).
    expect(await notesOf(db, ren.id)).toEqual([
      expect.objectContaining({
        kind: "invitation",
        text: "Aoi withdrew the invitation to a game of Sakura",
        href: "/play",
        readAt: expect.any(Date),
      }),
    ]);
    await expect(asRen.table.get({ tableId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    // The link he was sent no longer opens the table to him: no Join / Decline any more.
    await expect(asRen.table.get({ tableId, inviteCode: inviteCode! })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Your invitation to this table was withdrawn.",
    });
    await expect(asRen.table.declineInvitation({ tableId })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // Aoi is told nothing (she did it), and the freed seat takes a bot: the game starts.
    expect(await db.notification.count({ where: { userId: aoi.id } })).toBe(0);
    expect(await asAoi.table.fillWithBots({ tableId, level: "random" })).toMatchObject({ status: "PLAYING" });
  });

  it("after a withdrawal a player not invited may take the seat; an invitee may be invited again", async () => {
    const { db, ren, asAoi, asRen, asMei, tableId } = await publicTableInvitingRen();
    await expect(asMei.table.join({ tableId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The free seats at this table are kept for invited players.",
    });
    await asAoi.table.withdrawInvitation({ tableId, userId: ren.id });
    // A public table's notification still leads to it (anyone may look), with no invitation there.
    expect(await notesOf(db, ren.id)).toEqual([
      expect.objectContaining({ text: "Aoi withdrew the invitation to a game of Sakura", href: `/table/${tableId}` }),
    ]);
    expect(await asRen.table.get({ tableId })).toMatchObject({ canJoin: true });
    expect((await asRen.table.get({ tableId })).invitedBy).toBeUndefined();
    expect((await asMei.table.lobby({})).tables.find((x) => x.id === tableId)).toMatchObject({ seatsKept: 0 });
    expect(await asMei.table.get({ tableId })).toMatchObject({ canJoin: true });
    expect(await asMei.table.get({ tableId })).not.toHaveProperty("seatsKeptForInvited", true);
    // Invited again: a new invitation and notification, and the seat kept again; withdrawn again, free again.
    await asAoi.table.invite({ tableId, userIds: [ren.id] });
    expect((await asRen.table.get({ tableId })).invitedBy).toMatchObject({ displayName: "Aoi" });
    expect(await asMei.table.get({ tableId })).toMatchObject({ canJoin: false, seatsKeptForInvited: true });
    await asAoi.table.withdrawInvitation({ tableId, userId: ren.id });
    expect((await notesOf(db, ren.id)).map((n) => [n.text, n.readAt !== null])).toEqual([
      ["Aoi withdrew the invitation to a game of Sakura", true],
      ["Aoi withdrew the invitation to a game of Sakura", true],
    ]);
    expect(await asMei.table.join({ tableId })).toMatchObject({ status: "PLAYING", mySeat: 1 });
  });

  it("table.withdrawInvitation refuses, changing nothing: not the creator, no such table, nobody invited, an invitee seated, twice, a lapsed invitation, a table no longer open", async () => {
    const { db, aoi, ren, asAoi, asRen } = await people();
    const [kai, mio] = [
      await createTestUser(db, { displayName: "Kai" }),
      await createTestUser(db, { displayName: "Mio" }),
    ];
    const { tableId, inviteCode } = await asAoi.table.create({
      ...base,
      game: "sfj",
      playerCount: 4,
      invite: [ren.id, kai.id],
    });
    await asRen.table.join({ tableId, inviteCode: inviteCode! });
    const state = async () => ({
      ...(await snapshot(db, aoi.id, ren.id, kai.id, mio.id)),
      seats: await db.seat.count({ where: { tableId } }),
      noteTexts: await db.notification.findMany({
        where: { userId: { in: [ren.id, kai.id] } },
        select: { text: true, href: true, readAt: true },
        orderBy: { seq: "asc" },
      }),
    });
    const before = await state();
    const refusals: [() => Promise<unknown>, string, string][] = [
      [
        () => asRen.table.withdrawInvitation({ tableId, userId: kai.id }),
        "FORBIDDEN",
        "Only the player who opened this table can withdraw its invitations.",
      ],
      [
        () => callerFor(db, kai).table.withdrawInvitation({ tableId, userId: kai.id }),
        "FORBIDDEN",
        "Only the player who opened this table can withdraw its invitations.",
      ],
      [
        () => asAoi.table.withdrawInvitation({ tableId: "no-such-table", userId: kai.id }),
        "NOT_FOUND",
        "There is no such table.",
      ],
      [
        () => asAoi.table.withdrawInvitation({ tableId, userId: mio.id }),
        "BAD_REQUEST",
        "That player has no invitation to this table waiting.",
      ],
      [
        () => asAoi.table.withdrawInvitation({ tableId, userId: ren.id }),
        "CONFLICT",
        "Ren already sits at this table: there is no invitation to withdraw.",
      ],
      [
        () => asAoi.table.withdrawInvitation({ tableId, userId: aoi.id }),
        "CONFLICT",
        "Aoi already sits at this table: there is no invitation to withdraw.",
      ],
    ];
    for (const [call, code, message] of refusals) await expect(call()).rejects.toMatchObject({ code, message });
    expect(await state()).toEqual(before);
    // Kai's is withdrawn once; a second time there is nothing left.
    await asAoi.table.withdrawInvitation({ tableId, userId: kai.id });
    const after = await state();
    await expect(asAoi.table.withdrawInvitation({ tableId, userId: kai.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "That player has no invitation to this table waiting.",
    });
    expect(await state()).toEqual(after);
    // A lapsed invitation (the invitee suspended) is not standing: nothing to withdraw.
    await asAoi.table.invite({ tableId, userIds: [mio.id] });
    await db.user.update({ where: { id: mio.id }, data: { status: "SUSPENDED" } });
    await expect(asAoi.table.withdrawInvitation({ tableId, userId: mio.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await db.tableInvitation.count({ where: { tableId, inviteeId: mio.id } })).toBe(1);
    // Started: no longer waiting.
    const two = await asAoi.table.create({ ...base, game: "sfj", playerCount: 3, invite: [kai.id] });
    await asRen.table.join({ tableId: two.tableId, inviteCode: two.inviteCode! });
    await callerFor(db, kai).table.join({ tableId: two.tableId, inviteCode: two.inviteCode! });
    await expect(asAoi.table.withdrawInvitation({ tableId: two.tableId, userId: kai.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This table is no longer waiting for players: there is no invitation to withdraw.",
    });
  });

  it("refuses, with a clear message and nothing changed: yourself, a bot, a suspended or unknown account, too many people", async () => {
    const { db, aoi, ren, asAoi } = await people();
    const kai = await createTestUser(db, { displayName: "Kai" });
    const bot = await botAccount(db, "Bot Kuma");
    const banned = await createTestUser(db, { displayName: "Banned" });
    await db.user.update({ where: { id: banned.id }, data: { status: "SUSPENDED" } });
    const before = await snapshot(db, aoi.id, ren.id, kai.id, banned.id);
    const cases: [string[], string, string][] = [
      [[aoi.id], "BAD_REQUEST", "You cannot invite yourself."],
      [[bot.id], "BAD_REQUEST", "Bot Kuma is a bot: fill the seats with bots from the waiting room instead."],
      // A suspended account: refused in neutral words, never naming the suspension.
      [[banned.id], "BAD_REQUEST", "Banned cannot be invited to a game at the moment."],
      [["no-such-user"], "NOT_FOUND", "There is no such player to invite."],
      [[ren.id, kai.id], "BAD_REQUEST", "Only 1 free seat is left to invite players to."],
    ];
    for (const [invite, code, message] of cases) {
      await expect(asAoi.table.create({ ...base, invite })).rejects.toMatchObject({ code, message });
    }
    expect(await snapshot(db, aoi.id, ren.id, kai.id, banned.id)).toEqual(before);
  });

  it("names a bot it refuses to invite in the reader's language, its level translated", async () => {
    const { db, aoi } = await people();
    const bot = await db.user.create({
      data: {
        email: `bot-${Date.now()}@bots.test`,
        displayName: "Matsu (Steady)",
        displayNameKey: displayNameKey("Matsu (Steady)"),
        botLevel: "heuristic",
      },
    });
    const inLanguage = (acceptLanguage: string) => callerFor(db, aoi, { localeSources: { acceptLanguage } });
    await expect(inLanguage("ja").table.create({ ...base, invite: [bot.id] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Matsu（堅実）はボットです。代わりに待合室でボットを座らせてください。",
    });
    await expect(inLanguage("de").table.create({ ...base, invite: [bot.id] })).rejects.toMatchObject({
      message: "Matsu (Solide) ist ein Bot: Fülle die Plätze stattdessen im Warteraum mit Bots auf.",
    });
    await expect(inLanguage("en").table.create({ ...base, invite: [bot.id] })).rejects.toMatchObject({
      message: "Matsu (Steady) is a bot: fill the seats with bots from the waiting room instead.",
    });
  });

  it("table.invite refuses a table that is not yours, not open, already invited, or without room; nothing changes", async () => {
    const { db, aoi, ren, asAoi, asRen } = await people();
    const kai = await createTestUser(db, { displayName: "Kai" });
    const open = await asAoi.table.create({ ...base, game: "sfj", playerCount: 3, invite: [ren.id] });
    const before = await snapshot(db, aoi.id, ren.id, kai.id);
    const third = await createTestUser(db, { displayName: "Mio" });
    await expectRefusals([
      [
        () => asRen.table.invite({ tableId: open.tableId, userIds: [kai.id] }),
        { code: "FORBIDDEN", message: "Only the player who opened this table can invite players to it." },
      ],
      [
        () => asAoi.table.invite({ tableId: open.tableId, userIds: [ren.id] }),
        { code: "CONFLICT", message: "Ren is already invited." },
      ],
      [() => asAoi.table.invite({ tableId: "no-such-table", userIds: [kai.id] }), { code: "NOT_FOUND" }],
      [
        () => asAoi.table.invite({ tableId: open.tableId, userIds: [kai.id, third.id] }),
        { code: "BAD_REQUEST", message: "Only 1 free seat is left to invite players to." },
      ],
    ]);
    expect(await snapshot(db, aoi.id, ren.id, kai.id)).toEqual(before);
    // Started: no longer open.
    const two = await asAoi.table.create({ ...base });
    await asRen.table.join({ tableId: two.tableId, inviteCode: two.inviteCode! });
    const started = await snapshot(db, aoi.id, ren.id, kai.id);
    await expectRefusals([
      [
        () => asAoi.table.invite({ tableId: two.tableId, userIds: [kai.id] }),
        { code: "CONFLICT", message: "This table is no longer open: nobody can be invited to it." },
      ],
      [() => asAoi.table.invite({ tableId: two.tableId, userIds: [ren.id] }), { code: "CONFLICT" }],
    ]);
    expect(await snapshot(db, aoi.id, ren.id, kai.id)).toEqual(started);
  });

  it("a suspended user's invitations lapse: the invitee's and the inviter's", async () => {
    const { db, aoi, ren, asAoi, asRen } = await people();
    const kai = await createTestUser(db, { displayName: "Kai" });
    const { tableId } = await asAoi.table.create({ ...base, game: "sfj", playerCount: 3, invite: [ren.id, kai.id] });
    await db.user.update({ where: { id: kai.id }, data: { status: "SUSPENDED" } });
    expect((await asAoi.table.get({ tableId })).invited?.map((i) => i.displayName)).toEqual(["Ren"]);
    await db.user.update({ where: { id: aoi.id }, data: { status: "SUSPENDED" } });
    await expect(asRen.table.get({ tableId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(asRen.table.declineInvitation({ tableId })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("user.player says whether the signed-in caller may challenge the player: not yourself, a bot, or signed out; a suspended account's page offers it as before and the challenge is refused in neutral words, nothing stored", async () => {
    const { db, aoi, ren, asAoi } = await people();
    const bot = await botAccount(db, "Bot Tanuki");
    expect((await asAoi.user.player({ userId: ren.id })).canChallenge).toBe(true);
    expect((await asAoi.user.player({ userId: aoi.id })).canChallenge).toBe(false);
    expect((await asAoi.user.player({ userId: bot.id })).canChallenge).toBe(false);
    expect((await callerFor(db, null).user.player({ userId: ren.id })).canChallenge).toBe(false);
    const before = await asAoi.user.player({ userId: ren.id });
    await db.user.update({ where: { id: ren.id }, data: { status: "SUSPENDED" } });
    // The page reads the same: nothing on it tells of the suspension.
    expect(await asAoi.user.player({ userId: ren.id })).toEqual(before);
    const tables = await db.table.count({ where: { creatorId: aoi.id } });
    const refusal = await asAoi.table.create({ ...base, invite: [ren.id] }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({
      code: "BAD_REQUEST",
      message: `${ren.displayName} cannot be invited to a game at the moment.`,
    });
    expect(JSON.stringify(refusal)).not.toMatch(/suspend/i);
    expect(await db.table.count({ where: { creatorId: aoi.id } })).toBe(tables);
    expect(await db.notification.count({ where: { userId: ren.id } })).toBe(0);
  });

  it("rate-limits invitations per user", async () => {
    const { db, aoi, asAoi } = await people();
    process.env.RATE_LIMIT_INVITATIONS_PER_HOUR = "2";
    await startOfAWindowWithRoom(invitationLimit().windowMs, 30_000);
    const others = [await createTestUser(db), await createTestUser(db), await createTestUser(db)];
    await asAoi.table.create({ ...base, invite: [others[0]!.id] });
    await asAoi.table.create({ ...base, invite: [others[1]!.id] });
    const tables = await db.table.count({ where: { creatorId: aoi.id } });
    await expect(asAoi.table.create({ ...base, invite: [others[2]!.id] })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many invitations in a short time. Please try again later.",
    });
    expect(await db.table.count({ where: { creatorId: aoi.id } })).toBe(tables);
    expect(await db.notification.count({ where: { userId: others[2]!.id } })).toBe(0);
  });

  it("table.invite: an invitation refused uses none of the limit (invitations are counted with their storing, in the table's lock)", async () => {
    const { db, ren, asAoi } = await people();
    process.env.RATE_LIMIT_INVITATIONS_PER_HOUR = "2";
    await startOfAWindowWithRoom(invitationLimit().windowMs, 30_000);
    const [kai, mio] = [
      await createTestUser(db, { displayName: "Kai" }),
      await createTestUser(db, { displayName: "Mio" }),
    ];
    const { tableId } = await asAoi.table.create({ ...base, game: "sfj", playerCount: 4 });
    await asAoi.table.invite({ tableId, userIds: [ren.id] });
    // Two more would pass the limit: refused, nothing stored or told, and nothing of the limit used.
    await expect(asAoi.table.invite({ tableId, userIds: [kai.id, mio.id] })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many invitations in a short time. Please try again later.",
    });
    expect(await db.tableInvitation.count({ where: { tableId } })).toBe(1);
    expect(await db.notification.count({ where: { userId: { in: [kai.id, mio.id] } } })).toBe(0);
    // A refusal for the table's sake (already invited) uses none of it either: one invitation is still left.
    await expect(asAoi.table.invite({ tableId, userIds: [ren.id] })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(asAoi.table.invite({ tableId, userIds: [kai.id] })).resolves.toEqual({ invited: [kai.id] });
    await expect(asAoi.table.invite({ tableId, userIds: [mio.id] })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(await db.tableInvitation.count({ where: { tableId } })).toBe(2);
  });
});
