"use client";
// Create a table: the game, players and teams, rounds, the clock, who may join, and every house rule of the game
// as the engine describes it (labels, help, dependencies, presets), with the engine's messages beside the fields.
import { useTranslations } from "next-intl";
import { useCallback, useId, useState } from "react";
import type { OptionValue } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { DEFAULT_GAME } from "~/app/_games/traits";
import { useConflictWords } from "~/app/_lib/use-conflict-words";
import {
  initialState,
  shownOptionSpecs,
  validateForm,
  type CreateTableInput,
  type TableFormState,
  toCreateInput,
} from "./table-form-model";
import type { BotLevelChoice } from "../table/[id]/practice-bots";
import { PresetPicker } from "./preset-picker";
import { optionsOfPreset, optionsOfPresetKeepingChanges, type ChosenPreset } from "./table-presets";
import { PracticeBotsField, VisibilityChoice } from "./create-table/access-fields";
import { GameChoice, type TableFormGame } from "./create-table/game-choice";
import { HouseRulesFields } from "./create-table/house-rules-fields";
import { SeatFields } from "./create-table/seat-fields";
import { TimeFields } from "./create-table/time-fields";

export interface CreateTableFormProps {
  games: TableFormGame[];
  initialGame?: GameName;
  submitting: boolean;
  /** Messages from the server, per field ("options.<name>", "playerCount", …) or for the form. */
  serverErrors: { fields: Record<string, string>; form: string | null };
  /** `practice`: fill the empty seats with bots of this level as soon as the table exists (null: wait for players). */
  onCreate: (input: CreateTableInput, practice: BotLevelChoice | null) => void;
  /** A challenge (from a player's page): private by default, no bots offered, the button names the opponent. */
  challenge?: { opponent: string };
}

export function CreateTableForm({
  games,
  initialGame = DEFAULT_GAME,
  submitting,
  serverErrors,
  onCreate,
  challenge,
}: CreateTableFormProps) {
  const t = useTranslations("Play");
  const idBase = useId().replace(/:/g, "");
  // A challenge keeps its "private" when another game is chosen.
  const fresh = (game: GameName, visibility: TableFormState["visibility"]): TableFormState =>
    challenge ? { ...initialState(game), visibility } : initialState(game);
  const [state, setState] = useState<TableFormState>(() => fresh(initialGame, "PRIVATE"));
  const [tried, setTried] = useState(false);
  const [practice, setPractice] = useState<BotLevelChoice | "">("");
  const local = validateForm(state, useConflictWords(state.game));
  const fields = { ...local.fields, ...serverErrors.fields };
  const formError = local.form ?? serverErrors.form;
  const { length: lengthSpecs, rules: ruleSpecs } = shownOptionSpecs(state.game, state.options);
  // Chosen by the creator: the preset's rules. Taken by default when the presets arrive: rules already changed stay.
  const pickPreset = useCallback(
    (p: ChosenPreset, auto: boolean) =>
      setState((s) => ({
        ...s,
        platformPreset: p,
        options: auto ? optionsOfPresetKeepingChanges(s.game, s.options, p) : optionsOfPreset(s.game, p),
      })),
    [],
  );
  const set = (patch: Partial<TableFormState>) => setState((s) => ({ ...s, ...patch }));
  const setOption = (name: string, v: OptionValue) => setState((s) => ({ ...s, options: { ...s.options, [name]: v } }));
  const errorCount = Object.keys(local.fields).length + (local.form ? 1 : 0);

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (errorCount === 0) onCreate(toCreateInput(state), practice || null);
      }}
      data-testid="create-table-form"
    >
      <GameChoice
        games={games}
        game={state.game}
        onChoose={(game) => setState((s) => fresh(game, s.visibility))}
        idBase={idBase}
      />
      <SeatFields
        state={state}
        set={set}
        setOption={setOption}
        lengthSpecs={lengthSpecs}
        fields={fields}
        idBase={idBase}
      />
      <TimeFields state={state} set={set} fields={fields} idBase={idBase} />
      <VisibilityChoice value={state.visibility} onChange={(visibility) => set({ visibility })} />
      {challenge ? null : (
        <PracticeBotsField game={state.game} value={practice} onChange={setPractice} idBase={idBase} />
      )}

      <PresetPicker
        game={state.game}
        preset={state.platformPreset}
        options={state.options}
        onPick={pickPreset}
        idBase={idBase}
      />
      {fields.presetId ? (
        <p className="field-error" data-testid="presetId-error">
          {fields.presetId}
        </p>
      ) : null}
      <HouseRulesFields
        state={state}
        setState={setState}
        setOption={setOption}
        lengthSpecs={lengthSpecs}
        ruleSpecs={ruleSpecs}
        fields={fields}
        idBase={idBase}
      />

      {formError ? (
        <p className="field-error" role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={submitting || !state.platformPreset}
          data-testid="create-table"
        >
          {submitting
            ? t("form.creating")
            : challenge
              ? t("form.challenge", { opponent: challenge.opponent })
              : t("form.create")}
        </button>
        {tried && errorCount > 0 ? <p className="text-sm font-semibold text-beni">{t("form.checkFirst")}</p> : null}
      </div>
    </form>
  );
}
