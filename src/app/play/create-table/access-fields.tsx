// Who may join a new table (anyone from the lobby, or only with the invite link) and, outside a challenge, bots for
// the empty seats so that the game starts at once.
import { useTranslations } from "next-intl";
import type { GameName } from "~/engine/core/ruleset";
import { SelectField } from "../../_components/forms/select-field";
import { useBotLevelChoices } from "../../_components/player/use-bot-level-choices";
import type { BotLevelChoice } from "../../table/[id]/practice-bots";
import type { TableFormState } from "../table-form-model";

type Visibility = TableFormState["visibility"];

const VISIBILITIES: Visibility[] = ["PUBLIC", "PRIVATE"];

export function VisibilityChoice({ value, onChange }: { value: Visibility; onChange: (v: Visibility) => void }) {
  const t = useTranslations("Play");
  return (
    <fieldset>
      <legend className="field-label">{t("form.whoMayJoin")}</legend>
      <div className="flex flex-wrap gap-4">
        {VISIBILITIES.map((v) => (
          <label key={v} className="flex items-center gap-2">
            <input
              type="radio"
              name="visibility"
              className="accent-beni"
              checked={value === v}
              onChange={() => onChange(v)}
            />
            {t(`form.visibility.${v}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PracticeBotsField({
  game,
  value,
  onChange,
  idBase,
}: {
  game: GameName;
  value: BotLevelChoice | "";
  onChange: (v: BotLevelChoice | "") => void;
  idBase: string;
}) {
  const t = useTranslations("Play");
  const choices = [
    { value: "" as const, label: t("form.waitForPlayers") },
    ...useBotLevelChoices(game).map((c) => ({ value: c.value, label: t("form.fillWithBots", { level: c.label }) })),
  ];
  return (
    <SelectField<BotLevelChoice | "">
      id={`${idBase}-practice`}
      label={t("form.emptySeats")}
      hint={t("form.emptySeatsHint")}
      className="field-input max-w-md"
      choices={choices}
      value={value}
      onChange={onChange}
      data-testid="practice-bots-level"
    />
  );
}
