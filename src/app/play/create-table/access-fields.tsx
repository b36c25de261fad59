// Who may join a new table (anyone from the lobby, or only with the invite link) and, outside a challenge, bots for
// the empty seats so that the game starts at once.
import type { GameName } from "~/engine/core/ruleset";
import { ChoiceSelect } from "../../_components/forms/choice-select";
import { Field } from "../../_components/forms/field";
import { useBotLevelChoices } from "../../_components/player/use-bot-level-choices";
import type { BotLevelChoice } from "../../table/[id]/practice-bots";
import type { TableFormState } from "../table-form-model";

type Visibility = TableFormState["visibility"];

const VISIBILITIES: { value: Visibility; label: string }[] = [
  { value: "PUBLIC", label: "Anyone: listed in the lobby" },
  { value: "PRIVATE", label: "Only people with the invite link" },
];

export function VisibilityChoice({ value, onChange }: { value: Visibility; onChange: (v: Visibility) => void }) {
  return (
    <fieldset>
      <legend className="field-label">Who may join</legend>
      <div className="flex flex-wrap gap-4">
        {VISIBILITIES.map((v) => (
          <label key={v.value} className="flex items-center gap-2">
            <input
              type="radio"
              name="visibility"
              className="accent-beni"
              checked={value === v.value}
              onChange={() => onChange(v.value)}
            />
            {v.label}
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
  const levels = useBotLevelChoices(game);
  const choices = [
    { value: "" as const, label: "Wait for other players" },
    ...levels.map((c) => ({ value: c.value, label: `Fill with bots: ${c.label}` })),
  ];
  return (
    <Field
      id={`${idBase}-practice`}
      label="Empty seats"
      hint="Bots start the game at once: practise without waiting for anyone."
    >
      <ChoiceSelect<BotLevelChoice | "">
        id={`${idBase}-practice`}
        className="field-input max-w-md"
        choices={choices}
        value={value}
        onChange={onChange}
        data-testid="practice-bots-level"
      />
    </Field>
  );
}
