import { getFinishedRound } from "../../../games/watch-game";
import type { RoundResultView } from "../../../views/game";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { GameRoundInput } from "./round.schema";

/** A finished round with its explanation, for whoever may see the game (a game's view carries the latest one's). */
export function gameRoundHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, GameRoundInput>): Promise<RoundResultView> {
  return getFinishedRound(ctx, ctx.session.user.id, input.gameId, input.index);
}
