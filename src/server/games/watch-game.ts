// Reading a game: the caller's GameView now, and a stream of them (in table.onChange, watch-table.ts) — each event on the bus is only
// "game G is at seq N"; the subscriber loads the game and builds the view for ITS caller.
import { DomainError } from "../errors";
import type { GameView, RoundResultView } from "../views/game";
import { gameChannel, type BusEvent } from "../realtime/bus";
import type { LoadedGame } from "./loaded-game";
import { loadGame } from "./game-state";
import { buildGameView, finishedRound, viewerSeat } from "./game-view";
import { newsOf } from "./move-news";
import type { PlayContext } from "./play-context";

export async function getGameView(ctx: PlayContext, userId: string, gameId: string): Promise<GameView> {
  const game = await loadGame(ctx.db, gameId);
  if (!game) throw new DomainError("NOT_FOUND", "noSuchGame");
  return buildGameView(game, viewerSeat(game, userId), new Date());
}

/** Finished round `index` of a game the caller may see (a seat, or a public table's spectator). */
export async function getFinishedRound(
  ctx: PlayContext,
  userId: string,
  gameId: string,
  index: number,
): Promise<RoundResultView> {
  const game = await loadGame(ctx.db, gameId);
  if (!game) throw new DomainError("NOT_FOUND", "noSuchGame");
  viewerSeat(game, userId);
  return finishedRound(game, index);
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
 * What a stream of one game knows between events: the caller's seat and the version it sent last. The view to send
 * is handed over once (`take`) and not kept: a suspended generator keeps its registers, so a view held in one would
 * stay in memory until the game's next move.
 */
class GameWatch {
  private view: GameView | null = null;

  private constructor(
    private readonly ctx: PlayContext,
    private readonly gameId: string,
    private readonly seat: number | null,
    private sent: GameVersion,
  ) {}

  /** The game as it is now (refusing a caller who may not read it), with its view to send if newer than `last`. */
  static async open(ctx: PlayContext, userId: string, gameId: string, last: GameVersion | null): Promise<GameWatch> {
    const game = await loadGame(ctx.db, gameId);
    if (!game) throw new DomainError("NOT_FOUND", "noSuchGame");
    const watch = new GameWatch(ctx, gameId, viewerSeat(game, userId), last ?? { seq: -1, forfeits: 0 });
    watch.offer(game);
    return watch;
  }

  /** Whether a view is waiting to be sent. */
  get ready(): boolean {
    return this.view !== null;
  }

  take(): GameView {
    const view = this.view!;
    this.view = null;
    return view;
  }

  /** Reads the game an event announces; true when it has a view to send. */
  async onEvent(event: BusEvent): Promise<boolean> {
    // A resign changes the game without a move (games/resign.ts): its event asks for a new read at the same seq.
    const reread = event.kind === "message" && event.payload.reread === true;
    const seq = event.kind === "message" && typeof event.payload.seq === "number" ? event.payload.seq : null;
    if (seq !== null && seq <= this.sent.seq && !reread) return false;
    // A move's event: the record this process already has at that seq, or built from the move's news if it came
    // from another process (game-state.ts); a resync reads again.
    let game =
      seq !== null && event.kind === "message" && !reread
        ? await loadGame(this.ctx.db, this.gameId, { atLeastSeq: seq, news: newsOf(event.payload) })
        : await loadGame(this.ctx.db, this.gameId);
    // A move validated before a resign committed, and stored after it, knew nothing of that forfeit: its record (kept
    // by its process, or its news) shows fewer forfeited seats than this stream already sent. The stored game has both.
    if (game && game.seq > this.sent.seq && versionOf(game).forfeits < this.sent.forfeits)
      game = await loadGame(this.ctx.db, this.gameId);
    if (game) this.offer(game);
    return this.ready;
  }

  private offer(game: LoadedGame): void {
    if (!newer(versionOf(game), this.sent)) return;
    this.sent = versionOf(game);
    this.view = buildGameView(game, this.seat, new Date());
  }
}

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
  const watch = await GameWatch.open(ctx, userId, gameId, last);
  if (watch.ready) yield watch.take();
  for await (const event of events) if (await watch.onEvent(event)) yield watch.take();
}
