import { expect, it } from "vitest";
import { sendTableMessage } from "../../../chat/table-chat";
import { callerFor, createTestUser, testBus } from "../../../testing/context";
import { PgNotifyBus } from "../../../realtime/pg-bus";
import { describeWithDatabase, describeWithServerDatabase } from "../../../testing/database";
import { startTable, tableInput } from "../../../testing/play";
import { unwrapTableItem } from "../../../testing/table-stream";
import type { ChatUpdate } from "../../../views/chat";
import { nextItem } from "../../../testing/streams";
import { expectSoleAuditEntry } from "../../../testing/audit-words";
import { expectRefusals } from "../../../testing/refusals";

/** The chat updates of a table stream (the table and game items skipped). */
async function* chatOf(stream: AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>): AsyncGenerator<ChatUpdate> {
  for await (const x of await stream) {
    const { event } = unwrapTableItem(x);
    if (event.kind === "chat") yield event.chat;
  }
}

describeWithDatabase("chat at the table (chat.send, chat.list, chat.remove, the table stream's chat)", (t) => {
  it("a player sends and the other player reads it, trimmed, oldest first, with the author's name and id", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const [aoi, ren] = st.users;
    const sent = await st.callers[0]!.chat.send({ tableId: st.tableId, text: "  good luck!  " });
    expect(sent).toMatchObject({
      text: "good luck!",
      removed: false,
      author: { id: aoi!.id, displayName: aoi!.displayName },
    });
    await st.callers[1]!.chat.send({ tableId: st.tableId, text: "you too 🎴 <b>hi</b>" });
    const seen = await st.callers[1]!.chat.list({ tableId: st.tableId });
    expect(seen.map((m) => [m.author.id, m.text])).toEqual([
      [aoi!.id, "good luck!"],
      [ren!.id, "you too 🎴 <b>hi</b>"],
    ]);
    expect(seen[0]!.seq).toBeLessThan(seen[1]!.seq);
    expect(await st.callers[0]!.chat.list({ tableId: st.tableId })).toEqual(seen);
  });

  it("refuses a spectator, a stranger and a visitor reading or writing, and stores nothing", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sfj", playerCount: 2 });
    await st.callers[0]!.chat.send({ tableId: st.tableId, text: "private words" });
    const spectator = callerFor(db, await createTestUser(db));
    await expectRefusals([
      [
        () => spectator.chat.list({ tableId: st.tableId }),
        { code: "FORBIDDEN", message: "Only the players at this table can read its chat." },
      ],
      [
        () => spectator.chat.send({ tableId: st.tableId, text: "hello" }),
        { code: "FORBIDDEN", message: "Only the players at this table can write in its chat." },
      ],
      [() => callerFor(db).chat.list({ tableId: st.tableId }), { code: "UNAUTHORIZED" }],
      [() => callerFor(db).chat.send({ tableId: st.tableId, text: "hello" }), { code: "UNAUTHORIZED" }],
      [() => spectator.chat.list({ tableId: "no-such-table" }), { code: "NOT_FOUND" }],
    ]);
    expect(await db.tableMessage.count({ where: { tableId: st.tableId } })).toBe(1);
  });

  it("the players still talk after the game ended", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    await st.callers[0]!.game.resign({ gameId: st.gameId });
    expect((await st.callers[0]!.table.get({ tableId: st.tableId })).status).toBe("FINISHED");
    await st.callers[0]!.chat.send({ tableId: st.tableId, text: "gg" });
    expect((await st.callers[1]!.chat.list({ tableId: st.tableId })).map((m) => m.text)).toEqual(["gg"]);
  });

  it("bad text gets a clear message and changes nothing (no message, no rate-limit count)", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const send = (text: string) => st.callers[0]!.chat.send({ tableId: st.tableId, text });
    await expect(send("   ")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Write something before sending.",
    });
    await expect(send("line one\nline two")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "A message cannot contain control characters such as line breaks or tabs.",
    });
    await expect(send("bell\u0007")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(send("reversed \u202Etext")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(send("x".repeat(301))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "A message can be at most 300 characters (this one has 301).",
    });
    await expect(send("x".repeat(5000))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await db.tableMessage.count({ where: { tableId: st.tableId } })).toBe(0);
    expect(await db.rateLimitCounter.count({ where: { key: st.users[0]!.id, bucket: { startsWith: "chat" } } })).toBe(
      0,
    );
    // 300 characters, counted as characters (an emoji is one), pass.
    expect((await send("🎴".repeat(300))).text).toBe("🎴".repeat(300));
  });

  it("limits each player to 8 messages in 10 seconds and 30 a minute, with a clear message", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const ctx = { db, bus: testBus(db) };
    const user = st.users[0]!.id;
    const minute = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
    const at = (s: number) => new Date(minute + s * 1000);
    for (let i = 0; i < 8; i++) await sendTableMessage(ctx, user, st.tableId, `burst ${i}`, at(1));
    await expect(sendTableMessage(ctx, user, st.tableId, "one too many", at(2))).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "You are sending messages too quickly. Please wait a few seconds.",
      details: { retryAfterSeconds: 8 },
    });
    // The other player is not limited by it.
    await sendTableMessage(ctx, st.users[1]!.id, st.tableId, "calm down", at(2));
    // Later 10-second windows: 8 + 8 + 6 more make 30 sent this minute; the next is over the minute's 30.
    for (const s of [11, 21])
      for (let i = 0; i < 8; i++) await sendTableMessage(ctx, user, st.tableId, `more ${s} ${i}`, at(s));
    for (let i = 0; i < 6; i++) await sendTableMessage(ctx, user, st.tableId, `last ${i}`, at(31));
    await expect(sendTableMessage(ctx, user, st.tableId, "over the minute", at(32))).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "You have sent many messages this minute. Please wait a moment.",
    });
    expect(await db.tableMessage.count({ where: { tableId: st.tableId, authorId: user } })).toBe(30);
  });

  it("a player who leaves the waiting room hears no more of its chat, and may neither read nor write it", async () => {
    const { db } = t();
    const [aoi, ren, kai] = [await createTestUser(db), await createTestUser(db), await createTestUser(db)];
    const { tableId } = await callerFor(db, aoi).table.create(
      tableInput({ game: "sfj", playerCount: 3, timeControl: { kind: "per_move", seconds: 600 } }),
    );
    await callerFor(db, ren).table.join({ tableId });
    const controller = new AbortController();
    const renStream = chatOf(callerFor(db, ren, { signal: controller.signal }).table.onChange({ tableId }))[
      Symbol.asyncIterator
    ]();
    const hello = await callerFor(db, aoi).chat.send({ tableId, text: "hello Ren" });
    expect(await nextItem(renStream)).toMatchObject({ messages: [hello] });
    await callerFor(db, ren).table.leave({ tableId });
    await callerFor(db, kai).table.join({ tableId });
    await callerFor(db, aoi).chat.send({ tableId, text: "welcome Kai" });
    expect(await nextItem(renStream, 1500)).not.toMatchObject({ messages: [{ text: "welcome Kai" }] });
    await expect(callerFor(db, ren).chat.list({ tableId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(db, ren).chat.send({ tableId, text: "wait" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await callerFor(db, kai).chat.list({ tableId })).map((m) => m.text)).toEqual(["hello Ren", "welcome Kai"]);
    controller.abort();
  });

  it("an admin removes a message: it reads removed for the players, and the audit log says who removed what", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const admin = await createTestUser(db, { role: "ADMIN" });
    const rude = await st.callers[1]!.chat.send({ tableId: st.tableId, text: "something rude" });
    await st.callers[0]!.chat.send({ tableId: st.tableId, text: "please be nice" });
    await expect(st.callers[0]!.chat.remove({ messageId: rude.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const adminCaller = callerFor(db, admin);
    expect(await adminCaller.chat.remove({ messageId: rude.id })).toMatchObject({
      id: rude.id,
      text: null,
      removed: true,
    });
    const list = await st.callers[0]!.chat.list({ tableId: st.tableId });
    expect(list.map((m) => [m.text, m.removed])).toEqual([
      [null, true],
      ["please be nice", false],
    ]);
    expect(JSON.stringify(list)).not.toContain("something rude");
    await expectSoleAuditEntry(
      adminCaller,
      { targetType: "message", targetId: rude.id },
      {
        action: "chat.remove",
        actorId: admin.id,
        words: `removed a chat message by ${st.users[1]!.displayName} at table ${st.tableId}: "something rude"`,
      },
    );
    await expect(adminCaller.chat.remove({ messageId: rude.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This message was already removed.",
    });
    await expect(adminCaller.chat.remove({ messageId: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db.auditLog.count({ where: { targetId: rude.id } })).toBe(1);
  });

  it("the table's stream brings a new message and a removal to the other player at once, never to a spectator; a reconnect gets the history", async () => {
    const { db } = t();
    const st = await startTable(db, { game: "sfj", playerCount: 2 });
    const controller = new AbortController();
    const open = async (u: Parameters<typeof callerFor>[1]) =>
      chatOf(callerFor(db, u, { signal: controller.signal }).table.onChange({ tableId: st.tableId }))[
        Symbol.asyncIterator
      ]();
    const ren = await open(st.users[1]!);
    const spectator = await open(await createTestUser(db));
    const spectatorNext = nextItem(spectator, 1500);
    const sent = await st.callers[0]!.chat.send({ tableId: st.tableId, text: "your move" });
    // The message itself, once: live, or in the history if the stream's chat opened just after it was sent.
    expect(await nextItem(ren)).toMatchObject({ messages: [sent] });
    const admin = callerFor(db, await createTestUser(db, { role: "ADMIN" }));
    await admin.chat.remove({ messageId: sent.id });
    expect(await nextItem(ren)).toMatchObject({
      snapshot: false,
      messages: [{ id: sent.id, text: null, removed: true }],
    });
    const second = await st.callers[0]!.chat.send({ tableId: st.tableId, text: "still there?" });
    expect(await nextItem(ren)).toEqual({ snapshot: false, messages: [second] });
    expect(await spectatorNext).toBe("timeout");
    // A page that opens its stream again (a reconnect) gets what was said, once.
    const again = await open(st.users[1]!);
    expect(await nextItem(again)).toMatchObject({
      snapshot: true,
      messages: [
        { id: sent.id, removed: true },
        { id: second.id, text: "still there?" },
      ],
    });
    controller.abort();
    for (const it of [ren, again]) expect(await nextItem(it)).toBe("done");
  });
});

describeWithServerDatabase("chat between two server processes (LISTEN/NOTIFY)", (t) => {
  it("a message sent through one process reaches a player's stream served by another", async () => {
    const { db, url, pool } = t();
    const st = await startTable(db, { game: "sakura", playerCount: 2 });
    const sender = await PgNotifyBus.start({ url, pool });
    const server = await PgNotifyBus.start({ url, pool });
    const controller = new AbortController();
    try {
      const ren = chatOf(
        callerFor(db, st.users[1]!, { bus: server, signal: controller.signal }).table.onChange({ tableId: st.tableId }),
      )[Symbol.asyncIterator]();
      const aoi = callerFor(db, st.users[0]!, { bus: sender });
      const first = await aoi.chat.send({ tableId: st.tableId, text: "before" });
      // Once the first arrives (in the history or live), the stream listens: the next one comes live through the other bus.
      expect(await nextItem(ren)).toMatchObject({ messages: [first] });
      const sent = await aoi.chat.send({ tableId: st.tableId, text: "from the other process" });
      expect(await nextItem(ren)).toEqual({ snapshot: false, messages: [sent] });
      controller.abort();
      expect(await nextItem(ren)).toBe("done");
    } finally {
      controller.abort();
      await sender.close();
      await server.close();
    }
  });
});
