// The games of the platform as players see them in lists: each offered game's name, title, player counts and
// one-sentence summary, as its engine ruleset gives them.
import type { GameName } from "~/engine/core/ruleset";
import { availableGames } from "~/engine/registry";

export interface GameCatalogEntry {
  game: GameName;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** One sentence for players. */
  summary: string;
  /** Whether the rules engine for it is installed (every offered game's is). */
  playable: boolean;
}

export function gameCatalog(): GameCatalogEntry[] {
  return availableGames().map((r) => ({
    game: r.game,
    title: r.title,
    minPlayers: r.minPlayers,
    maxPlayers: r.maxPlayers,
    summary: r.summary,
    playable: true,
  }));
}
