// Invitations (a challenge from a player's page, table.invite from the waiting room, table.declineInvitation): the
// invited player's notification, the private table opening for them, join, decline, and every refusal changing nothing.
import { afterEach, expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

describeWithDatabase("table invitations", (t) => {
  const base = { game: "sakura", playerCount: 2, teams: "none", options: {}, timeControl: { kind: "per_move" as const, seconds: 3600 }, timeoutsBeforeForfeit: 3, visibility: "PRIVATE" } as const;
  afterEach(() => {
    delete process.env.RATE_LIMIT_INVITATIONS_PER_HOUR;
  });

  async function people() {
    const { db } = t();
    const aoi = await createTestUser(db, { displayName: "Aoi" });
    const ren = await createTestUser(db, { displayName: "Ren" });
    return { db, aoi, ren, asAoi: callerFor(db, aoi), asRen: callerFor(db, ren) };
  }
  const notesOf = (db: ReturnType<typeof t>["db"], userId: string) => db.notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  const snapshot = async (db: ReturnType<typeof t>["db"], ...userIds: string[]) => ({
    tables: await db.table.count({ where: { creatorId: { in: userIds } } }),
    invitations: await db.tableInvitation.count(),
    notes: await db.notification.count({ where: { userId: { in: userIds } } }),
  });

  it("a challenge: the private table is created, Ren is notified with its invite link, sees it, joins, and the game starts", async () => {
    const { db, aoi, ren, asAoi, asRen } = await people();
    const { tableId, inviteCode } = await asAoi.table.create({ ...base, invite: [ren.id] });
    const [note] = await notesOf(db, ren.id);
    expect(note).toMatchObject({ kind: "invitation", text: "Aoi invites you to a game of Sakura", href: `/table/${tableId}?invite=${inviteCode}`, readAt: null });
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
    expect(await notesOf(db, aoi.id)).toEqual([expect.objectContaining({ kind: "invitation_declined", text: "Ren declined your invitation to a game of Sakura", href: `/table/${tableId}` })]);
    expect((await asAoi.table.get({ tableId })).invited).toEqual([]);
    await expect(asRen.table.get({ tableId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    // Twice: nothing left to decline, nothing more told.
    await expect(asRen.table.declineInvitation({ tableId })).rejects.toMatchObject({ code: "BAD_REQUEST", message: "You have no invitation to this table waiting." });
    expect(await db.notification.count({ where: { userId: aoi.id } })).toBe(1);
  });

  it("table.invite: the creator invites more players from the waiting room", async () => {
    const { db, ren, asAoi } = await people();
    const kai = await createTestUser(db, { displayName: "Kai" });
    const { tableId } = await asAoi.table.create({ ...base, game: "sfj", playerCount: 3, visibility: "PUBLIC", invite: [ren.id] });
    await expect(asAoi.table.invite({ tableId, userIds: [kai.id] })).resolves.toEqual({ invited: [kai.id] });
    expect((await asAoi.table.get({ tableId })).invited?.map((i) => i.displayName)).toEqual(["Ren", "Kai"]);
    // A public table's invitation leads to it without a code.
    const { gameTitle } = await asAoi.table.get({ tableId });
    expect(await notesOf(db, kai.id)).toEqual([expect.objectContaining({ text: `Aoi invites you to a game of ${gameTitle}`, href: `/table/${tableId}` })]);
  });

  it("fillWithBots leaves a seat for each invited player not seated yet: bots take the others, the game starts when the invitee sits; with no seat left for bots it refuses and changes nothing", async () => {
    const { db, ren, asAoi, asRen } = await people();
    // Three seats: Ren's is kept, a bot takes the other; the table waits for Ren.
    const { tableId, inviteCode } = await asAoi.table.create({ ...base, game: "sfj", playerCount: 3, invite: [ren.id] });
    const filled = await asAoi.table.fillWithBots({ tableId, level: "random" });
    expect(filled).toMatchObject({ status: "OPEN", gameId: null, invited: [{ id: ren.id, displayName: "Ren" }] });
    expect(filled.seats.filter((s) => s.user?.bot)).toHaveLength(1);
    expect(filled.seats.filter((s) => !s.user)).toHaveLength(1);
    // No seat left for bots: refused, nothing changed.
    const before = await db.seat.count({ where: { tableId } });
    await expect(asAoi.table.fillWithBots({ tableId, level: "random" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The empty seats are kept for the invited players (Ren): bots cannot take them while the invitation stands.",
    });
    expect(await db.seat.count({ where: { tableId } })).toBe(before);
    expect(await db.game.count({ where: { tableId } })).toBe(0);
    // Ren sits: the game starts.
    expect(await asRen.table.join({ tableId, inviteCode: inviteCode! })).toMatchObject({ status: "PLAYING", mySeat: expect.any(Number) });
  });

  it("fillWithBots at a two-seat table whose other seat is promised: refused, no bot seated", async () => {
    const { db, ren, asAoi } = await people();
    const { tableId } = await asAoi.table.create({ ...base, invite: [ren.id] });
    await expect(asAoi.table.fillWithBots({ tableId, level: "random" })).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("kept for the invited players (Ren)") });
    expect(await db.seat.count({ where: { tableId } })).toBe(1);
    // Once Ren declines, the seat is free for a bot and the game starts.
    await callerFor(db, ren).table.declineInvitation({ tableId });
    expect(await asAoi.table.fillWithBots({ tableId, level: "random" })).toMatchObject({ status: "PLAYING" });
  });

  it("refuses, with a clear message and nothing changed: yourself, a bot, a suspended or unknown account, too many people", async () => {
    const { db, aoi, ren, asAoi } = await people();
    const kai = await createTestUser(db, { displayName: "Kai" });
    const bot = await db.user.create({ data: { email: `bot-${Date.now()}-${Math.random()}@bots.test`, displayName: "Bot Kuma", botLevel: "random" } });
    const banned = await createTestUser(db, { displayName: "Banned" });
    await db.user.update({ where: { id: banned.id }, data: { status: "SUSPENDED" } });
    const before = await snapshot(db, aoi.id, ren.id, kai.id, banned.id);
    const cases: [string[], string, string][] = [
      [[aoi.id], "BAD_REQUEST", "You cannot invite yourself."],
      [[bot.id], "BAD_REQUEST", "Bot Kuma is a bot: fill the seats with bots from the waiting room instead."],
      [[banned.id], "BAD_REQUEST", "Banned cannot be invited: the account is suspended."],
      [["no-such-user"], "NOT_FOUND", "There is no such player to invite."],
      [[ren.id, kai.id], "BAD_REQUEST", "Only 1 free seat is left to invite players to."],
    ];
    for (const [invite, code, message] of cases) {
      await expect(asAoi.table.create({ ...base, invite })).rejects.toMatchObject({ code, message });
    }
    expect(await snapshot(db, aoi.id, ren.id, kai.id, banned.id)).toEqual(before);
  });

  it("table.invite refuses a table that is not yours, not open, already invited, or without room; nothing changes", async () => {
    const { db, aoi, ren, asAoi, asRen } = await people();
    const kai = await createTestUser(db, { displayName: "Kai" });
    const open = await asAoi.table.create({ ...base, game: "sfj", playerCount: 3, invite: [ren.id] });
    const before = await snapshot(db, aoi.id, ren.id, kai.id);
    await expect(asRen.table.invite({ tableId: open.tableId, userIds: [kai.id] })).rejects.toMatchObject({ code: "FORBIDDEN", message: "Only the player who opened this table can invite players to it." });
    await expect(asAoi.table.invite({ tableId: open.tableId, userIds: [ren.id] })).rejects.toMatchObject({ code: "CONFLICT", message: "Ren is already invited." });
    await expect(asAoi.table.invite({ tableId: "no-such-table", userIds: [kai.id] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const third = await createTestUser(db, { displayName: "Mio" });
    await expect(asAoi.table.invite({ tableId: open.tableId, userIds: [kai.id, third.id] })).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Only 1 free seat is left to invite players to." });
    expect(await snapshot(db, aoi.id, ren.id, kai.id)).toEqual(before);
    // Started: no longer open.
    const two = await asAoi.table.create({ ...base });
    await asRen.table.join({ tableId: two.tableId, inviteCode: two.inviteCode! });
    const started = await snapshot(db, aoi.id, ren.id, kai.id);
    await expect(asAoi.table.invite({ tableId: two.tableId, userIds: [kai.id] })).rejects.toMatchObject({ code: "CONFLICT", message: "This table is no longer open: nobody can be invited to it." });
    await expect(asAoi.table.invite({ tableId: two.tableId, userIds: [ren.id] })).rejects.toMatchObject({ code: "CONFLICT" });
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

  it("user.player says whether the signed-in caller may challenge the player: not yourself, a bot, a suspended account, or signed out", async () => {
    const { db, aoi, ren, asAoi } = await people();
    const bot = await db.user.create({ data: { email: `bot-${Date.now()}-${Math.random()}@bots.test`, displayName: "Bot Kuma", botLevel: "random" } });
    expect((await asAoi.user.player({ userId: ren.id })).canChallenge).toBe(true);
    expect((await asAoi.user.player({ userId: aoi.id })).canChallenge).toBe(false);
    expect((await asAoi.user.player({ userId: bot.id })).canChallenge).toBe(false);
    expect((await callerFor(db, null).user.player({ userId: ren.id })).canChallenge).toBe(false);
    await db.user.update({ where: { id: ren.id }, data: { status: "SUSPENDED" } });
    expect((await asAoi.user.player({ userId: ren.id })).canChallenge).toBe(false);
  });

  it("rate-limits invitations per user", async () => {
    const { db, asAoi } = await people();
    process.env.RATE_LIMIT_INVITATIONS_PER_HOUR = "2";
    const others = [await createTestUser(db), await createTestUser(db), await createTestUser(db)];
    await asAoi.table.create({ ...base, invite: [others[0]!.id] });
    await asAoi.table.create({ ...base, invite: [others[1]!.id] });
    const tables = await db.table.count();
    await expect(asAoi.table.create({ ...base, invite: [others[2]!.id] })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: "Too many invitations in a short time. Please try again later." });
    expect(await db.table.count()).toBe(tables);
    expect(await db.notification.count({ where: { userId: others[2]!.id } })).toBe(0);
  });
});
