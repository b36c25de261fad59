// Which games' bots lay their search open for a replay's analysis (analyse.ts): each game's facts say so
// (`analysable`). Apart from analyse.ts, with no bot code, so that the replay page can ask without the search
// entering its bundle. A game is analysable when a seat chooses among legal moves and its bot's entry has a search
// (registry.test.ts checks that the facts and the bots agree).

import { GAME_NAMES, type GameName } from "../core/ruleset";
import { getGameFacts } from "../facts";

/** The games the replay's analysis (analyseMoves) covers. */
export const ANALYSABLE_GAMES: readonly GameName[] = GAME_NAMES.filter((g) => getGameFacts(g)!.analysable);

export function isAnalysable(game: string): game is GameName {
  return getGameFacts(game)?.analysable === true;
}
