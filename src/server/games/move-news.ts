// What a move's bus message tells the other server processes (docs/decisions/0004-move-news-in-notify.md): the game's
// changing fields as the move left them, and the move. A process that knows the game (its fixed fields, from any
// earlier read) and holds the engine state before the move then has the game after it without reading it (game-state.ts
// loadGame atLeastSeq); without it, every move made through one process would cost each other process with a subscriber two
// reads (the game, its new moves). The message goes from server to server through PostgreSQL's NOTIFY only, never to a
// client: each subscriber still builds its own caller's view (playerView) from the game. The seed, fixed at the start,
// never travels.
import { withText, type BusPayload } from "../realtime/bus";
import type { PlayGameRecord } from "../repositories/games";

/** A process of another version ignores news of a different shape and reads the game (rolling upgrades). */
const VERSION = 1;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: larger news is left out (the receivers read the game). */
const MAX_BYTES = 6000;

type Dynamic = Pick<PlayGameRecord, "status" | "toAct" | "endReason" | "table" | "seats">;

export interface MoveNews extends Dynamic {
  v: typeof VERSION;
  /** Times as epoch milliseconds (JSON). */
  turnStartedAt: number | null;
  deadlineAt: number | null;
  finishedAt: number | null;
  move: { seat: number; payload: unknown; byStandIn: boolean };
}

export interface MovedGame {
  seat: number;
  move: unknown;
  byStandIn: boolean;
}

const ms = (d: Date | null) => (d ? d.getTime() : null);
const date = (n: number | null) => (n === null ? null : new Date(n));

/** The bus message of a move: "game G is at seq N", with the news when it is small enough. */
export function moveMessage(after: PlayGameRecord, moved: MovedGame): BusPayload {
  const news: MoveNews = {
    v: VERSION,
    status: after.status,
    toAct: after.toAct,
    endReason: after.endReason,
    table: after.table,
    seats: after.seats,
    turnStartedAt: ms(after.turnStartedAt),
    deadlineAt: ms(after.deadlineAt),
    finishedAt: ms(after.finishedAt),
    move: { seat: moved.seat, payload: moved.move, byStandIn: moved.byStandIn },
  };
  const pointer = { gameId: after.id, seq: after.seq };
  // Written once: the bus sends this text (bus.ts withText).
  const text = JSON.stringify(news);
  if (Buffer.byteLength(text) > MAX_BYTES) return pointer;
  const payload = { ...pointer, news: news as unknown as BusPayload };
  return withText(payload, `{"gameId":${JSON.stringify(after.id)},"seq":${JSON.stringify(after.seq)},"news":${text}}`);
}

/** The news a bus message carries, if any of this version. */
export function newsOf(payload: BusPayload): MoveNews | null {
  const news = payload.news as Partial<MoveNews> | null | undefined;
  return news && typeof news === "object" && news.v === VERSION && news.move && Array.isArray(news.seats)
    ? (news as MoveNews)
    : null;
}

/** The game record at `seq`: the fixed fields of a record of the same game read before, the rest from the news. */
export function recordFromNews(known: PlayGameRecord, seq: number, news: MoveNews): PlayGameRecord {
  return {
    ...known,
    seq,
    status: news.status,
    toAct: news.toAct,
    endReason: news.endReason,
    table: news.table,
    seats: news.seats,
    turnStartedAt: date(news.turnStartedAt),
    deadlineAt: date(news.deadlineAt),
    finishedAt: date(news.finishedAt),
  };
}
