// A table's chat between its players, as lichess's player chat: the people seated at the table read and write (a
// finished game's players keep their seats, so they still can); spectators and bots neither. An admin may read a
// table's chat and remove a message (audited). New messages and removals are published on the table's chat channel
// of the realtime bus, and the players' table streams (watch-table.ts) carry them.
import type { ChatMessageView, ChatUpdate } from "../views/chat";
import { DomainError } from "../errors";
import type { PlayContext } from "../games/play-context";
import { tableChatChannel } from "../realtime/bus";
import {
  chatMembersOf,
  findTableMessage,
  insertTableMessage,
  listTableMessages,
  removeTableMessage,
  type TableMessageRecord,
} from "../repositories/table-messages";
import { enforceRateLimit, limitOf } from "../security/rate-limit";
import { checkMessageText } from "./message-text";

/** How many messages a page is shown (the latest). */
export const CHAT_HISTORY = 100;

/** Chat messages per user, in any table: a burst of 8 in 10 seconds, and 30 a minute. */
export const chatBurstLimit = limitOf("chat-burst", 10_000, "RATE_LIMIT_CHAT_PER_10_SECONDS", 8, "chatTooQuick");
export const chatMinuteLimit = limitOf("chat-minute", 60_000, "RATE_LIMIT_CHAT_PER_MINUTE", 30, "chatTooMany");

export function toChatMessageView(m: TableMessageRecord): ChatMessageView {
  const removed = m.deletedAt !== null;
  return {
    id: m.id,
    seq: m.seq,
    author: { id: m.authorId, displayName: m.authorName },
    text: removed ? null : m.text,
    removed,
    createdAt: m.createdAt,
  };
}

/** Whether `userId` is one of the people seated at the table (NOT_FOUND when there is no table). */
export async function isChatMember(ctx: PlayContext, userId: string, tableId: string): Promise<boolean> {
  const members = await chatMembersOf(ctx.db, tableId);
  if (!members) throw new DomainError("NOT_FOUND", "noSuchTable");
  return members.some((m) => m.userId === userId);
}

export async function sendTableMessage(
  ctx: PlayContext,
  userId: string,
  tableId: string,
  rawText: string,
  now = new Date(),
): Promise<ChatMessageView> {
  if (!(await isChatMember(ctx, userId, tableId))) throw new DomainError("FORBIDDEN", "onlyPlayersTableWrite");
  const checked = checkMessageText(rawText);
  if (!checked.ok)
    throw new DomainError("BAD_REQUEST", "refused", { field: "text", params: { reason: checked.message } });
  await enforceRateLimit(ctx.db, chatBurstLimit(), userId, now);
  await enforceRateLimit(ctx.db, chatMinuteLimit(), userId, now);
  const message = await insertTableMessage(ctx.db, { tableId, authorId: userId, text: checked.text, createdAt: now });
  await ctx.bus.publish(tableChatChannel(tableId), { seq: message.seq });
  return toChatMessageView(message);
}

/** The latest messages, oldest first: for the table's players, and for an admin (to moderate). */
export async function listTableChat(
  ctx: PlayContext,
  user: { id: string; role: string },
  tableId: string,
): Promise<ChatMessageView[]> {
  const member = await isChatMember(ctx, user.id, tableId);
  if (!member && user.role !== "ADMIN") throw new DomainError("FORBIDDEN", "onlyPlayersTableRead");
  return (await listTableMessages(ctx.db, tableId, { take: CHAT_HISTORY })).map(toChatMessageView);
}

/** An admin removes a message: it then reads "message removed by a moderator" on every page. */
export async function removeChatMessage(
  ctx: PlayContext,
  adminId: string,
  messageId: string,
  now = new Date(),
): Promise<ChatMessageView> {
  const message = await findTableMessage(ctx.db, messageId);
  if (!message) throw new DomainError("NOT_FOUND", "noSuchMessage");
  if (!(await removeTableMessage(ctx.db, message, adminId, now)))
    throw new DomainError("CONFLICT", "messageAlreadyRemoved");
  await ctx.bus.publish(tableChatChannel(message.tableId), { removed: message.id });
  return toChatMessageView({ ...message, deletedAt: now });
}

/**
 * A player's chat on the table's stream: the latest messages when it opens (left out while there are none), then
 * each new message and removal while they are still seated. Subscribed before the first read, so nothing sent in
 * between is missed; after a lost bus connection (resync) the latest messages again.
 */
export async function* watchTableChat(
  ctx: PlayContext,
  userId: string,
  tableId: string,
  signal?: AbortSignal,
): AsyncGenerator<ChatUpdate> {
  const events = ctx.bus.subscribe(tableChatChannel(tableId), signal);
  let lastSeq = 0;
  // What this stream already sent (a message announced after the history that holds it is not sent again).
  const sent = new Set<number>();
  const snapshot = async (): Promise<ChatUpdate> => {
    const messages = (await listTableMessages(ctx.db, tableId, { take: CHAT_HISTORY })).map(toChatMessageView);
    lastSeq = Math.max(lastSeq, ...messages.map((m) => m.seq));
    for (const m of messages) sent.add(m.seq);
    return { snapshot: true, messages };
  };
  const first = await snapshot();
  if (first.messages.length > 0) yield first;
  for await (const event of events) {
    // A player who left the table (or was replaced) hears no more of it.
    if (!(await isChatMember(ctx, userId, tableId))) return;
    if (event.kind === "resync") {
      yield await snapshot();
      continue;
    }
    const removed = event.payload.removed;
    if (typeof removed === "string") {
      const m = await findTableMessage(ctx.db, removed);
      if (m && m.tableId === tableId) yield { snapshot: false, messages: [toChatMessageView(m)] };
      continue;
    }
    // Every message after the last one sent, and the one announced: seqs are taken at insert, so a message may
    // commit after a later-numbered one was already sent (the page merges by id, so none shows twice).
    const announced = typeof event.payload.seq === "number" ? event.payload.seq : undefined;
    const fresh = (
      await listTableMessages(ctx.db, tableId, { take: CHAT_HISTORY, afterSeq: lastSeq, alsoSeq: announced })
    ).filter((m) => !sent.has(m.seq));
    if (fresh.length === 0) continue;
    lastSeq = Math.max(lastSeq, fresh[fresh.length - 1]!.seq);
    for (const m of fresh) sent.add(m.seq);
    yield { snapshot: false, messages: fresh.map(toChatMessageView) };
  }
}
