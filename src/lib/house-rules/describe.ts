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

/**
 * How long a game with these rules lasts, for lists: "12 rounds", "10 hands", "until 100 points", "until one player
 * holds every chip"; null when the game has no such option (Judge).
 */
export function gameLengthText(game: string, options: Readonly<Record<string, OptionValue>>): string | null {
  const value = (name: string) => options[name] ?? rulesetOf(game)?.optionSpecs.find((s) => s.name === name)?.default;
  const count = (n: OptionValue | undefined, word: string) => `${String(n)} ${word}${n === 1 ? "" : "s"}`;
  switch (game) {
    case "sakura":
    case "sfj":
      return count(value("rounds"), "round");
    case "mushi":
      return value("rounds") === "target" ? `until a player reaches ${String(value("target"))} points` : count(value("rounds"), "round");
    case "sutda": {
      const end = value("end");
      if (end === "rounds_N") return count(value("rounds"), "hand");
      return end === "shared_bank_empty" ? "until a player loses every chip" : "until one player holds every chip";
    }
    default:
      return null;
  }
}

/** Options that set how long a game lasts (gameLengthText says it). */
export const LENGTH_OPTIONS: readonly string[] = ["rounds", "end", "target"];

/** The rules in force that `options` set apart from `base` (a preset's values), in words: ["Gaji: Off"]. */
export function changedRules(game: string, options: Readonly<Record<string, OptionValue>>, base: Readonly<Record<string, OptionValue>>, except: readonly string[] = []): string[] {
  const specs = rulesetOf(game)?.optionSpecs ?? [];
  return rulesInWords(game, options)
    .filter((r) => {
      const spec = specs.find((s) => s.name === r.name)!;
      return !except.includes(r.name) && (options[r.name] ?? spec.default) !== (base[r.name] ?? spec.default);
    })
    .map((r) => `${r.label}: ${r.value}`);
}
