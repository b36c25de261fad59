// How a new table is seated and how long its game lasts: the players, the teams the game allows for that count, the
// game's length options (rounds, a target) and the end in words.
import type { OptionSpec, OptionValue } from "~/engine/core/options";
import { getRuleset } from "~/engine/registry";
import { gameEndText } from "~/lib/game-end/game-end";
import { ChoiceSelect, countChoices } from "../../_components/forms/choice-select";
import { Field } from "../../_components/forms/field";
import { OptionFields } from "./option-fields";
import { teamChoices, type TableFormState } from "../table-form-model";

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
  const ruleset = getRuleset(state.game)!;
  const teams = teamChoices(state.game, state.players);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${idBase}-players`} label="Players" error={fields.players ?? fields.playerCount}>
          <ChoiceSelect
            id={`${idBase}-players`}
            className="field-input"
            choices={countChoices(ruleset.minPlayers, ruleset.maxPlayers)}
            value={state.players}
            onChange={(players) => set({ players, teams: "none" })}
            disabled={ruleset.minPlayers === ruleset.maxPlayers}
          />
        </Field>
        {teams.length > 1 ? (
          <Field
            id={`${idBase}-teams`}
            label="Teams"
            hint="Teammates sit opposite and share one pile."
            error={fields.teams}
            hintWithError
          >
            <ChoiceSelect
              id={`${idBase}-teams`}
              className="field-input"
              choices={teams}
              value={state.teams}
              onChange={(t) => set({ teams: t })}
            />
          </Field>
        ) : null}
        <OptionFields
          specs={lengthSpecs}
          options={state.options}
          setOption={setOption}
          fields={fields}
          idBase={idBase}
        />
      </div>
      <p className="-mt-3 text-sm font-semibold text-ink-soft" data-testid="form-ends">
        {gameEndText(state.game, state.options)}.
      </p>
    </>
  );
}
