// A preset's house rules: every option of the game that applies to the others' values, each saying its default and
// marked when changed, with how many differ from the defaults and the player counts the rules allow.
import { useTranslations } from "next-intl";
import type { OptionValue } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { getGameFacts } from "~/engine/facts";
import { OptionField } from "~/app/_components/forms/option-field";
import { useGameTitle } from "~/app/_games/use-game-title";
import { useOptionWords } from "~/app/play/option-words";
import { optionInForce, type EngineCheck } from "~/lib/house-rules/engine-check";
import { usePlayerCountWords } from "./player-count-words";

export function PresetRulesFields({
  game,
  options,
  check,
  err,
  onOption,
  idBase,
}: {
  game: GameName;
  options: Record<string, OptionValue>;
  check: EngineCheck;
  err: (field: string) => string | undefined;
  onOption: (name: string, v: OptionValue) => void;
  idBase: string;
}) {
  const t = useTranslations("AdminPresets");
  const words = useOptionWords();
  const gameTitle = useGameTitle();
  const players = usePlayerCountWords();
  const ruleset = getGameFacts(game)!;
  const changedCount = ruleset.optionSpecs.filter(
    (s) => optionInForce(s, options) && options[s.name] !== s.default,
  ).length;
  return (
    <fieldset className="panel min-w-0 p-5">
      <legend className="px-1 text-lg font-semibold">{t("form.rulesOf", { game: gameTitle(game) })}</legend>
      <p className="mb-3 text-ink-soft" data-testid="rules-status">
        {t("form.changedCount", {
          count: changedCount,
          playable: String(check.ok),
          players: check.ok ? players(check.playerCounts) : "",
        })}
      </p>
      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a long choice in a list made it wider than a phone */}
      <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
        {ruleset.optionSpecs
          .filter((s) => optionInForce(s, options))
          .map((spec) => (
            <OptionField
              key={spec.name}
              spec={words.spec(game, spec)}
              value={options[spec.name] ?? spec.default}
              idBase={`${idBase}-opt`}
              error={err(`options.${spec.name}`)}
              onChange={(v) => onOption(spec.name, v)}
              annotated
            />
          ))}
      </div>
    </fieldset>
  );
}
