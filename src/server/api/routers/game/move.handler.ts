import type { Session } from "../../../auth/session";
import { submitMove } from "../../../games/submit-move";
import { enforceRateLimit, moveLimit } from "../../../security/rate-limit";
import type { GameView } from "../../views/game";
import type { TRPCContext } from "../../context";
import type { GameMoveInput } from "./move.schema";

/** Plays the caller's move on the position of `seq` and returns the caller's new view. */
export async function gameMoveHandler({ ctx, input }: { ctx: TRPCContext & { session: Session }; input: GameMoveInput }): Promise<GameView> {
  await enforceRateLimit(ctx.db, moveLimit(), ctx.session.user.id);
  return submitMove(ctx, { gameId: input.gameId, userId: ctx.session.user.id, seq: input.seq, move: input.move });
}
