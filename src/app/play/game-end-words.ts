// How a table's game ends and its options' raw values, in the page's language. Apart from words.ts because these
// read the games' facts (their options and how each ends): words.ts is on every page (the notifications' names),
// and the facts are not.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { defaultOptions, type OptionValues } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { getEngineGameFacts } from "~/engine/facts";

/** How a game with these options ends, in the page's language ("Ends after 12 rounds"); "" for an unknown game. */
export function useGameEndText(): (game: string, options: Readonly<Record<string, unknown>>) => string {
  const t = useTranslations("Play");
  return useCallback(
    (game, options) => {
      const ruleset = getEngineGameFacts(game as GameName);
      if (!ruleset) return "";
      const { roundNoun, scoreUnit } = ruleset.traits;
      const end = ruleset.matchEnd({ ...defaultOptions(ruleset.optionSpecs), ...options } as OptionValues);
      switch (end.kind) {
        case "rounds":
          return t(end.orOneHasAll ? "ends.roundsOrAll" : "ends.rounds", {
            count: end.rounds,
            noun: roundNoun,
            unit: scoreUnit,
          });
        case "target":
          return t("ends.target", { count: end.target, unit: scoreUnit });
        case "one-has-all":
          return t("ends.oneHasAll", { unit: scoreUnit });
        case "first-out":
          return t("ends.firstOut", { unit: scoreUnit });
      }
    },
    [t],
  );
}

/**
 * A table's options as raw values, read back from the words the server sends (the engine's value labels, "yes"/"no",
 * numbers), so the page can say them in its own language; a value it cannot read is left out (the default counts).
 */
export function rawOptions(game: string, options: readonly { name: string; value: string }[]): Record<string, unknown> {
  const specs = getEngineGameFacts(game as GameName)?.optionSpecs ?? [];
  const out: Record<string, unknown> = {};
  for (const o of options) {
    const s = specs.find((x) => x.name === o.name);
    if (s?.kind === "enum") {
      const v = s.values.find((x) => x.label === o.value);
      if (v) out[o.name] = v.value;
    } else if (s?.kind === "boolean") out[o.name] = o.value === "yes";
    else if (s?.kind === "integer" && Number.isFinite(Number(o.value))) out[o.name] = Number(o.value);
  }
  return out;
}
