// The engine describes each house rule as data in English (label, help, value labels). Players read them from the
// Options catalog, by game and option name; a rule the catalogs do not hold yet keeps the engine's English.
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { OptionSpec } from "~/engine/core/options";
import { getGameFacts } from "~/engine/facts";

export interface OptionWords {
  /** The spec with its label, help and value labels in the page's language. */
  spec: (game: string, spec: OptionSpec) => OptionSpec;
  /** A rule's name in the page's language ("Gaji (wild Lightning)"). */
  label: (game: string, name: string, english: string) => string;
  /** A rule's help in the page's language. */
  help: (game: string, name: string, english: string) => string;
  /** A rule's value as the engine wrote it in English ("Off", "Round victories", "yes"), in the page's language. */
  value: (game: string, name: string, english: string) => string;
}

/** The translator of the Options catalog (next-intl's, on the server or in the browser). */
export interface OptionsTranslator {
  (key: string, values?: Record<string, number>): string;
  has(key: string): boolean;
}

/** OptionWords with `t`: the server says a table's rules with it (getTranslations), a client component through the hook. */
export function optionWordsWith(t: OptionsTranslator): OptionWords {
  const word = (key: string, english: string) => (t.has(key) ? t(key) : english);
  const label = (game: string, name: string, english: string) => word(`${game}.${name}.label`, english);
  const help = (game: string, name: string, english: string) => word(`${game}.${name}.help`, english);
  const spec = (game: string, s: OptionSpec): OptionSpec => {
    const base = { ...s, label: label(game, s.name, s.label), help: help(game, s.name, s.help) };
    if (base.kind !== "enum") return base;
    return {
      ...base,
      values: base.values.map((v) => ({ ...v, label: word(`${game}.${s.name}.values.${v.value}`, v.label) })),
    };
  };
  const value = (game: string, name: string, english: string) => {
    const s = getGameFacts(game)?.optionSpecs.find((x) => x.name === name);
    if (s?.kind === "enum") {
      const v = s.values.find((x) => x.label === english);
      return v ? word(`${game}.${name}.values.${v.value}`, english) : english;
    }
    if (s?.kind === "boolean" && (english === "yes" || english === "no")) return t(`boolean.${english}`);
    // The engine writes a number plainly ("1000"); the catalog groups it as the page's language does ("1,000", "1.000").
    if (s?.kind === "integer" && /^-?\d+$/.test(english)) return t("integer", { value: Number(english) });
    return english;
  };
  return { spec, label, help, value };
}

export function useOptionWords(): OptionWords {
  const t = useTranslations("Options") as unknown as OptionsTranslator;
  return useMemo(() => optionWordsWith(t), [t]);
}
