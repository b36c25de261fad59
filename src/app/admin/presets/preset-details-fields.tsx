// A preset's own fields: the game (chosen when it is created, fixed after), the title, the URL name (set once), the
// description shown to players and, when it is created, whether it is the game's default or hidden for now.
import { useTranslations } from "next-intl";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { useGameTitle } from "~/app/_games/use-game-title";
import { ChoiceSelect } from "~/app/_components/forms/choice-select";
import { Field } from "~/app/_components/forms/field";

export interface PresetDetails {
  title: string;
  slug: string;
  description: string;
  makeDefault: boolean;
  hidden: boolean;
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
      <label className="flex items-center gap-2.5">
        <input
          type="checkbox"
          className="h-5 w-5 accent-beni"
          checked={details.makeDefault}
          onChange={(e) => set({ makeDefault: e.target.checked })}
        />
        <span>{t("form.makeDefault", { game: gameTitle })}</span>
      </label>
      <label className="flex items-center gap-2.5">
        <input
          type="checkbox"
          className="h-5 w-5 accent-beni"
          checked={details.hidden}
          onChange={(e) => set({ hidden: e.target.checked })}
        />
        <span>{t("form.hidden")}</span>
      </label>
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
  const gameTitle = useGameTitle();
  const title = gameTitle(game);
  const gameChoices = GAME_NAMES.map((g) => ({ value: g, label: gameTitle(g) }));
  const optional = (note: string) => <span className="font-normal text-ink-faint">{note}</span>;
  return (
    <fieldset className="panel min-w-0 space-y-5 p-5">
      <legend className="px-1 text-lg font-semibold">{t("form.preset")}</legend>
      {mode === "create" ? (
        <Field id={`${idBase}-game`} label={t("form.game")}>
          <ChoiceSelect
            id={`${idBase}-game`}
            name="game"
            className="field-input max-w-sm"
            choices={gameChoices}
            value={game}
            onChange={onGame}
          />
        </Field>
      ) : (
        <p>
          <span className="field-label inline">{t("form.gameIs")}</span> {title} ·{" "}
          <span className="text-ink-soft">
            {t("form.editingVersion", { version: initial?.version ?? 0, next: (initial?.version ?? 0) + 1 })}
          </span>
        </p>
      )}
      <Field id={`${idBase}-title`} label={t("form.title")} error={err("title")} errorTestId="title-error">
        <input
          id={`${idBase}-title`}
          name="title"
          className="field-input"
          value={details.title}
          maxLength={80}
          onChange={(e) => set({ title: e.target.value })}
        />
      </Field>
      {mode === "create" ? (
        <Field
          id={`${idBase}-slug`}
          label={
            <>
              {t("form.slug")} {optional(t("form.optional"))}
            </>
          }
          hint={t("form.slugHint", { example: `/rules/${game}?preset=club-night` })}
          hintWithError
          error={err("slug")}
          errorTestId="slug-error"
        >
          <input
            id={`${idBase}-slug`}
            name="slug"
            className="field-input max-w-sm"
            value={details.slug}
            maxLength={48}
            placeholder={t("form.slugPlaceholder")}
            onChange={(e) => set({ slug: e.target.value })}
          />
        </Field>
      ) : (
        <p className="text-ink-soft">
          {t("form.slugIs")} <code>{initial?.slug}</code>
        </p>
      )}
      <Field
        id={`${idBase}-description`}
        label={
          <>
            {t("form.description")} {optional(t("form.descriptionNote"))}
          </>
        }
        error={err("description")}
      >
        <textarea
          id={`${idBase}-description`}
          name="description"
          className="field-input min-h-24"
          value={details.description}
          maxLength={1000}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Field>
      {mode === "create" ? <PresetFlags details={details} set={set} gameTitle={title} error={err("hidden")} /> : null}
    </fieldset>
  );
}
