// Rules that refuse each other, as the engine says it (validateSetup's phrase), as the words of an error: the reader
// gets the sentence the admin form shows, with the options, values and cards named in their language.
import type { Phrase } from "~/engine/core/phrase";
import { because, type ErrorText } from "../errors";

export function ruleConflict(game: string, phrase: Phrase): ErrorText {
  return because("rulesConflict", { conflict: { conflict: phrase, game } });
}
