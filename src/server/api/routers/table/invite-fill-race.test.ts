// table.invite and table.fillWithBots (or a stranger's table.join) at the same moment on one open table: all work
// under the table's lock, so whichever comes first wins cleanly. Never a bot or an uninvited player in the seat
// promised to an invitee, never an invitation stored (and its invitee notified) for a table with no seat left for them,
// and a refused invitation never counted against the inviter's rate limit.
import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { tableInput } from "../../../testing/play";

describeWithDatabase("table.invite at once with table.fillWithBots or a table.join", (t) => {
  const base = tableInput({ game: "sfj", playerCount: 3 });
  /** The invitations counted against the inviter's hourly limit (invitationLimit): only those stored. */
  const charged = async (inviterId: string) =>
    (
      await t().db.rateLimitCounter.aggregate({
        where: { bucket: "table-invite", key: inviterId },
        _sum: { count: true },
      })
    )._sum.count ?? 0;
  /** What an invitation from `inviterId` to `inviteeId` left: the row stored, the invitee told, the inviter charged. */
  const invitationLeft = async (tableId: string, inviterId: string, inviteeId: string) => ({
    stored: await t().db.tableInvitation.count({ where: { tableId } }),
    told: await t().db.notification.count({ where: { userId: inviteeId, kind: "invitation" } }),
    charged: await charged(inviterId),
  });
  const invitationStored = { stored: 1, told: 1, charged: 1 };
  const nothingLeft = { stored: 0, told: 0, charged: 0 };

  for (const first of ["invite", "fillWithBots"] as const) {
    it(`${first} called first: the invitation keeps its seat or is refused, never a bot in it`, async () => {
      const { db } = t();
      for (let round = 0; round < 4; round++) {
        const aoi = await createTestUser(db, { displayName: "Aoi" });
        const ren = await createTestUser(db, { displayName: "Ren" });
        const asAoi = callerFor(db, aoi);
        const { tableId } = await asAoi.table.create({ ...base });
        const invite = () => asAoi.table.invite({ tableId, userIds: [ren.id] });
        const fill = () => asAoi.table.fillWithBots({ tableId, level: "random" });
        const [invited, filled] =
          first === "invite"
            ? await Promise.allSettled([invite(), fill()])
            : await Promise.allSettled([invite(), fill()].reverse()).then((r) => r.reverse());
        const table = await db.table.findUniqueOrThrow({
          where: { id: tableId },
          include: { seats: { include: { user: true } } },
        });
        const bots = table.seats.filter((s) => s.user.botLevel !== null).length;
        const outcome = {
          round,
          invited: invited!.status,
          filled: filled!.status,
          status: table.status,
          bots,
          ...(await invitationLeft(tableId, aoi.id, ren.id)),
        };
        // The bots always get at least one seat (the one nobody is invited to).
        expect(outcome.filled, JSON.stringify(outcome)).toBe("fulfilled");
        if (invited!.status === "fulfilled") {
          // Ren's seat waits for him: one bot, the table still open, his invitation stored and told.
          expect(outcome, JSON.stringify(outcome)).toMatchObject({
            status: "OPEN",
            bots: 1,
            ...invitationStored,
          });
        } else {
          // The bots came first and the game started: the invitation is refused in words, nothing stored or told,
          // and none of Aoi's invitation limit used.
          expect((invited as PromiseRejectedResult).reason).toMatchObject({
            code: "CONFLICT",
            message: "This table is no longer open: nobody can be invited to it.",
          });
          expect(outcome, JSON.stringify(outcome)).toMatchObject({
            status: "PLAYING",
            bots: 2,
            ...nothingLeft,
          });
        }
      }
    });
  }

  // table.invite does more before the lock than table.join (the invitees, the rate limit), so the join is started a
  // little later in some rounds: both get to the lock first in turn.
  const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const delays = [0, 10, 25, 50, 80, 120];
  for (const first of ["invite", "join"] as const) {
    it(`table.invite and a stranger's table.join at once, ${first} called first: the last seat goes to one of them, never both`, async () => {
      const { db } = t();
      for (let round = 0; round < delays.length; round++) {
        const aoi = await createTestUser(db, { displayName: "Aoi" });
        const ren = await createTestUser(db, { displayName: "Ren" });
        const mei = await createTestUser(db, { displayName: "Mei" });
        const asAoi = callerFor(db, aoi);
        const { tableId } = await asAoi.table.create({ ...base, game: "sakura", playerCount: 2 });
        const invite = () => asAoi.table.invite({ tableId, userIds: [ren.id] });
        const join = () =>
          later(first === "invite" ? delays[round]! : 0).then(() => callerFor(db, mei).table.join({ tableId }));
        const [invited, joined] =
          first === "invite"
            ? await Promise.allSettled([invite(), join()])
            : await Promise.allSettled([join(), invite()]).then((r) => r.reverse());
        const table = await db.table.findUniqueOrThrow({ where: { id: tableId }, include: { seats: true } });
        const outcome = {
          round,
          invited: invited!.status,
          joined: joined!.status,
          status: table.status,
          seats: table.seats.length,
          ...(await invitationLeft(tableId, aoi.id, ren.id)),
        };
        if (invited!.status === "fulfilled") {
          // The invitation came first: Ren's seat waits for him and Mei is refused in words.
          expect((joined as PromiseRejectedResult).reason, JSON.stringify(outcome)).toMatchObject({
            code: "CONFLICT",
            message: "The free seats at this table are kept for invited players.",
          });
          expect(outcome, JSON.stringify(outcome)).toMatchObject({
            status: "OPEN",
            seats: 1,
            ...invitationStored,
          });
        } else {
          // Mei sat first and the game started: the invitation is refused, nothing stored or told, no limit used.
          expect((invited as PromiseRejectedResult).reason, JSON.stringify(outcome)).toMatchObject({
            code: "CONFLICT",
          });
          expect(outcome, JSON.stringify(outcome)).toMatchObject({
            joined: "fulfilled",
            status: "PLAYING",
            seats: 2,
            ...nothingLeft,
          });
        }
      }
    });
  }
});
