// A table's chat between its players (src/server/chat), as the table page shows it.

/** One message. A message an admin removed keeps its place and author, without its text. */
export interface ChatMessageView {
  id: string;
  /** Increases with every message: the order at the table, and what a page merges repeated deliveries by. */
  seq: number;
  author: { id: string; displayName: string };
  /** null once removed by a moderator. */
  text: string | null;
  removed: boolean;
  createdAt: Date;
}

/**
 * Chat on the table's stream (table.onChange, kind "chat"): `snapshot` is the latest messages when the stream
 * (re)opens; otherwise new messages, or one a moderator just removed. A page merges them by id and orders by seq,
 * so a reconnect neither repeats nor misses a message.
 */
export interface ChatUpdate {
  snapshot: boolean;
  messages: ChatMessageView[];
}
