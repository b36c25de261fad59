// Which games' bots lay their search open for a replay's analysis (analyse.ts), keyed like the bot registry. Apart
// from it, with no bot code, so that the replay page can ask without the search entering its bundle. A game is
// analysable when a seat chooses among legal moves and its bot's entry has a search (registry.test.ts checks both
// lists agree).

import { GAME_NAMES, type GameName } from "../core/ruleset";

const ANALYSIS = {
  sakura: true,
  sfj: true,
  mushi: true,
  judge: false,
  sutda: true,
  koikoi: true,
} as const satisfies Record<GameName, boolean>;

/** The games the replay's analysis (analyseMoves) covers. */
export type AnalysableGame = { [G in GameName]: (typeof ANALYSIS)[G] extends true ? G : never }[GameName];

export const ANALYSABLE_GAMES: readonly AnalysableGame[] = GAME_NAMES.filter((g): g is AnalysableGame => ANALYSIS[g]);

export function isAnalysable(game: string): game is AnalysableGame {
  return (ANALYSABLE_GAMES as readonly string[]).includes(game);
}
