import { resignGame } from "../../../games/resign";
import type { GameRecord } from "../../../repositories/games";
import type { GameView } from "../../../views/game";
import type { SignedInContext } from "../../context";

/**
 * The caller resigns their seat (seatProcedure has checked they hold one): forfeited by their own choice, whether or
 * not it is their turn (games/resign.ts). Returns their view of the game after it.
 */
export async function gameResignHandler({ ctx }: { ctx: SignedInContext & { game: GameRecord } }): Promise<GameView> {
  return resignGame(ctx, { gameId: ctx.game.id, userId: ctx.session.user.id });
}
