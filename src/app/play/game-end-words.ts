// How a table's game ends, in the page's language. Apart from words.ts because it reads the games' traits (their
// nouns): words.ts is on every page (the notifications' names), and the traits are not.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { MatchEnd } from "~/engine/core/traits";
import { getEngineGameTraits } from "~/engine/game-traits";

/** The translator of the Play catalog (next-intl's, on the server or in the browser). */
export type PlayTranslator = (key: string, values: Record<string, string | number>) => string;

/** How a game ends, in `t`'s language ("Ends after 12 rounds"); "" for an unknown game. */
export function matchEndText(t: PlayTranslator, game: string, end: MatchEnd): string {
  const traits = getEngineGameTraits(game);
  if (!traits) return "";
  const { roundNoun: noun, scoreUnit: unit } = traits;
  switch (end.kind) {
    case "rounds":
      return t(end.orOneHasAll ? "ends.roundsOrAll" : "ends.rounds", { count: end.rounds, noun, unit });
    case "target":
      return t("ends.target", { count: end.target, unit });
    case "one-has-all":
      return t("ends.oneHasAll", { unit });
    case "first-out":
      return t("ends.firstOut", { unit });
  }
}

/** How a game ends, in the page's language ("Ends after 12 rounds"); "" for an unknown game. */
export function useMatchEndWords(): (game: string, end: MatchEnd) => string {
  const t = useTranslations("Play") as unknown as PlayTranslator;
  return useCallback((game, end) => matchEndText(t, game, end), [t]);
}
