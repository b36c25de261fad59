// The house rules of a new table, folded away: the engine's own presets (until the site's presets arrive) and every
// rule the game shows for the chosen options, with how many differ from the preset or the defaults. The fold opens by
// itself when one of its rules has a message.
import type { OptionSpec, OptionValue } from "~/engine/core/options";
import { useTranslations } from "next-intl";
import { getGameFacts } from "~/engine/facts";
import { Field } from "../../_components/forms/field";
import { OptionFields } from "./option-fields";
import { matchingPreset, withPreset, type TableFormState } from "../table-form-model";
import { changedFromPreset } from "../table-presets";

function EnginePresetField({
  state,
  onPreset,
  idBase,
}: {
  state: TableFormState;
  onPreset: (name: string) => void;
  idBase: string;
}) {
  const t = useTranslations("Play");
  const tOptions = useTranslations("Options");
  const words = (name: string, key: "label" | "help", english: string) =>
    tOptions.has(`${state.game}.presets.${name}.${key}`) ? tOptions(`${state.game}.presets.${name}.${key}`) : english;
  const ruleset = getGameFacts(state.game)!;
  const preset = matchingPreset(state.game, state.options);
  const chosen = ruleset.presets.find((p) => p.name === preset);
  return (
    <Field
      id={`${idBase}-preset`}
      label={t("form.enginePreset")}
      hint={
        chosen
          ? words(chosen.name, "help", chosen.help)
          : preset === null
            ? t("form.enginePresetCustomHint")
            : t("form.enginePresetDefaultHint")
      }
      hintWithError
    >
      <select
        id={`${idBase}-preset`}
        className="field-input max-w-md"
        value={preset ?? "custom"}
        onChange={(e) => e.target.value !== "custom" && onPreset(e.target.value)}
      >
        <option value="">{t("form.enginePresetDefaults")}</option>
        {ruleset.presets.map((p) => (
          <option key={p.name} value={p.name}>
            {words(p.name, "label", p.label)}
          </option>
        ))}
        {preset === null ? <option value="custom">{t("form.enginePresetCustom")}</option> : null}
      </select>
    </Field>
  );
}

export function HouseRulesFields({
  state,
  setState,
  setOption,
  lengthSpecs,
  ruleSpecs,
  fields,
  idBase,
}: {
  state: TableFormState;
  setState: (update: (s: TableFormState) => TableFormState) => void;
  setOption: (name: string, v: OptionValue) => void;
  lengthSpecs: OptionSpec[];
  ruleSpecs: OptionSpec[];
  fields: Record<string, string>;
  idBase: string;
}) {
  const t = useTranslations("Play");
  const ruleset = getGameFacts(state.game)!;
  // With one of the site's presets, "changed" counts the rules changed from it; without, from the defaults.
  const changed = state.platformPreset
    ? changedFromPreset(state.game, state.options, state.platformPreset).length
    : ruleSpecs.filter((s) => state.options[s.name] !== s.default).length;
  const ruleMessage = Object.keys(fields).some(
    (f) => f.startsWith("options.") && !lengthSpecs.some((s) => f === `options.${s.name}`),
  );
  return (
    <details className="rounded-xl border border-paper-edge bg-white/60 p-4" open={ruleMessage || undefined}>
      <summary className="cursor-pointer font-semibold">
        {state.platformPreset ? t("form.changeRules") : t("form.houseRules")}
        <span className="font-normal text-ink-faint">
          {changed === 0
            ? state.platformPreset
              ? t("form.asPreset")
              : t("form.asRulebook")
            : t("form.changed", { count: changed })}
        </span>
      </summary>
      <div className="mt-4 space-y-4">
        {/* The engine's own presets, offered only until the site's presets are loaded. */}
        {ruleset.presets.length > 0 && !state.platformPreset ? (
          <EnginePresetField state={state} onPreset={(name) => setState((s) => withPreset(s, name))} idBase={idBase} />
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <OptionFields state={state} specs={ruleSpecs} setOption={setOption} fields={fields} idBase={idBase} />
        </div>
      </div>
    </details>
  );
}
