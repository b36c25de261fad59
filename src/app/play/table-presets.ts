// The create-table form and the platform's house-rule presets: choosing a preset sets the form's rules to
// the preset's; the table pins the preset's version, and only the rules the creator changed from the preset are sent
// on top of it.
import { defaultOptions, optionInForce, type OptionValue } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { getGameFacts } from "~/engine/facts";
import type { PublicPresetView } from "~/server/views/house-rules";

export interface ChosenPreset {
  id: string;
  /** The preset's option values (every option). */
  options: Record<string, OptionValue>;
}

export function chosenPreset(p: PublicPresetView): ChosenPreset {
  return { id: p.id, options: { ...p.options } };
}

/** The form's rules after choosing a preset: the engine's defaults, then the preset's values. */
export function optionsOfPreset(game: GameName, preset: ChosenPreset | null): Record<string, OptionValue> {
  const specs = getGameFacts(game)?.optionSpecs ?? [];
  return { ...defaultOptions(specs), ...(preset?.options ?? {}) };
}

/**
 * The form's rules when the default preset arrives by itself (the presets load after the form shows): the preset's
 * values, except where the creator already changed a rule from the engine's default.
 */
export function optionsOfPresetKeepingChanges(
  game: GameName,
  current: Record<string, OptionValue>,
  preset: ChosenPreset,
): Record<string, OptionValue> {
  const specs = getGameFacts(game)?.optionSpecs ?? [];
  const out = optionsOfPreset(game, preset);
  for (const s of specs)
    if (current[s.name] !== undefined && current[s.name] !== s.default) out[s.name] = current[s.name]!;
  return out;
}

/** The rules to send with a preset: those in force whose value differs from the preset's. */
export function optionsOverPreset(
  game: GameName,
  options: Record<string, OptionValue>,
  preset: ChosenPreset | null,
): Record<string, OptionValue> {
  const base = optionsOfPreset(game, preset);
  const out: Record<string, OptionValue> = {};
  for (const s of getGameFacts(game)?.optionSpecs ?? []) {
    const v = options[s.name];
    if (v !== undefined && v !== base[s.name] && optionInForce(s, options)) out[s.name] = v;
  }
  return out;
}

/** The labels of the rules the creator changed from the preset (shown under the preset). */
export function changedFromPreset(
  game: GameName,
  options: Record<string, OptionValue>,
  preset: ChosenPreset | null,
): string[] {
  const specs = getGameFacts(game)?.optionSpecs ?? [];
  const changed = optionsOverPreset(game, options, preset);
  return specs.filter((s) => s.name in changed).map((s) => s.label);
}
