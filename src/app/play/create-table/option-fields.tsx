// A new table's house-rule options, each from the engine's description, with the engine's or the server's message.
import type { OptionSpec, OptionValue } from "~/engine/core/options";
import { OptionField } from "../../_components/forms/option-field";
import { useOptionWords } from "../option-words";
import type { TableFormState } from "../table-form-model";

export function OptionFields({
  state: { game, options },
  specs,
  setOption,
  fields,
  idBase,
}: {
  /** The form's game and the options chosen so far. */
  state: Pick<TableFormState, "game" | "options">;
  specs: OptionSpec[];
  setOption: (name: string, v: OptionValue) => void;
  fields: Record<string, string>;
  idBase: string;
}) {
  const words = useOptionWords();
  return specs.map((spec) => (
    <OptionField
      key={spec.name}
      spec={words.spec(game, spec)}
      value={options[spec.name]!}
      onChange={(v) => setOption(spec.name, v)}
      error={fields[`options.${spec.name}`]}
      idBase={`${idBase}-opt`}
    />
  ));
}
