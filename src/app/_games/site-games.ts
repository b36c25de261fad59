// The games the site offers, named in one list for the sentences that present the site (the footer's tagline, the
// pages' description): built from the list of games, so that a new game is named there too.
import { GAME_NAMES } from "~/engine/core/ruleset";
import { nameListIn } from "~/app/play/words";

/** The Games catalog's translator (next-intl's, from the hook or from getTranslations). */
type GamesTranslator = (key: string) => string;

/** Every game's short name in `locale`, as one list: "Sakura, Season's Flowers, …, Sutda and Koi-Koi". */
export function siteGamesList(games: GamesTranslator, locale: string): string {
  return nameListIn(locale)(GAME_NAMES.map((game) => games(`${game}.shortName`)));
}
