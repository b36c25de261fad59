// A preset's option values as today's engine reads them, and how two sets of them differ.
import type { OptionValue } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { ruleChangeParts, type RuleChange } from "~/lib/house-rules/describe";
import { checkPresetOptions, rulesetOf, type OptionValuesRecord } from "~/lib/house-rules/engine-check";
import { DomainError } from "../errors";

export function gameTitle(game: string): string {
  return rulesetOf(game)?.title ?? game;
}

export function requireGame(game: string): GameName {
  if (!rulesetOf(game))
    throw new DomainError("BAD_REQUEST", "noSuchGameCalled", { field: "game", params: { name: game } });
  return game as GameName;
}

/** The options of a stored version, re-read by today's engine (options added since get their defaults). */
export function optionsOf(game: string, stored: OptionValuesRecord): OptionValuesRecord {
  const checked = checkPresetOptions(game, stored);
  return checked.ok ? checked.options : stored;
}

export function playerCountsOf(game: string, options: OptionValuesRecord): number[] {
  const checked = checkPresetOptions(game, options);
  return checked.ok ? checked.playerCounts : [];
}

/** The rules that differ between two option sets, each by its option name (the audit log keeps these). */
export function ruleChangeList(game: string, before: OptionValuesRecord, after: OptionValuesRecord): RuleChange[] {
  return ruleChangeParts(game, { ...allDefaults(game), ...before }, { ...allDefaults(game), ...after });
}

/** "Gaji: On → Off" for each rule that differs between two option sets. */
export function ruleChanges(game: string, before: OptionValuesRecord, after: OptionValuesRecord): string[] {
  return ruleChangeList(game, before, after).map((c) =>
    c.before === null
      ? `${c.label}: ${c.after}`
      : c.after === null
        ? `${c.label}: no longer applies`
        : `${c.label}: ${c.before} → ${c.after}`,
  );
}

function allDefaults(game: string): OptionValuesRecord {
  const out: OptionValuesRecord = {};
  for (const s of rulesetOf(game)?.optionSpecs ?? []) out[s.name] = s.default;
  return out;
}

export function sameOptions(game: string, a: OptionValuesRecord, b: OptionValuesRecord): boolean {
  return (rulesetOf(game)?.optionSpecs ?? []).every((s) => (a[s.name] ?? s.default) === (b[s.name] ?? s.default));
}

/** Only the values that differ from the engine's defaults (for audit entries). */
export function nonDefaults(game: string, options: OptionValuesRecord): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const s of rulesetOf(game)?.optionSpecs ?? [])
    if (options[s.name] !== undefined && options[s.name] !== s.default) out[s.name] = options[s.name]!;
  return out;
}
