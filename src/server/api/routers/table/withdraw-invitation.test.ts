// table.withdrawInvitation at a private table: the invitee keeps the invite link they were sent (in the notification
// before it was rewritten, copied, in their history), but it no longer lets them see the table or sit at it, until
// the creator invites them again. Anyone else with the link is not concerned; a public table stays open to them.
import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { tableInput } from "../../../testing/play";

describeWithDatabase("a withdrawn invitation and the invite link", (t) => {
  const base = tableInput({ game: "sfj", playerCount: 3, visibility: "PRIVATE" });
  const WITHDRAWN = { code: "FORBIDDEN", message: "Your invitation to this table was withdrawn." };

  async function people() {
    const { db } = t();
    const aoi = await createTestUser(db, { displayName: "Aoi" });
    const ren = await createTestUser(db, { displayName: "Ren" });
    const mei = await createTestUser(db, { displayName: "Mei" });
    return { db, aoi, ren, mei, asAoi: callerFor(db, aoi), asRen: callerFor(db, ren), asMei: callerFor(db, mei) };
  }
  const tableState = async (db: ReturnType<typeof t>["db"], tableId: string) => ({
    table: await db.table.findUniqueOrThrow({ where: { id: tableId }, select: { status: true, inviteCode: true } }),
    seats: await db.seat.findMany({
      where: { tableId },
      select: { seat: true, userId: true },
      orderBy: { seat: "asc" },
    }),
    invitations: await db.tableInvitation.findMany({ where: { tableId }, orderBy: { id: "asc" } }),
    games: await db.game.count({ where: { tableId } }),
  });

  it("a private table: the withdrawn invitee is refused table.get and table.join with the link (or without), nothing changes; another player with the link still sees it and sits", async () => {
    const { db, ren, asAoi, asRen, asMei } = await people();
    const { tableId, inviteCode } = await asAoi.table.create({ ...base, invite: [ren.id] });
    await asAoi.table.withdrawInvitation({ tableId, userId: ren.id });
    const before = await tableState(db, tableId);
    await expect(asRen.table.get({ tableId, inviteCode: inviteCode! })).rejects.toMatchObject(WITHDRAWN);
    await expect(asRen.table.get({ tableId })).rejects.toMatchObject(WITHDRAWN);
    await expect(asRen.table.join({ tableId, inviteCode: inviteCode! })).rejects.toMatchObject(WITHDRAWN);
    await expect(asRen.table.join({ tableId })).rejects.toMatchObject(WITHDRAWN);
    expect(await tableState(db, tableId)).toEqual(before);
    expect(before.seats).toHaveLength(1);
    // The link is the same for everyone else: Mei sees the table and takes a seat with it.
    expect(await asMei.table.get({ tableId, inviteCode: inviteCode! })).toMatchObject({ canJoin: true });
    expect(await asMei.table.join({ tableId, inviteCode: inviteCode! })).toMatchObject({ status: "OPEN", mySeat: 1 });
    // And Ren is still refused: the table did not change its mind for him.
    await expect(asRen.table.join({ tableId, inviteCode: inviteCode! })).rejects.toMatchObject(WITHDRAWN);
    expect((await tableState(db, tableId)).seats.map((s) => s.userId)).not.toContain(ren.id);
  });

  it("invited again after the withdrawal: the link lets the invitee in again, and they sit down", async () => {
    const { db, aoi, ren, asAoi, asRen } = await people();
    const { tableId, inviteCode } = await asAoi.table.create({ ...base, invite: [ren.id] });
    await asAoi.table.withdrawInvitation({ tableId, userId: ren.id });
    await expect(asRen.table.join({ tableId, inviteCode: inviteCode! })).rejects.toMatchObject(WITHDRAWN);
    await asAoi.table.invite({ tableId, userIds: [ren.id] });
    // A new notification with the same link, and the waiting room offers him his seat again.
    expect(
      (await db.notification.findMany({ where: { userId: ren.id }, orderBy: { seq: "asc" } })).map((n) => [
        n.text,
        n.href,
      ]),
    ).toEqual([
      ["Aoi withdrew the invitation to a game of Season's Flowers in Japan", "/play"],
      ["Aoi invites you to a game of Season's Flowers in Japan", `/table/${tableId}?invite=${inviteCode}`],
    ]);
    expect(await asRen.table.get({ tableId })).toMatchObject({
      invitedBy: { id: aoi.id, displayName: "Aoi" },
      canJoin: true,
      inviteCode,
    });
    expect(await asRen.table.join({ tableId, inviteCode: inviteCode! })).toMatchObject({ status: "OPEN", mySeat: 1 });
  });

  it("a public table stays open to a withdrawn invitee like to anyone (they see it and sit), where a private one refuses them", async () => {
    const { ren, asAoi, asRen } = await people();
    const open = await asAoi.table.create({ ...base, visibility: "PUBLIC", invite: [ren.id] });
    const closed = await asAoi.table.create({ ...base, invite: [ren.id] });
    await asAoi.table.withdrawInvitation({ tableId: open.tableId, userId: ren.id });
    await asAoi.table.withdrawInvitation({ tableId: closed.tableId, userId: ren.id });
    expect(await asRen.table.get({ tableId: open.tableId })).toMatchObject({ canJoin: true });
    expect(await asRen.table.join({ tableId: open.tableId })).toMatchObject({ status: "OPEN", mySeat: 1 });
    await expect(asRen.table.join({ tableId: closed.tableId, inviteCode: closed.inviteCode! })).rejects.toMatchObject(
      WITHDRAWN,
    );
  });
});
