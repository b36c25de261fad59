// A setup the engine refuses (rules that refuse each other, a value a rule does not take, a player count, teams), in
// the reader's language: the engine gives the refusal as a phrase (a key of the RuleConflicts catalog and its
// arguments), named here with the game, the options, their values, the deck and the cards from their own catalogs. Pure: the admin form words it with its translators, the server with its catalogs.
import { CARD_CODES } from "~/engine/core/cards";
import type { Phrase } from "~/engine/core/phrase";

/** The reader's catalogs, as the caller reads them. */
export interface ConflictCatalogs {
  /** A word of the Options catalog by its key ("sutda.deck.label"), or null when the catalog lacks it. */
  option(key: string): string | null;
  /** A card's name by its code ("M07-0"), from the Cards catalog. */
  card(code: string): string;
  /** Names joined as the reader's language lists them ("A and B", "A、B"), or as choices ("A or B"). */
  list(names: string[], type?: "conjunction" | "disjunction"): string;
  /** The game's name ("Sakura", "花札（サクラ）"), from the Games catalog. */
  game(game: string): string;
  /** `RuleConflicts.<key>` with its values, or null when the catalog lacks it. */
  conflict(key: string, values: Record<string, string | number>): string | null;
}

/** `phrase` of `game` in the catalogs' words; the phrase's key when the catalog has no sentence for it. */
export function conflictWords(game: string, phrase: Phrase, words: ConflictCatalogs): string {
  const args = phrase.args ?? {};
  const values: Record<string, string | number> = { game: words.game(game), ...args };
  const word = (key: string, fallback: string) => words.option(key) ?? fallback;
  if (typeof args.option === "string") {
    const option = args.option;
    values.option = word(`${game}.${option}.label`, option);
    if (args.value !== undefined)
      values.value = word(`${game}.${option}.values.${String(args.value)}`, String(args.value));
    for (const [name, choices] of Object.entries(phrase.choices ?? {}))
      values[name] = words.list(
        choices.map((v) => word(`${game}.${option}.values.${String(v)}`, String(v))),
        "disjunction",
      );
  }
  if (typeof args.deck === "string") values.deck = word(`${game}.deck.values.${args.deck}`, args.deck);
  for (const [name, ids] of Object.entries(phrase.cards ?? {}))
    values[name] = words.list(ids.map((id) => words.card(CARD_CODES[id]!)));
  return words.conflict(phrase.key, values) ?? phrase.key;
}
