// The news of a tournament and of an account, stored with a catalog key: a cancel (with or without a reason), a
// removal, a close with too few entrants or with the event under way, a moved schedule and a lifted suspension are
// said in the reader's language (the reasons stay as their writers typed them, the times as the pages say them).
import { expect, it } from "vitest";
import { adminAndPlayer, adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { notificationWords } from "../../../i18n/notification-words";
import { tournamentInput } from "../../../testing/tournament-input";
import { closeRegistration } from "../../../tournaments/close-registration";
import type { Db } from "../../../db/client";

const en = notificationWords("en");
const ja = notificationWords("ja");
const HOUR = 3_600_000;
const minute = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000);

/** An event named in Japanese (so that any Latin word of its news is the site's), with `entrants` registered. */
async function event(db: Db, entrants: number, over: Parameters<typeof tournamentInput>[0] = {}) {
  const [organiser, ...players] = await Promise.all(Array.from({ length: entrants + 1 }, () => createTestUser(db)));
  const { tournamentId } = await callerFor(db, organiser!).tournament.create(
    tournamentInput({ name: "春の桜杯", maxEntrants: 4, ...over }),
  );
  for (const u of players) await callerFor(db, u).tournament.register({ tournamentId });
  return { tournamentId, organiser: organiser!, players };
}

const notes = (db: Db, userId: string, key: string) =>
  db.notification.findMany({
    where: { userId, key: { startsWith: key } },
    select: { text: true, textKey: true, textParams: true },
  });

/** Latin words of three letters or more: English left in a Japanese line. */
const latin = (s: string) => s.match(/[A-Za-z]{3,}/g) ?? [];

describeWithDatabase("tournament and account news in the reader's language", (t) => {
  it("a cancel with a reason and one without: the reason as typed, the rest in Japanese", async () => {
    const { db } = t();
    const a = await event(db, 2);
    await callerFor(db, a.organiser).tournament.cancel({ tournamentId: a.tournamentId, reason: "Heavy rain" });
    const [withReason] = await notes(db, a.players[0]!.id, "tournament-cancelled:");
    expect(en(withReason!)).toBe(withReason!.text);
    expect(ja(withReason!)).toBe("春の桜杯は主催者によって中止されました：Heavy rain");

    const b = await event(db, 1);
    const { caller } = await adminCaller(db);
    await caller.tournament.cancel({ tournamentId: b.tournamentId });
    const [bare] = await notes(db, b.players[0]!.id, "tournament-cancelled:");
    expect(en(bare!)).toBe("春の桜杯 was cancelled by an admin.");
    expect(ja(bare!)).toBe("春の桜杯は管理者によって中止されました。");
  });

  it("a removal names who removed the player, with their reason", async () => {
    const { db } = t();
    const e = await event(db, 3);
    const target = await db.tournamentEntrant.findFirstOrThrow({
      where: { tournamentId: e.tournamentId, userId: e.players[2]!.id },
    });
    await callerFor(db, e.organiser).tournament.removeEntrant({
      tournamentId: e.tournamentId,
      entrantId: target.id,
      reason: "No-show",
    });
    const [n] = await notes(db, e.players[2]!.id, "tournament-removed:");
    expect(en(n!)).toBe(n!.text);
    expect(ja(n!)).toBe("春の桜杯から主催者によって外されました：No-show");
  });

  it("a close with too few entrants, and one that starts the event, say their counts and the first round's time", async () => {
    const { db } = t();
    const ctx = { db, bus: testBus(db) };
    const few = await event(db, 1, { minEntrants: 3 });
    expect(await closeRegistration(ctx, few.tournamentId, minute(2 * HOUR))).toBe("cancelled");
    const [cancelled] = await notes(db, few.players[0]!.id, "tournament-cancelled:");
    expect(en(cancelled!)).toBe(cancelled!.text);
    expect(ja(cancelled!)).toBe("春の桜杯は中止です：登録は1人で、3人が必要でした。");

    const full = await event(db, 2);
    expect(await closeRegistration(ctx, full.tournamentId, minute(2 * HOUR))).toBe("started");
    const [closed] = await notes(db, full.players[0]!.id, "tournament-closed:");
    expect(closed!.text).toMatch(
      /^Registration for 春の桜杯 has closed with 2 entrants: 1 round, the first at .+ UTC\.$/,
    );
    expect(en(closed!)).toMatch(
      /^Registration for 春の桜杯 has closed with 2 entrants: 1 round, the first at .+ UTC\.$/,
    );
    expect(ja(closed!)).toMatch(
      /^春の桜杯の登録が締め切られました。参加者2人、全1ラウンドで、第1ラウンドは.+UTC.*に始まります。$/,
    );
    expect(latin(ja(closed!)).filter((w) => w !== "UTC")).toEqual([]);
  });

  it("a moved schedule says the new and the old times", async () => {
    const { db } = t();
    const e = await event(db, 1);
    await callerFor(db, e.organiser).tournament.edit({
      tournamentId: e.tournamentId,
      registrationClosesAt: minute(2 * HOUR),
      firstRoundAt: minute(3 * HOUR),
    });
    const [n] = await notes(db, e.players[0]!.id, "tournament-moved:");
    expect(en(n!)).toMatch(
      /^春の桜杯: round 1 now starts at .+ \(it was .+\); registration now closes at .+ \(it was .+\)\.$/,
    );
    expect(ja(n!)).toMatch(
      /^春の桜杯：第1ラウンドの開始は.+になりました（変更前：.+）。登録の締め切りは.+になりました（変更前：.+）。$/,
    );
    expect(latin(ja(n!)).filter((w) => w !== "UTC")).toEqual([]);
  });

  it("a lifted suspension", async () => {
    const { db } = t();
    const { caller, target } = await adminAndPlayer(db);
    await caller.admin.suspend({ userId: target.id, reason: "spam" });
    await caller.admin.unsuspend({ userId: target.id });
    const [n] = await db.notification.findMany({ where: { userId: target.id, kind: "account" } });
    expect(en(n!)).toBe(n!.text);
    expect(ja(n!)).toBe("アカウントが再び有効になりました。サインインして対戦し、大会に参加できます。");
  });
});
