import { TRPCError } from "@trpc/server";
import { sessionFromRow, type Session } from "../../../auth/session";
import { loadedGameOf } from "../../../games/game-state";
import { playMove, submitMove } from "../../../games/submit-move";
import { findGameForMover } from "../../../repositories/games";
import { checkRequestCount, moveLimit, rateWindowStart } from "../../../security/rate-limit";
import type { GameView } from "../../../views/game";
import type { TRPCContext } from "../../context";
import type { GameMoveInput } from "./move.schema";

/**
 * Plays the caller's move on the position of `seq` and returns the caller's new view. The seat is checked by
 * playMove (no seatProcedure: its read would be a statement more per move), the move counted against the caller's
 * limit. A request whose only call this is reads the session, the count and the game in one statement
 * (context.ts sessionToken); the session is judged exactly as every request's (sessionFromRow).
 */
export async function gameMoveHandler({ ctx, input }: { ctx: TRPCContext; input: GameMoveInput }): Promise<GameView> {
  const now = new Date();
  const limit = moveLimit();
  if (ctx.session)
    return submitMove(
      ctx,
      { gameId: input.gameId, userId: ctx.session.user.id, seq: input.seq, move: input.move },
      now,
      limit,
    );
  if (!ctx.sessionToken) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in first." });
  const read = await findGameForMover(ctx.db, ctx.sessionToken, input.gameId, {
    bucket: limit.bucket,
    windowStart: rateWindowStart(limit, now),
  });
  const session: Session | null = await sessionFromRow(ctx.db, read.found, now);
  if (!session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in first." });
  await checkRequestCount(ctx.db, limit, read.count ?? 0, now);
  const game = read.game ? await loadedGameOf(ctx.db, read.game) : null;
  return playMove(ctx, game, { gameId: input.gameId, userId: session.user.id, seq: input.seq, move: input.move }, now);
}
