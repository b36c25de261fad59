// A preset's own fields: the game (chosen when it is created, fixed after), the title, the URL name (set once), the
// description shown to players and, when it is created, whether it is the game's default or hidden for now.
import type { ChangeEvent } from "react";
import { useTranslations } from "next-intl";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { useGameTitle } from "~/app/_games/use-game-title";
import { SelectField } from "~/app/_components/forms/select-field";
import { Field } from "~/app/_components/forms/field";

export interface PresetDetails {
  title: string;
  slug: string;
  description: string;
  makeDefault: boolean;
  hidden: boolean;
}

const FLAGS = ["makeDefault", "hidden"] as const;

/** A text field of the preset's (the control's id and name are the field's), with the server's message for it. */
function DetailField({
  field,
  idBase,
  details,
  set,
  err,
  label,
  note,
  hint,
  errorTestId,
  multiline = false,
  ...control
}: {
  field: "title" | "slug" | "description";
  idBase: string;
  details: PresetDetails;
  set: (patch: Partial<PresetDetails>) => void;
  err: (field: string) => string | undefined;
  label: string;
  /** Said after the label, lighter (what the field is for, that it may be left blank). */
  note?: string;
  hint?: string;
  errorTestId?: string;
  multiline?: boolean;
  className: string;
  maxLength: number;
  placeholder?: string;
}) {
  const id = `${idBase}-${field}`;
  const props = {
    id,
    name: field,
    value: details[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [field]: e.target.value }),
    ...control,
  };
  return (
    <Field
      id={id}
      label={
        note ? (
          <>
            {label}
            <span className="font-normal text-ink-faint">{note}</span>
          </>
        ) : (
          label
        )
      }
      hint={hint}
      hintWithError
      error={err(field)}
      errorTestId={errorTestId}
    >
      {multiline ? <textarea {...props} /> : <input {...props} />}
    </Field>
  );
}

function PresetFlags({
  details,
  set,
  gameTitle,
  error,
}: {
  details: PresetDetails;
  set: (patch: Partial<PresetDetails>) => void;
  gameTitle: string;
  error?: string;
}) {
  const t = useTranslations("AdminPresets");
  return (
    <div className="flex flex-col gap-2">
      {FLAGS.map((flag) => (
        <label key={flag} className="flex items-center gap-2.5">
          <input
            type="checkbox"
            className="h-5 w-5 accent-beni"
            checked={details[flag]}
            onChange={(e) => set({ [flag]: e.target.checked })}
          />
          <span>{t(`form.${flag}`, { game: gameTitle })}</span>
        </label>
      ))}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

export function PresetDetailsFields({
  mode,
  game,
  onGame,
  details,
  set,
  err,
  initial,
  idBase,
}: {
  mode: "create" | "edit";
  game: GameName;
  onGame: (game: GameName) => void;
  details: PresetDetails;
  set: (patch: Partial<PresetDetails>) => void;
  err: (field: string) => string | undefined;
  initial?: { slug: string; version: number };
  idBase: string;
}) {
  const t = useTranslations("AdminPresets");
  const sep = useTranslations("Common")("separator");
  const gameTitle = useGameTitle();
  const title = gameTitle(game);
  const gameChoices = GAME_NAMES.map((g) => ({ value: g, label: gameTitle(g) }));
  const text = { idBase, details, set, err };
  return (
    <fieldset className="panel min-w-0 space-y-5 p-5">
      <legend className="px-1 text-lg font-semibold">{t("form.preset")}</legend>
      {mode === "create" ? (
        <SelectField
          id={`${idBase}-game`}
          label={t("form.game")}
          name="game"
          className="field-input max-w-sm"
          choices={gameChoices}
          value={game}
          onChange={onGame}
        />
      ) : (
        <p>
          {t.rich("form.gameIs", {
            game: title,
            label: (chunks) => <span className="field-label inline">{chunks}</span>,
          })}
          {sep}
          <span className="text-ink-soft">
            {t("form.editingVersion", { version: initial?.version ?? 0, next: (initial?.version ?? 0) + 1 })}
          </span>
        </p>
      )}
      <DetailField
        {...text}
        field="title"
        label={t("form.title")}
        errorTestId="title-error"
        className="field-input"
        maxLength={80}
      />
      {mode === "create" ? (
        <DetailField
          {...text}
          field="slug"
          label={t("form.slug")}
          note={t("form.optional")}
          hint={t("form.slugHint", { example: `/rules/${game}?preset=club-night` })}
          errorTestId="slug-error"
          className="field-input max-w-sm"
          maxLength={48}
          placeholder={t("form.slugPlaceholder")}
        />
      ) : (
        <p className="text-ink-soft">
          {t.rich("form.slugIs", { slug: initial?.slug ?? "", code: (chunks) => <code>{chunks}</code> })}
        </p>
      )}
      <DetailField
        {...text}
        field="description"
        label={t("form.description")}
        note={t("form.descriptionNote")}
        multiline
        className="field-input min-h-24"
        maxLength={1000}
      />
      {mode === "create" ? <PresetFlags details={details} set={set} gameTitle={title} error={err("hidden")} /> : null}
    </fieldset>
  );
}
