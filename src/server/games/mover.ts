// Who is moving in a game, read in ONE statement with the game (repositories/games.ts findGameForMover): the caller's
// session, judged exactly as every request's (sessionFromRow), one move counted against the caller's rate limit
// (whatever the outcome), and the game with its seats. moverProcedure (api/trpc.ts) runs it before game.move.
import { sessionFromRow, type Session } from "../auth/session";
import type { Db } from "../db/db";
import { DomainError } from "../errors";
import { findGameForMover } from "../repositories/games";
import { checkRequestCount, moveLimit, rateWindowStart } from "../security/rate-limit";
import { loadGame } from "./game-state";
import type { LoadedGame } from "./loaded-game";

export interface Mover {
  session: Session;
  /** The caller's seat in `game`. */
  seat: number;
  game: LoadedGame;
}

const signIn = () => new DomainError("UNAUTHORIZED", "signInFirst");

/**
 * The caller of a request, by its session token, or by its session when already known (an in-process caller without
 * a cookie); refused when signed out, over the move limit, the game does not exist or the caller has no seat in it.
 */
export async function readMover(
  ctx: { db: Db; sessionToken?: string; loadSession: () => Promise<Session | null> },
  gameId: string,
  now: Date,
): Promise<Mover> {
  const limit = moveLimit();
  const counted = { bucket: limit.bucket, windowStart: rateWindowStart(limit, now) };
  let session: Session | null;
  let read;
  if (ctx.sessionToken !== undefined) {
    read = await findGameForMover(ctx.db, { sessionToken: ctx.sessionToken }, gameId, counted);
    session = await sessionFromRow(ctx.db, read.found, now);
  } else {
    session = await ctx.loadSession();
    if (!session) throw signIn();
    read = await findGameForMover(ctx.db, { userId: session.user.id }, gameId, counted);
  }
  if (!session) throw signIn();
  await checkRequestCount(ctx.db, limit, read.count ?? 0, now);
  if (!read.game) throw new DomainError("NOT_FOUND", "noSuchGame");
  const userId = session.user.id;
  const seat = read.game.seats.find((s) => s.userId === userId);
  if (!seat) throw new DomainError("FORBIDDEN", "notSeatGame");
  const game = (await loadGame(ctx.db, gameId, { record: read.game }))!;
  return { session, seat: seat.seat, game };
}
