// The game of a tournament, its format and its house-rule preset (the create-table form's picker; the preset's
// current version is pinned for the whole event).
import { useTranslations } from "next-intl";
import type { GameName } from "~/engine/core/ruleset";
import { SelectField } from "~/app/_components/forms/select-field";
import { PresetPicker } from "~/app/play/preset-picker";
import { useGameTitle } from "~/app/play/words";
import { optionsOfPreset, type ChosenPreset } from "~/app/play/table-presets";
import type { FormGame, TournamentFormat, TournamentSectionProps } from "./tournament-form-model";
import { WordSelect } from "./word-select";

const FORMATS: TournamentFormat[] = ["swiss", "round_robin", "elimination"];

export function GameFields({
  games,
  game,
  onGame,
  preset,
  onPreset,
  s,
  set,
  err,
}: TournamentSectionProps & {
  games: FormGame[];
  game: GameName;
  onGame: (game: FormGame) => void;
  preset: ChosenPreset | null;
  onPreset: (preset: ChosenPreset) => void;
}) {
  const t = useTranslations("TournamentForm");
  const gameTitle = useGameTitle();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="t-game"
          label={t("game")}
          error={err("game")}
          choices={games.map((x) => ({ value: x.game, label: gameTitle(x.game, x.title) }))}
          value={game}
          onChange={(picked) => onGame(games.find((x) => x.game === picked)!)}
        />
        <WordSelect field="format" values={FORMATS} s={s} set={set} err={err} />
      </div>
      <PresetPicker game={game} preset={preset} options={optionsOfPreset(game, preset)} onPick={onPreset} idBase="t" />
      {err("presetId") ? <p className="field-error">{err("presetId")}</p> : null}
    </>
  );
}
