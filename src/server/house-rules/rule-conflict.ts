// A setup the engine refuses (rules that refuse each other, a value a rule does not take, players, teams), as the
// engine says it (its refusal's phrase), as the words of an error: the reader gets the sentence the forms show, with
// the game, the options, values and cards named in their language.
import type { Phrase } from "~/engine/core/phrase";
import { because, type ErrorText } from "../errors";

export function ruleConflict(game: string, phrase: Phrase): ErrorText {
  return because("rulesConflict", { conflict: { conflict: phrase, game } });
}

/** The house rule a refusal names (a value it does not take, a rule the game does not have), or null. */
export function refusedOption(phrase: Phrase): string | null {
  const named = phrase.args?.option ?? phrase.args?.rule;
  return typeof named === "string" ? named : null;
}
