// Reading a game: the caller's GameView now, and a stream of them (in table.onChange, watch-table.ts) — each event on the bus is only
// "game G is at seq N"; the subscriber loads the game and builds the view for ITS caller.
import { DomainError } from "../errors";
import type { GameView } from "../api/views/game";
import { gameChannel } from "../realtime/bus";
import { loadGame, loadGameAtLeast } from "./game-state";
import { buildGameView, viewerSeat } from "./game-view";
import { newsOf } from "./move-news";
import type { PlayContext } from "./play-context";

export async function getGameView(ctx: PlayContext, userId: string, gameId: string): Promise<GameView> {
  const game = await loadGame(ctx.db, gameId);
  if (!game) throw new DomainError("NOT_FOUND", "There is no such game.");
  return buildGameView(game, viewerSeat(game, userId), new Date());
}

/**
 * The caller's view each time the game's seq passes `lastSeq` (the tracked event id the client last received; none:
 * the current view at once). Ends when `signal` aborts.
 */
export async function* watchGame(ctx: PlayContext, userId: string, gameId: string, lastSeq: number | null, signal?: AbortSignal): AsyncGenerator<GameView> {
  // Subscribe before reading, so a move between the read and the subscription is not missed.
  const events = ctx.bus.subscribe(gameChannel(gameId), signal);
  const first = await loadGame(ctx.db, gameId);
  if (!first) throw new DomainError("NOT_FOUND", "There is no such game.");
  const seat = viewerSeat(first, userId);
  let sent = lastSeq ?? -1;
  if (first.seq > sent) {
    sent = first.seq;
    yield buildGameView(first, seat, new Date());
  }
  for await (const event of events) {
    // A resign changes the game without a move (games/resign.ts): its event asks for a new read at the same seq.
    const reread = event.kind === "message" && event.payload.reread === true;
    if (event.kind === "message" && typeof event.payload.seq === "number" && event.payload.seq <= sent && !reread) continue;
    // A move's event: the record this process already has at that seq, or built from the move's news if it came
    // from another process (game-state.ts); a resync reads again.
    const game = event.kind === "message" && typeof event.payload.seq === "number" && !reread ? await loadGameAtLeast(ctx.db, gameId, event.payload.seq, newsOf(event.payload)) : await loadGame(ctx.db, gameId);
    if (!game || game.seq < sent || (game.seq === sent && !reread)) continue;
    sent = game.seq;
    yield buildGameView(game, seat, new Date());
  }
}
