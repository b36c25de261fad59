import { myGames } from "../../../games/table-lists";
import type { MyGamesView } from "../../../views/table";
import type { SignedInContext } from "../../context";

/** The caller's games: my turn first, then by deadline, then recently finished; and tables waiting for players. */
export function myGamesHandler({ ctx }: { ctx: SignedInContext }): Promise<MyGamesView> {
  return myGames(ctx, ctx.session.user.id);
}
