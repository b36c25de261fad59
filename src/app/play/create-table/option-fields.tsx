// A new table's house-rule options, each from the engine's description, with the engine's or the server's message.
import type { OptionSpec, OptionValue } from "~/engine/core/options";
import { OptionField } from "../../_components/forms/option-field";
import { useOptionWords } from "../option-words";

export function OptionFields({
  game,
  specs,
  options,
  setOption,
  fields,
  idBase,
}: {
  game: string;
  specs: OptionSpec[];
  options: Record<string, OptionValue>;
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
