// The table page's one stream (table.onChange): the table, its game and a live Judge match over one server-sent-event
// connection (a browser keeps six per host for all the site's pages). Each part is what its own reading gives the
// caller, with the same checks: the table as table.get shows it, the game as game.view does (the caller's seat view
// from playerView, a spectator's at a public table; a visitor, who may not read games, gets none), the Judge match as
// its live view for that receiver (watchJudge).
import { isRealTimeGame } from "~/engine/registry";
import { tracked, type TrackedEnvelope } from "@trpc/server";
import type { TableEvent, TableView } from "../views/table";
import { gameEvent } from "../views/transformer";
import { watchTableChat } from "../chat/table-chat";
import { DomainError } from "../errors";
import type { JudgeCoordinator } from "../judge/coordinator";
import { watchJudge } from "../judge/watch";
import { tableChannel } from "../realtime/bus";
import { mapStream } from "../realtime/map-stream";
import { mergeStreams, type LiveStream } from "../realtime/merge-streams";
import { holdTablePageOpen } from "../notifications/table-page-open";
import type { PlayContext } from "./play-context";
import { getTableView } from "./table-view";
import { watchGame, type GameVersion } from "./watch-game";

export type TableStreamItem = TableEvent | TrackedEnvelope<TableEvent>;

/**
 * The tracked id of a game event: `${gameId}:${seq}`, and `.${forfeits}` once a seat is forfeited (watch-game.ts
 * GameVersion: a resign changes the view at the same seq, and a reconnect must tell the two apart).
 */
export const gameEventId = (gameId: string, v: GameVersion) =>
  `${gameId}:${v.seq}${v.forfeits > 0 ? `.${v.forfeits}` : ""}`;

/** The version of `gameId` a reconnecting client last received (its lastEventId), if that id is of this game. */
export function lastVersionOf(lastEventId: string | null | undefined, gameId: string): GameVersion | null {
  if (!lastEventId?.startsWith(`${gameId}:`)) return null;
  const m = /^(\d{1,9})(?:\.(\d{1,3}))?$/.exec(lastEventId.slice(gameId.length + 1));
  return m ? { seq: Number(m[1]), forfeits: m[2] === undefined ? 0 : Number(m[2]) } : null;
}

/**
 * The stream: the table now and after each change; from the moment the table has a game in play or over, the
 * caller's game views (tracked by seq and forfeits: a reconnect with `lastEventId` gets only newer ones); while a Judge match is in
 * play, its live views; meanwhile a seated caller is not told about the table (notifications/table-page-open.ts).
 * Resolves once the table is read as the caller may see it: that read is the access check (a caller refused gets its
 * clear error, not a broken stream) and the stream's first item. A game or match the caller may not read is left
 * out, as game.view would refuse it. Ends when `signal` aborts.
 */
export async function watchTable(
  ctx: PlayContext,
  opts: {
    userId: string | null;
    tableId: string;
    inviteCode?: string;
    lastEventId?: string | null;
    /** The coordinator of the process's real-time matches, asked for once a real-time game is in play. */
    liveMatches: () => JudgeCoordinator;
  },
  signal?: AbortSignal,
): Promise<LiveStream<TableStreamItem>> {
  const { userId, tableId, inviteCode } = opts;
  const games = new Set<string>();
  let heldOpen = false;
  let chatting = false;
  // Read after subscribing: a change in between is in the view or still to come as an event.
  const events = ctx.bus.subscribe(tableChannel(tableId), signal);
  // Held only until it is sent: the stream lives as long as the page, and a view is kilobytes.
  let now: TableView | null;
  try {
    now = await getTableView(ctx, userId, tableId, inviteCode);
  } catch (e) {
    await events[Symbol.asyncIterator]().return?.();
    throw e;
  }
  const takeFirst = () => {
    const first = now!;
    now = null;
    return first;
  };
  const tables = async function* (): AsyncGenerator<TableStreamItem> {
    yield { kind: "table", table: takeFirst() };
    for await (const _event of events)
      yield { kind: "table", table: await getTableView(ctx, userId, tableId, inviteCode) };
  };
  return mergeStreams<TableStreamItem>([tables()], (item, add) => {
    if (!("kind" in item) || item.kind !== "table") return;
    const table = item.table;
    // The chat is the seated players' (a bot never opens a stream; spectators get none).
    if (userId !== null && table.mySeat !== null && !chatting) {
      chatting = true;
      add(chatUpdates(ctx, userId, tableId, signal));
    }
    if (userId === null || !table.gameId || !inPlayOrOver(table) || games.has(table.gameId)) return;
    const gameId = table.gameId;
    games.add(gameId);
    add(gameViews(ctx, userId, gameId, lastVersionOf(opts.lastEventId, gameId), signal));
    // A seated player looking at the table is not told about it meanwhile (nor counts it on the bell).
    if (table.mySeat !== null && !heldOpen) {
      heldOpen = true;
      add(holdTablePageOpen(ctx, userId, tableId, signal));
    }
    if (isRealTimeGame(table.game) && table.status === "PLAYING")
      add(judgeViews(ctx, opts.liveMatches(), userId, gameId, signal));
  });
}

const inPlayOrOver = (t: TableView) => t.status === "PLAYING" || t.status === "FINISHED";

/** A first read refusing the caller: the game or match is left out of the stream (watchTable). */
const refused = (e: unknown) => e instanceof DomainError && (e.code === "FORBIDDEN" || e.code === "NOT_FOUND");

function gameViews(
  ctx: PlayContext,
  userId: string,
  gameId: string,
  last: GameVersion | null,
  signal?: AbortSignal,
): LiveStream<TableStreamItem> {
  return mapStream(
    watchGame(ctx, userId, gameId, last, signal),
    (view) =>
      tracked(
        gameEventId(gameId, { seq: view.seq, forfeits: view.players.filter((p) => p.forfeited).length }),
        gameEvent(view) as TableEvent,
      ),
    refused,
  );
}

function chatUpdates(
  ctx: PlayContext,
  userId: string,
  tableId: string,
  signal?: AbortSignal,
): LiveStream<TableStreamItem> {
  const chats = watchTableChat(ctx, userId, tableId, signal)[Symbol.asyncIterator]();
  return mapStream(chats, (chat): TableStreamItem => ({ kind: "chat", chat }));
}

function judgeViews(
  ctx: PlayContext,
  coordinator: JudgeCoordinator,
  userId: string,
  gameId: string,
  signal?: AbortSignal,
): LiveStream<TableStreamItem> {
  const live = watchJudge(ctx, coordinator, userId, gameId, signal);
  return mapStream(live[Symbol.asyncIterator](), (judge): TableStreamItem => ({ kind: "live", judge }), refused);
}
