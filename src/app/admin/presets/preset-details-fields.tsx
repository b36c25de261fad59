// A preset's own fields: the game (chosen when it is created, fixed after), the title, the URL name (set once), the
// description shown to players and, when it is created, whether it is the game's default or hidden for now.
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { ChoiceSelect } from "~/app/_components/forms/choice-select";
import { Field } from "~/app/_components/forms/field";

export interface PresetDetails {
  title: string;
  slug: string;
  description: string;
  makeDefault: boolean;
  hidden: boolean;
}

const GAME_CHOICES = GAME_NAMES.map((g) => ({ value: g, label: getRuleset(g)?.title ?? g }));

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
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-center gap-2.5">
        <input
          type="checkbox"
          className="h-5 w-5 accent-beni"
          checked={details.makeDefault}
          onChange={(e) => set({ makeDefault: e.target.checked })}
        />
        <span>Make it the default for {gameTitle}</span>
      </label>
      <label className="flex items-center gap-2.5">
        <input
          type="checkbox"
          className="h-5 w-5 accent-beni"
          checked={details.hidden}
          onChange={(e) => set({ hidden: e.target.checked })}
        />
        <span>Hidden for now (not offered to players)</span>
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
  const title = getRuleset(game)!.title;
  return (
    <fieldset className="panel min-w-0 space-y-5 p-5">
      <legend className="px-1 text-lg font-semibold">The preset</legend>
      {mode === "create" ? (
        <Field id={`${idBase}-game`} label="Game">
          <ChoiceSelect
            id={`${idBase}-game`}
            name="game"
            className="field-input max-w-sm"
            choices={GAME_CHOICES}
            value={game}
            onChange={onGame}
          />
        </Field>
      ) : (
        <p>
          <span className="field-label inline">Game:</span> {title} ·{" "}
          <span className="text-ink-soft">
            editing version {initial?.version}; saving new rules makes version {(initial?.version ?? 0) + 1}
          </span>
        </p>
      )}
      <Field id={`${idBase}-title`} label="Title" error={err("title")} errorTestId="title-error">
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
              URL name <span className="font-normal text-ink-faint">(optional)</span>
            </>
          }
          hint={<>Used in links such as /rules/{game}?preset=club-night: lower-case letters, digits and hyphens.</>}
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
            placeholder="made from the title"
            onChange={(e) => set({ slug: e.target.value })}
          />
        </Field>
      ) : (
        <p className="text-ink-soft">
          URL name: <code>{initial?.slug}</code>
        </p>
      )}
      <Field
        id={`${idBase}-description`}
        label={
          <>
            Description <span className="font-normal text-ink-faint">(optional, shown to players)</span>
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
