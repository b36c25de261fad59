// House-rule options described as data (names, values, defaults, labels), so the admin
// pages, the table-creation form and record validation all read the same description.

import type { Phrase } from "./phrase";
import { ok, refuse, type Result, type SetupRefusal } from "./result";
import { shown } from "./shown";

export type OptionValue = string | number | boolean;

interface OptionSpecBase {
  /** The option's name without the game prefix, e.g. "gaji" for `sakura.gaji`. */
  name: string;
  label: string;
  /** One or two sentences for players: what the option changes. */
  help: string;
  /** Shown (and meaningful) only when another option has one of these values. */
  dependsOn?: { option: string; values: readonly OptionValue[] };
}

export interface EnumOptionSpec extends OptionSpecBase {
  kind: "enum";
  /**
   * Strings as the rules pages write them; a number where the rules list counts among the values (Mushi
   * `rounds = 12 | 6 | target`).
   */
  values: readonly { value: string | number; label: string }[];
  default: string | number;
}

export interface BooleanOptionSpec extends OptionSpecBase {
  kind: "boolean";
  default: boolean;
}

export interface IntegerOptionSpec extends OptionSpecBase {
  kind: "integer";
  min: number;
  max: number;
  default: number;
  /** Values offered first in forms (e.g. 6 and 12 rounds). */
  suggested?: readonly number[];
}

export type OptionSpec = EnumOptionSpec | BooleanOptionSpec | IntegerOptionSpec;

export type OptionValues = Readonly<Record<string, OptionValue>>;

export interface PresetSpec {
  name: string;
  label: string;
  help: string;
  /** Only the options the preset changes from their defaults. */
  values: OptionValues;
}

/** Whether an option is in force with the other values (its dependsOn holds). */
export function optionInForce(spec: OptionSpec, values: Readonly<Record<string, unknown>>): boolean {
  return !spec.dependsOn || spec.dependsOn.values.includes(values[spec.dependsOn.option] as OptionValue);
}

export function defaultOptions(specs: readonly OptionSpec[]): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const s of specs) out[s.name] = s.default;
  return out;
}

/** What `spec` takes, as a phrase of the RuleConflicts catalog. */
function choicePhrase(spec: OptionSpec): Phrase {
  switch (spec.kind) {
    case "enum":
      return {
        key: "optionChoice",
        args: { option: spec.name },
        choices: { choices: spec.values.map((v) => v.value) },
      };
    case "boolean":
      return { key: "optionOnOff", args: { option: spec.name } };
    case "integer":
      return { key: "optionRange", args: { option: spec.name, min: spec.min, max: spec.max } };
  }
}

function describe(spec: OptionSpec): string {
  switch (spec.kind) {
    case "enum":
      return spec.values.map((v) => JSON.stringify(v.value)).join(", ");
    case "boolean":
      return "true or false";
    case "integer":
      return `a whole number from ${spec.min} to ${spec.max}`;
  }
}

/**
 * Checks raw options against the specs and fills defaults. An unknown key or value is an error,
 * never silently ignored (docs/record-format.md). Cross-option rules are the ruleset's business.
 */
export function parseOptionValues(
  specs: readonly OptionSpec[],
  raw: unknown,
  game: string,
): Result<Record<string, OptionValue>, SetupRefusal> {
  if (raw === undefined || raw === null) return ok(defaultOptions(specs));
  if (typeof raw !== "object" || Array.isArray(raw))
    return refuse("bad-options", "options must be an object of name: value", { key: "optionsNotObject" });
  const byName = new Map(specs.map((s) => [s.name, s]));
  const out = defaultOptions(specs);
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const spec = byName.get(key);
    if (!spec)
      return refuse("unknown-option", `${game} has no option "${key}"`, { key: "noSuchOption", args: { rule: key } });
    const bad = () =>
      refuse("bad-option", `option "${key}" must be ${describe(spec)}; got ${shown(value)}`, choicePhrase(spec));
    switch (spec.kind) {
      case "enum":
        if ((typeof value !== "string" && typeof value !== "number") || !spec.values.some((v) => v.value === value))
          return bad();
        break;
      case "boolean":
        if (typeof value !== "boolean") return bad();
        break;
      case "integer":
        if (typeof value !== "number" || !Number.isInteger(value) || value < spec.min || value > spec.max) return bad();
        break;
    }
    out[key] = value as OptionValue;
  }
  return ok(out);
}

/** Options as words, for the rules pages and the table-creation form ("Gaji: off"). */
export function describeOptions(
  specs: readonly OptionSpec[],
  values: OptionValues,
): { name: string; label: string; value: string; isDefault: boolean }[] {
  return specs.map((s) => {
    const v = values[s.name] ?? s.default;
    const text =
      s.kind === "enum"
        ? (s.values.find((x) => x.value === v)?.label ?? String(v))
        : s.kind === "boolean"
          ? v
            ? "yes"
            : "no"
          : String(v);
    return { name: s.name, label: s.label, value: text, isDefault: v === s.default };
  });
}
