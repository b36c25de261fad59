// How a new table is seated and how long its game lasts: the players, the teams the game allows for that count, the
// game's length options (rounds, a target) and the end in words.
import { defaultOptions, type OptionSpec, type OptionValue, type OptionValues } from "~/engine/core/options";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { getEngineGameFacts, getGameFacts } from "~/engine/facts";
import { countChoices } from "../../_components/forms/choice-select";
import { SelectField } from "../../_components/forms/select-field";
import { OptionFields } from "./option-fields";
import { teamChoices, type TableFormState } from "../table-form-model";
import { useMatchEndWords } from "../game-end-words";

/** How a game with these options ends, in the page's language ("Ends after 12 rounds"); "" for an unknown game. */
function useGameEndText(): (game: string, options: Readonly<Record<string, unknown>>) => string {
  const endWords = useMatchEndWords();
  return useCallback(
    (game, options) => {
      const facts = getEngineGameFacts(game);
      if (!facts) return "";
      return endWords(game, facts.matchEnd({ ...defaultOptions(facts.optionSpecs), ...options } as OptionValues));
    },
    [endWords],
  );
}

export function SeatFields({
  state,
  set,
  setOption,
  lengthSpecs,
  fields,
  idBase,
}: {
  state: TableFormState;
  set: (patch: Partial<TableFormState>) => void;
  setOption: (name: string, v: OptionValue) => void;
  lengthSpecs: OptionSpec[];
  fields: Record<string, string>;
  idBase: string;
}) {
  const t = useTranslations("Play");
  const gameEndText = useGameEndText();
  const ruleset = getGameFacts(state.game)!;
  const teams = teamChoices(state.game, state.players).map((c) => ({ ...c, label: t(`form.teams.${c.value}`) }));
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id={`${idBase}-players`}
          label={t("form.players")}
          error={fields.players ?? fields.playerCount}
          choices={countChoices(ruleset.minPlayers, ruleset.maxPlayers)}
          value={state.players}
          onChange={(players) => set({ players, teams: "none" })}
          disabled={ruleset.minPlayers === ruleset.maxPlayers}
        />
        {teams.length > 1 ? (
          <SelectField
            id={`${idBase}-teams`}
            label={t("form.teamsLabel")}
            hint={t("form.teamsHint")}
            error={fields.teams}
            hintWithError
            choices={teams}
            value={state.teams}
            onChange={(t) => set({ teams: t })}
          />
        ) : null}
        <OptionFields state={state} specs={lengthSpecs} setOption={setOption} fields={fields} idBase={idBase} />
      </div>
      <p className="-mt-3 text-sm font-semibold text-ink-soft" data-testid="form-ends">
        {t("ends.sentence", { ends: gameEndText(state.game, state.options) })}
      </p>
    </>
  );
}
