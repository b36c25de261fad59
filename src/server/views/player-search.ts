// Players found by name (/players search): public, like the player pages the names link to.
/** How many players a search lists. */
export const PLAYER_SEARCH_LIMIT = 20;

export interface PlayerSearchView {
  query: string;
  /** Names starting with the query first; at most PLAYER_SEARCH_LIMIT. */
  players: { userId: string; displayName: string }[];
}
