// A move on a game this process holds (its record and its state at the same seq, state-cache.ts) by a caller whose
// session this process judged before: no read before the engine, and ONE statement that stores the move and checks,
// as the read would have, that the session still holds and is that user's, that the seat is theirs, the move within
// their limit (counted whatever the outcome) and the seats forfeited as the process holds them, with the seq check
// (repositories/game-commits.ts MoveGuard). The database settles each of them; the process's copies are only hints.
// Whatever does not hold, or any refusal before the statement, goes the read path (mover.ts), which judges the move
// as every move was judged before (counted once in all).
import { DomainError } from "../errors";
import type { MoveGuard } from "../repositories/game-commits";
import { checkRequestCount, moveLimit, pruneCountsIfDue, rateWindowStart } from "../security/rate-limit";
import { services } from "../services";
import type { GameView } from "../views/game";
import { loadGame } from "./game-state";
import type { PlayContext } from "./play-context";
import { cachedState, knownRecord } from "./state-cache";
import { GuardMissed, playMove } from "./submit-move";

declare module "../services" {
  interface Services {
    /** Session token → the user it was last judged to be (mover.ts). */
    moverHints?: Map<string, string>;
  }
}
const hints = (services().moverHints ??= new Map<string, string>());
const MAX_HINTS = 10_000;

/** `token` was judged a valid session of `userId` (a hint for later moves, which check it again). */
export function rememberMoverHint(token: string, userId: string): void {
  hints.delete(token); // re-insert: Map order is the LRU order
  hints.set(token, userId);
  if (hints.size > MAX_HINTS) hints.delete(hints.keys().next().value!);
}

/** Forgets every hint (tests). */
export function clearMoverHints(): void {
  hints.clear();
}

export type HeldMoveResult = { view: GameView } | { view: null; counted: boolean };

/**
 * The caller's move played on the game as this process holds it, or `view: null` when the read path must play it
 * (`counted`: the move was counted against the caller's limit already). Over the limit: TOO_MANY_REQUESTS.
 */
export async function playHeldMove(
  ctx: PlayContext,
  sessionToken: string,
  gameId: string,
  input: { seq: number; move: Record<string, unknown> },
  now: Date,
): Promise<HeldMoveResult> {
  const userId = hints.get(sessionToken);
  const record = knownRecord(gameId);
  if (userId === undefined || !record || cachedState(gameId)?.seq !== record.seq) return { view: null, counted: false };
  const seat = record.seats.find((s) => s.userId === userId);
  if (!seat) return { view: null, counted: false };
  const game = (await loadGame(ctx.db, gameId, { record }))!;
  const limit = moveLimit();
  const guard: MoveGuard = {
    sessionToken,
    userId,
    seat: seat.seat,
    rate: { bucket: limit.bucket, windowStart: rateWindowStart(limit, now), max: limit.max },
    forfeited: game.seats
      .filter((s) => s.forfeited)
      .map((s) => s.seat)
      .sort((a, b) => a - b),
  };
  try {
    const view = await playMove(ctx, game, seat.seat, input, now, guard);
    await pruneCountsIfDue(ctx.db, now);
    return { view };
  } catch (e) {
    if (e instanceof GuardMissed) {
      if (e.requestCount === null) return { view: null, counted: false };
      await checkRequestCount(ctx.db, limit, e.requestCount, now);
      return { view: null, counted: true };
    }
    // Refused before the statement (an old seq, not their turn, a move the engine refuses): the read path judges it,
    // counting it and reading the game as stored.
    if (e instanceof DomainError) return { view: null, counted: false };
    throw e;
  }
}
