// The tables of a tournament: players at each, teams, the rounds of each game (blank: as the house rules say; a
// choice where the game offers one) and, without teams, smaller tables instead of byes.
import type { OptionSpec } from "~/engine/core/options";
import { getRuleset } from "~/engine/registry";
import { ChoiceSelect, countChoices } from "~/app/_components/forms/choice-select";
import { Field } from "~/app/_components/forms/field";
import { teamChoices } from "~/app/play/table-form-model";
import type { FormGame, TournamentSectionProps } from "./tournament-form-model";

function RoundsPerGameField({ spec, s, set, err }: TournamentSectionProps & { spec: OptionSpec | undefined }) {
  return (
    <Field
      id="t-rounds"
      label="Rounds per game"
      error={err("roundsPerGame")}
      hint={spec?.kind === "enum" ? undefined : "Blank: as the house rules say."}
    >
      {spec?.kind === "enum" ? (
        <ChoiceSelect
          id="t-rounds"
          className="field-input"
          choices={[
            { value: "", label: "As the house rules say" },
            ...spec.values.map((v) => ({ value: String(v.value), label: v.label })),
          ]}
          value={s.roundsPerGame}
          onChange={(roundsPerGame) => set({ roundsPerGame })}
        />
      ) : (
        <input
          id="t-rounds"
          className="field-input"
          inputMode="numeric"
          value={s.roundsPerGame}
          onChange={(e) => set({ roundsPerGame: e.target.value.replace(/\D/g, "") })}
        />
      )}
    </Field>
  );
}

export function TableShapeFields({ game, s, set, err }: TournamentSectionProps & { game: FormGame }) {
  const roundsSpec = getRuleset(game.game)?.optionSpecs.find((o) => o.name === "rounds");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="t-players" label="Players a table" error={err("playersPerTable")}>
          <ChoiceSelect
            id="t-players"
            className="field-input"
            choices={countChoices(game.minPlayers, game.maxPlayers)}
            value={s.players}
            onChange={(players) => set({ players, teams: "none" })}
          />
        </Field>
        <Field
          id="t-teams"
          label="Teams"
          error={err("teams")}
          hint="Team events: teams register together; standings are per team."
        >
          <ChoiceSelect
            id="t-teams"
            className="field-input"
            choices={teamChoices(game.game, s.players)}
            value={s.teams}
            onChange={(teams) => set({ teams })}
          />
        </Field>
        <RoundsPerGameField spec={roundsSpec} s={s} set={set} err={err} />
      </div>
      {s.teams === "none" && s.players > 2 ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={s.allowSmallerTables}
            onChange={(e) => set({ allowSmallerTables: e.target.checked })}
          />
          Smaller tables instead of byes when the count does not divide
        </label>
      ) : null}
    </>
  );
}
