// Pure (engine only): used by the server services and by the admin form in the browser alike.
// A preset's rules in words for players: every option in force with its label, help and value in words
// (the engine's describeOptions), the ones that differ from the engine's defaults marked.
import { describeOptions, type OptionValue } from "~/engine/core/options";
import { optionInForce, rulesetOf } from "./engine-check";

export interface RuleInWords {
  name: string;
  label: string;
  help: string;
  /** The value in words ("Off", "Round victories", "12"). */
  value: string;
  /** The engine's default value in words. */
  defaultValue: string;
  isDefault: boolean;
}

/** The rules `options` set for `game`, in the engine's option order; options not in force are left out. */
export function rulesInWords(game: string, options: Readonly<Record<string, OptionValue>>): RuleInWords[] {
  const ruleset = rulesetOf(game);
  if (!ruleset) return [];
  const specs = ruleset.optionSpecs.filter((s) => optionInForce(s, { ...defaultsOf(game), ...options }));
  const described = describeOptions(specs, options);
  const defaults = describeOptions(specs, {});
  return specs.map((s, i) => ({
    name: s.name,
    label: s.label,
    help: s.help,
    value: described[i]!.value,
    defaultValue: defaults[i]!.value,
    isDefault: described[i]!.isDefault,
  }));
}

function defaultsOf(game: string): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const s of rulesetOf(game)?.optionSpecs ?? []) out[s.name] = s.default;
  return out;
}

/** One line for lists: "Gaji: Off · Game scoring: Round victories", or "The standard rules" when nothing differs. */
export function differencesLine(rules: readonly RuleInWords[]): string {
  const changed = rules.filter((r) => !r.isDefault);
  return changed.length === 0 ? "The standard rules" : changed.map((r) => `${r.label}: ${r.value}`).join(" · ");
}

/** Options that set how long a game lasts (the game-end text says it, so the house rules leave them out). */
export const LENGTH_OPTIONS: readonly string[] = ["rounds", "end", "target"];

/** The rules in force that `options` set apart from `base` (a preset's values): [{ name: "gaji", label: "Gaji…", value: "Off", key: "off" }]. */
export function changedRules(
  game: string,
  options: Readonly<Record<string, OptionValue>>,
  base: Readonly<Record<string, OptionValue>>,
  except: readonly string[] = [],
): { name: string; label: string; value: string; key: string | null }[] {
  const specs = rulesetOf(game)?.optionSpecs ?? [];
  const specOf = (name: string) => specs.find((s) => s.name === name)!;
  return rulesInWords(game, options)
    .filter((r) => {
      const spec = specOf(r.name);
      return !except.includes(r.name) && (options[r.name] ?? spec.default) !== (base[r.name] ?? spec.default);
    })
    .map((r) => {
      const spec = specOf(r.name);
      const key = spec.kind === "enum" ? String(options[r.name] ?? spec.default) : null;
      return { name: r.name, label: r.label, value: r.value, key };
    });
}

/** One rule that differs between two option sets, in the engine's words; `before` null: it came into force. */
export interface RuleChange {
  name: string;
  label: string;
  before: string | null;
  /** null: the rule no longer applies. */
  after: string | null;
}

/** The rules that differ between two complete option sets, in the engine's option order. */
export function ruleChangeParts(
  game: string,
  before: Readonly<Record<string, OptionValue>>,
  after: Readonly<Record<string, OptionValue>>,
): RuleChange[] {
  const a = rulesInWords(game, before);
  const b = rulesInWords(game, after);
  const byName = new Map(a.map((r) => [r.name, r]));
  const out: RuleChange[] = [];
  for (const r of b) {
    const old = byName.get(r.name);
    // A rule that comes into force at its default (the Gaji's options when the Gaji is turned on) changes nothing.
    if (!old) {
      if (!r.isDefault) out.push({ name: r.name, label: r.label, before: null, after: r.value });
    } else if (old.value !== r.value) out.push({ name: r.name, label: r.label, before: old.value, after: r.value });
  }
  for (const r of a)
    if (!r.isDefault && !b.some((x) => x.name === r.name))
      out.push({ name: r.name, label: r.label, before: r.value, after: null });
  return out;
}
