import type { LoadedGame } from "../../../games/loaded-game";
import { playMove } from "../../../games/submit-move";
import type { GameView } from "../../../views/game";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { GameMoveInput } from "./move.schema";

/**
 * Plays the caller's move on the position of `seq` and returns the caller's new view. moverProcedure has read the
 * caller's session, counted the move against their limit and read the game with their seat, in one statement.
 */
export async function gameMoveHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext & { seat: number; game: LoadedGame }, GameMoveInput>): Promise<GameView> {
  return playMove(ctx, ctx.game, ctx.seat, input, new Date());
}
