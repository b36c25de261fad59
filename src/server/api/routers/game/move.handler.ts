import type { Session } from "../../../auth/session";
import type { LoadedGame } from "../../../games/loaded-game";
import { playMove } from "../../../games/submit-move";
import type { GameView } from "../../../views/game";
import type { TRPCContext } from "../../context";
import type { GameMoveInput } from "./move.schema";

/**
 * Plays the caller's move on the position of `seq` and returns the caller's new view. moverProcedure has read the
 * caller's session, counted the move against their limit and read the game with their seat, in one statement.
 */
export async function gameMoveHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext & { session: Session; seat: number; game: LoadedGame };
  input: GameMoveInput;
}): Promise<GameView> {
  return playMove(ctx, ctx.game, ctx.seat, input, new Date());
}
