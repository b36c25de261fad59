import { getGameView } from "../../../games/watch-game";
import type { GameView } from "../../../views/game";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { GameViewInput } from "./view.schema";

/** The game as the caller sees it: their seat's view, or a spectator's at a public table. */
export function gameViewHandler({ ctx, input }: HandlerArgs<SignedInContext, GameViewInput>): Promise<GameView> {
  return getGameView(ctx, ctx.session.user.id, input.gameId);
}
