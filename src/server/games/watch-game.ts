// Reading a game: the caller's GameView now, and a stream of them (in table.onChange, watch-table.ts) — each event on the bus is only
// "game G is at seq N"; the subscriber loads the game and builds the view for ITS caller.
import { DomainError } from "../errors";
import type { GameView } from "../views/game";
import { gameChannel } from "../realtime/bus";
import type { LoadedGame } from "./loaded-game";
import { loadGame } from "./game-state";
import { buildGameView, viewerSeat } from "./game-view";
import { newsOf } from "./move-news";
import type { PlayContext } from "./play-context";

export async function getGameView(ctx: PlayContext, userId: string, gameId: string): Promise<GameView> {
  const game = await loadGame(ctx.db, gameId);
  if (!game) throw new DomainError("NOT_FOUND", "noSuchGame");
  return buildGameView(game, viewerSeat(game, userId), new Date());
}

/**
 * How far a game has gone, for a stream's resume point: the seq, then the seats forfeited at it. A resign (resign.ts)
 * or a suspension forfeits a seat without a move, and forfeits are never undone, so (seq, forfeits) grows with every
 * change a view shows; both come with the game as loaded (no read of their own).
 */
export interface GameVersion {
  seq: number;
  forfeits: number;
}

export const versionOf = (game: Pick<LoadedGame, "seq" | "seats">): GameVersion => ({
  seq: game.seq,
  forfeits: game.seats.filter((s) => s.forfeited).length,
});

const newer = (a: GameVersion, b: GameVersion) => a.seq > b.seq || (a.seq === b.seq && a.forfeits > b.forfeits);

/**
 * The caller's view each time the game passes `last` (the version of the tracked event the client last received; none:
 * the current view at once). Ends when `signal` aborts.
 */
export async function* watchGame(
  ctx: PlayContext,
  userId: string,
  gameId: string,
  last: GameVersion | null,
  signal?: AbortSignal,
): AsyncGenerator<GameView> {
  // Subscribe before reading, so a move between the read and the subscription is not missed.
  const events = ctx.bus.subscribe(gameChannel(gameId), signal);
  const first = await loadGame(ctx.db, gameId);
  if (!first) throw new DomainError("NOT_FOUND", "noSuchGame");
  const seat = viewerSeat(first, userId);
  let sent: GameVersion = last ?? { seq: -1, forfeits: 0 };
  if (newer(versionOf(first), sent)) {
    sent = versionOf(first);
    yield buildGameView(first, seat, new Date());
  }
  for await (const event of events) {
    // A resign changes the game without a move (games/resign.ts): its event asks for a new read at the same seq.
    const reread = event.kind === "message" && event.payload.reread === true;
    if (event.kind === "message" && typeof event.payload.seq === "number" && event.payload.seq <= sent.seq && !reread)
      continue;
    // A move's event: the record this process already has at that seq, or built from the move's news if it came
    // from another process (game-state.ts); a resync reads again.
    let game =
      event.kind === "message" && typeof event.payload.seq === "number" && !reread
        ? await loadGame(ctx.db, gameId, { atLeastSeq: event.payload.seq, news: newsOf(event.payload) })
        : await loadGame(ctx.db, gameId);
    // A move validated before a resign committed, and stored after it, knew nothing of that forfeit: its record (kept
    // by its process, or its news) shows fewer forfeited seats than this stream already sent. The stored game has both.
    if (game && game.seq > sent.seq && versionOf(game).forfeits < sent.forfeits) game = await loadGame(ctx.db, gameId);
    if (!game || !newer(versionOf(game), sent)) continue;
    sent = versionOf(game);
    yield buildGameView(game, seat, new Date());
  }
}
