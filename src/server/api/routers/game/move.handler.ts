import { moveAsCaller } from "../../../games/mover";
import type { GameView } from "../../../views/game";
import type { HandlerArgs, RequestContext } from "../../context";
import type { GameMoveInput } from "./move.schema";

/**
 * Plays the caller's move on the position of `seq` and returns the caller's new view: the session, the seat and the
 * move's rate count are judged with it (games/mover.ts).
 */
export async function gameMoveHandler({ ctx, input }: HandlerArgs<RequestContext, GameMoveInput>): Promise<GameView> {
  return moveAsCaller(ctx, input, new Date());
}
