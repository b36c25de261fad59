// A new table's house-rule options, each from the engine's description, with the engine's or the server's message.
import type { OptionSpec, OptionValue } from "~/engine/core/options";
import { OptionField } from "../../_components/forms/option-field";

export function OptionFields({
  specs,
  options,
  setOption,
  fields,
  idBase,
}: {
  specs: OptionSpec[];
  options: Record<string, OptionValue>;
  setOption: (name: string, v: OptionValue) => void;
  fields: Record<string, string>;
  idBase: string;
}) {
  return specs.map((spec) => (
    <OptionField
      key={spec.name}
      spec={spec}
      value={options[spec.name]!}
      onChange={(v) => setOption(spec.name, v)}
      error={fields[`options.${spec.name}`]}
      idBase={`${idBase}-opt`}
    />
  ));
}
