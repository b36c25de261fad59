// The engine's refusal of a house rule ('koikoi has no option "x"', 'option "sake_cup" must be …; got …') in the
// reader's words: the game and the rule by their names in the reader's catalog, a rule's choices listed with the
// language's "or". The engine's sentences name games and rules by their ids, for records and the command line.
import type { OptionSpec } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { because, type ErrorText } from "../errors";

export interface OptionProblem {
  text: ErrorText;
  /** The option the problem is about, when the engine names one. */
  option: string | null;
}

/** `message` (from parseOptionValues) as words for the reader; null when it is not about one option. */
export function optionProblem(game: GameName, specs: readonly OptionSpec[], message: string): OptionProblem | null {
  const unknown = /has no option "([^"]*)"$/.exec(message);
  if (unknown) return { text: because("noSuchHouseRule", { game, option: unknown[1]! }), option: unknown[1]! };
  const name = /^option "([^"]+)" must be /.exec(message)?.[1];
  const spec = specs.find((s) => s.name === name);
  if (!spec) return null;
  const word = (key: string, english: string) => ({ path: `Options.${game}.${spec.name}.${key}`, english });
  const option = word("label", spec.label);
  switch (spec.kind) {
    case "enum": {
      const oneOf = spec.values.map((v) => word(`values.${String(v.value)}`, v.label));
      return { text: because("optionChoice", { option, choices: { oneOf } }), option: spec.name };
    }
    case "boolean":
      return { text: because("optionOnOff", { option }), option: spec.name };
    case "integer":
      return { text: because("optionRange", { option, min: spec.min, max: spec.max }), option: spec.name };
  }
}
