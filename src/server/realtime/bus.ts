// Fan-out of "something changed" between the server and its open subscriptions (SSE). Payloads are small pointers —
// { gameId, seq }, { userId } — never a client's view: each subscriber builds and sends its own. (A move's message
// also carries what changed, for the other processes' own use: games/move-news.ts.)
//
// Two implementations behind this interface, chosen from the database mode (process-bus.ts):
//  - memory-bus.ts: one process (the embedded database serves exactly one);
//  - pg-bus.ts: PostgreSQL LISTEN/NOTIFY on a dedicated connection, so every process on the database hears it.

export type BusValue = string | number | boolean | null | readonly BusValue[] | { readonly [key: string]: BusValue };
export type BusPayload = Readonly<Record<string, BusValue>>;

/**
 * What a subscriber receives: a published payload, or `resync` when messages may have been lost (the listening
 * connection dropped and came back): the subscriber should look at the current state again.
 */
export type BusEvent = { kind: "message"; payload: BusPayload } | { kind: "resync" };

export interface RealtimeBus {
  /** Delivered to every subscriber of `channel` in every process on the database (at most once, best effort). */
  publish(channel: string, payload: BusPayload): Promise<void>;
  /**
   * The pg_notify(channel, payload) arguments of the same message, for a bus that NOTIFYs through the database: the
   * statement of a commit may then send it itself (delivered at the commit, one round trip fewer). Absent: publish.
   */
  notifyArguments?(channel: string, payload: BusPayload): { channel: string; payload: string };
  /**
   * Events on `channel` from the moment of this call (not the first `next()`), until `signal` aborts, the
   * iteration is left (`break`/`return`), or the bus closes.
   */
  subscribe(channel: string, signal?: AbortSignal): AsyncIterable<BusEvent>;
  close(): Promise<void>;
}

// A payload's JSON text when its maker wrote it already (a move's message measures its size by it): a bus that sends
// text sends that instead of writing it again.
const texts = new WeakMap<object, string>();

/** `payload`, whose JSON text is `text` (JSON.stringify(payload) exactly). */
export function withText<P extends BusPayload>(payload: P, text: string): P {
  texts.set(payload, text);
  return payload;
}

/** JSON.stringify(payload), made once. */
export const payloadText = (payload: BusPayload): string => texts.get(payload) ?? JSON.stringify(payload);

export const gameChannel = (gameId: string) => `game:${gameId}`;
export const userChannel = (userId: string) => `user:${userId}`;
export const tableChannel = (tableId: string) => `table:${tableId}`;
/** A table's chat (src/server/chat): only the players' streams listen, so a message never re-reads the table for all. */
export const tableChatChannel = (tableId: string) => `table-chat:${tableId}`;
