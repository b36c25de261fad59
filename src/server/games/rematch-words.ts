// The table-level rematch in words (the final dialog, the notification, the rematch table's waiting room). A game that
// already says "rematch" inside a game (Sutda: a tied hand replayed, "Hand 3 (rematch)") calls a new table after the
// game "Play again" and "a new game"; every other game says "Rematch".
import { getEngineRuleset } from "~/engine/registry";

export interface RematchWords {
  /** The button: "Rematch", "Play again". */
  action: string;
  /** The new table: "rematch", "new game". */
  noun: string;
  /** What links it to the finished game: "rematch of your Sakura game", "new game after your Sutda game". */
  of: string;
  /** The notification: "Botan offers a rematch", "Botan offers to play again". */
  offers: string;
}

export function rematchWords(game: string): RematchWords {
  return getEngineRuleset(game)?.traits.rematchInGame
    ? { action: "Play again", noun: "new game", of: "after", offers: "offers to play again" }
    : { action: "Rematch", noun: "rematch", of: "of", offers: "offers a rematch" };
}
