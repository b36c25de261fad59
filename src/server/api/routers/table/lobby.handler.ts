import { lobby } from "../../../games/table-lists";
import { shownRating } from "../../../ratings/rate-game";
import { ratingsOfUsers } from "../../../repositories/ratings";
import type { LobbyPage } from "../../../views/table";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { LobbyInput } from "./lobby.schema";

/** Open public tables, newest first, 20 a page; each creator with their rating in the table's game, each table with the seats kept for invited players. */
export async function lobbyHandler({ ctx, input }: HandlerArgs<TRPCContext, LobbyInput>): Promise<LobbyPage> {
  const page = await lobby(ctx, input, ctx.session?.user.id ?? null);
  const ratings = await ratingsOfUsers(
    ctx.db,
    page.tables.map((t) => t.creator.id),
    new Date(),
  );
  return {
    ...page,
    tables: page.tables.map((t) => {
      const r = ratings.get(`${t.creator.id}:${t.game}`);
      return { ...t, creator: { ...t.creator, rating: r ? shownRating(r) : null } };
    }),
  };
}
