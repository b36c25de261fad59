import { searchPlayers } from "../../../repositories/player-search";
import { PLAYER_SEARCH_LIMIT, type PlayerSearchView } from "../../../views/player-search";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { UserSearchInput } from "./search.schema";

/** Players by name, for anyone (player pages are public); bots and suspended accounts are left out. */
export async function userSearchHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, UserSearchInput>): Promise<PlayerSearchView> {
  return { query: input.query, players: await searchPlayers(ctx.db, input.query, PLAYER_SEARCH_LIMIT) };
}
