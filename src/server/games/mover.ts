// Who is moving in a game, read in ONE statement with the game (repositories/games.ts findGameForMover): the caller's
// session, judged exactly as every request's (sessionFromRow), one move counted against the caller's rate limit
// (whatever the outcome), and the game with its seats. game.move reads it unless the process holds what it needs
// (held-move.ts).
import { sessionFromRow, type Session } from "../auth/session";
import { DomainError } from "../errors";
import { findGameForMover } from "../repositories/games";
import { checkRequestCount, moveLimit, rateWindowStart } from "../security/rate-limit";
import type { GameView } from "../views/game";
import { loadGame } from "./game-state";
import { playHeldMove, rememberMoverHint } from "./held-move";
import type { LoadedGame } from "./loaded-game";
import type { PlayContext } from "./play-context";
import { playMove } from "./submit-move";

export interface Mover {
  session: Session;
  /** The caller's seat in `game`. */
  seat: number;
  game: LoadedGame;
}

const signIn = () => new DomainError("UNAUTHORIZED", "signInFirst");

type MoverContext = PlayContext & { sessionToken?: string; loadSession: () => Promise<Session | null> };

/**
 * game.move: the caller's move on the position of `input.seq`, answered with their new view. On a game this process
 * holds, by a session it judged before, one statement checks and stores it (held-move.ts); otherwise the mover is
 * read first (readMover) and the move stored after the engine.
 */
export async function moveAsCaller(
  ctx: MoverContext,
  input: { gameId: string; seq: number; move: Record<string, unknown> },
  now: Date,
): Promise<GameView> {
  let counted = false;
  if (ctx.sessionToken !== undefined) {
    const held = await playHeldMove(ctx, ctx.sessionToken, input.gameId, input, now);
    if (held.view) return held.view;
    counted = held.counted;
  }
  const { seat, game } = await readMover(ctx, input.gameId, now, { counted });
  return playMove(ctx, game, seat, input, now);
}

/**
 * The caller of a request, by its session token, or by its session when already known (an in-process caller without
 * a cookie); refused when signed out, over the move limit, the game does not exist or the caller has no seat in it.
 */
export async function readMover(
  ctx: MoverContext,
  gameId: string,
  now: Date,
  opts: { counted?: boolean } = {},
): Promise<Mover> {
  const limit = moveLimit();
  const counted = opts.counted ? null : { bucket: limit.bucket, windowStart: rateWindowStart(limit, now) };
  let session: Session | null;
  let read;
  if (ctx.sessionToken !== undefined) {
    read = await findGameForMover(ctx.db, { sessionToken: ctx.sessionToken }, gameId, counted);
    session = await sessionFromRow(ctx.db, read.found, now);
    if (session) rememberMoverHint(ctx.sessionToken, session.user.id);
  } else {
    session = await ctx.loadSession();
    if (!session) throw signIn();
    read = await findGameForMover(ctx.db, { userId: session.user.id }, gameId, counted);
  }
  if (!session) throw signIn();
  if (counted) await checkRequestCount(ctx.db, limit, read.count ?? 0, now);
  if (!read.game) throw new DomainError("NOT_FOUND", "noSuchGame");
  const userId = session.user.id;
  const seat = read.game.seats.find((s) => s.userId === userId);
  if (!seat) throw new DomainError("FORBIDDEN", "notSeatGame");
  const game = (await loadGame(ctx.db, gameId, { record: read.game }))!;
  return { session, seat: seat.seat, game };
}
