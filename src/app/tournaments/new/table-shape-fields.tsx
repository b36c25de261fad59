// The tables of a tournament: players at each, teams, the rounds of each game (blank: as the house rules say; a
// choice where the game offers one) and, without teams, smaller tables instead of byes.
import { useTranslations } from "next-intl";
import type { OptionSpec } from "~/engine/core/options";
import { getGameFacts } from "~/engine/facts";
import { ChoiceSelect, countChoices } from "~/app/_components/forms/choice-select";
import { Field } from "~/app/_components/forms/field";
import { SelectField } from "~/app/_components/forms/select-field";
import { useOptionWords } from "~/app/play/option-words";
import { teamChoices } from "~/app/play/table-form-model";
import { DigitsInput } from "./number-fields";
import type { FormGame, TournamentSectionProps } from "./tournament-form-model";

function RoundsPerGameField({ spec, s, set, err }: TournamentSectionProps & { spec: OptionSpec | undefined }) {
  const t = useTranslations("TournamentForm");
  return (
    <Field
      id="t-rounds"
      label={t("roundsPerGame")}
      error={err("roundsPerGame")}
      hint={spec?.kind === "enum" ? undefined : t("roundsPerGameHint")}
    >
      {spec?.kind === "enum" ? (
        <ChoiceSelect
          id="t-rounds"
          className="field-input"
          choices={[
            { value: "", label: t("asHouseRules") },
            ...spec.values.map((v) => ({ value: String(v.value), label: v.label })),
          ]}
          value={s.roundsPerGame}
          onChange={(roundsPerGame) => set({ roundsPerGame })}
        />
      ) : (
        <DigitsInput id="t-rounds" value={s.roundsPerGame} onChange={(roundsPerGame) => set({ roundsPerGame })} />
      )}
    </Field>
  );
}

export function TableShapeFields({ game, s, set, err }: TournamentSectionProps & { game: FormGame }) {
  const t = useTranslations("TournamentForm");
  const words = useOptionWords();
  const rounds = getGameFacts(game.game)?.optionSpecs.find((o) => o.name === "rounds");
  // The engine's value labels are English ("12 rounds (a year)"): the choices say them in the page's language.
  const roundsSpec = rounds && words.spec(game.game, rounds);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id="t-players"
          label={t("players")}
          error={err("playersPerTable")}
          choices={countChoices(game.minPlayers, game.maxPlayers)}
          value={s.players}
          onChange={(players) => set({ players, teams: "none" })}
        />
        <SelectField
          id="t-teams"
          label={t("teams")}
          error={err("teams")}
          hint={t("teamsHint")}
          choices={teamChoices(game.game, s.players).map((c) => ({
            value: c.value,
            label: t(`teamChoices.${c.value}`),
          }))}
          value={s.teams}
          onChange={(teams) => set({ teams })}
        />
        <RoundsPerGameField spec={roundsSpec} s={s} set={set} err={err} />
      </div>
      {s.teams === "none" && s.players > 2 ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={s.allowSmallerTables}
            onChange={(e) => set({ allowSmallerTables: e.target.checked })}
          />
          {t("smallerTables")}
        </label>
      ) : null}
    </>
  );
}
