// The games of the platform as players see them in lists: the engine registry's names, titles and player counts,
// with one line each from docs/rules/README.md.
import type { GameName } from "~/engine/core/ruleset";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";

export interface GameCatalogEntry {
  game: GameName;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** One sentence for players. */
  summary: string;
  /** Whether the rules engine for it is installed (all of them are once the engine is complete). */
  playable: boolean;
}

const SUMMARIES: Record<GameName, { title: string; minPlayers: number; maxPlayers: number; summary: string }> = {
  sakura: {
    title: "Sakura",
    minPlayers: 2,
    maxPlayers: 7,
    summary:
      "Hawaiian hanafuda for 2 to 7 players, alone or in teams: capture cards of the same month, complete the eight yaku, and use the Lightning as a wild card.",
  },
  sfj: {
    title: "Season's Flowers in Japan",
    minPlayers: 2,
    maxPlayers: 4,
    summary:
      "Classic flower matching for 2 to 4 players: score card points against par and form roles such as the Four Brights and Boar-Deer-Butterfly.",
  },
  mushi: {
    title: "Mushi (Osaka Mushi, 虫)",
    minPlayers: 2,
    maxPlayers: 2,
    summary:
      "A duel on a 40-card deck without Peony and Bush Clover: the rain chaff is wild, and every point over 115 counts.",
  },
  judge: {
    title: "Judge",
    minPlayers: 2,
    maxPlayers: 2,
    summary:
      "A reaction duel of 23 rounds: flip your picket, the later month hits the other's head card, the earlier month defends in time.",
  },
  sutda: {
    title: "Sutda",
    minPlayers: 2,
    maxPlayers: 10,
    summary:
      "Korean Seotda with 20 cards: two-card hands ranked by pairs and special combinations, two rounds of bidding, chips to the best hand.",
  },
  koikoi: {
    title: "Koi-Koi",
    minPlayers: 2,
    maxPlayers: 2,
    summary:
      "The best-known Japanese flower-card game: capture by month, only yaku score; make one, then stop to score it or call koi-koi and play on for more.",
  },
};

export function gameCatalog(): GameCatalogEntry[] {
  return GAME_NAMES.map((game) => {
    const ruleset = getRuleset(game);
    const fallback = SUMMARIES[game];
    return {
      game,
      title: ruleset?.title ?? fallback.title,
      minPlayers: ruleset?.minPlayers ?? fallback.minPlayers,
      maxPlayers: ruleset?.maxPlayers ?? fallback.maxPlayers,
      summary: fallback.summary,
      playable: Boolean(ruleset),
    };
  });
}
