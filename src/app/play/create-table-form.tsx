"use client";
// Create a table: the game, players and teams, rounds, the clock, who may join, and every house rule of the game
// as the engine describes it (labels, help, dependencies, presets), with the engine's messages beside the fields.
import { useCallback, useId, useState, type ReactNode } from "react";
import type { OptionSpec, OptionValue } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { gameEndText } from "~/lib/game-end/game-end";
import {
  BANK_PRESETS,
  INCREMENT_PRESETS,
  PER_MOVE_PRESETS,
  initialState,
  matchingPreset,
  shownOptionSpecs,
  teamChoices,
  validateForm,
  withPreset,
  type CreateTableInput,
  type TableFormState,
  toCreateInput,
} from "./table-form-model";
import { botLevelChoices, type BotLevelChoice } from "../table/[id]/practice-bots";
import { PresetPicker } from "./preset-picker";
import { changedFromPreset, optionsOfPreset, optionsOfPresetKeepingChanges, type ChosenPreset } from "./table-presets";
import { plural } from "~/engine/core/plural";

export interface CreateTableFormProps {
  games: { game: GameName; title: string; minPlayers: number; maxPlayers: number }[];
  initialGame?: GameName;
  submitting: boolean;
  /** Messages from the server, per field ("options.<name>", "playerCount", …) or for the form. */
  serverErrors: { fields: Record<string, string>; form: string | null };
  /** `practice`: fill the empty seats with bots of this level as soon as the table exists (null: wait for players). */
  onCreate: (input: CreateTableInput, practice: BotLevelChoice | null) => void;
  /** A challenge (from a player's page): private by default, no bots offered, the button names the opponent. */
  challenge?: { opponent: string };
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;

function OptionInput({
  spec,
  value,
  onChange,
  error,
  idBase,
}: {
  spec: OptionSpec;
  value: OptionValue;
  onChange: (v: OptionValue) => void;
  error?: string;
  idBase: string;
}) {
  const id = `${idBase}-opt-${spec.name}`;
  if (spec.kind === "boolean") {
    return (
      <div>
        <label className="flex items-start gap-2.5">
          <input
            id={id}
            type="checkbox"
            className="mt-1 h-5 w-5 accent-beni"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={describedBy(id, true, Boolean(error))}
            aria-invalid={error ? true : undefined}
          />
          <span className="font-semibold">{spec.label}</span>
        </label>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="field-hint">
          {spec.help}
        </p>
      </div>
    );
  }
  return (
    <Field id={id} label={spec.label} hint={spec.help} error={error}>
      {spec.kind === "enum" ? (
        <select
          id={id}
          className="field-input"
          value={String(value)}
          onChange={(e) => {
            const picked = spec.values.find((v) => String(v.value) === e.target.value);
            if (picked) onChange(picked.value);
          }}
          aria-describedby={describedBy(id, true, Boolean(error))}
          aria-invalid={error ? true : undefined}
        >
          {spec.values.map((v) => (
            <option key={String(v.value)} value={String(v.value)}>
              {v.label}
              {v.value === spec.default ? " (default)" : ""}
            </option>
          ))}
        </select>
      ) : (
        <>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            className="field-input max-w-[10rem]"
            min={spec.min}
            max={spec.max}
            step={1}
            value={Number.isFinite(value as number) ? (value as number) : ""}
            onChange={(e) => onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
            aria-describedby={describedBy(id, true, Boolean(error))}
            aria-invalid={error ? true : undefined}
            list={spec.suggested ? `${id}-suggested` : undefined}
          />
          {spec.suggested ? (
            <datalist id={`${id}-suggested`}>
              {spec.suggested.map((v) => (
                <option key={v} value={v} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </Field>
  );
}

export function CreateTableForm({
  games,
  initialGame = "sakura",
  submitting,
  serverErrors,
  onCreate,
  challenge,
}: CreateTableFormProps) {
  const idBase = useId().replace(/:/g, "");
  // A challenge keeps its "private" when another game is chosen.
  const fresh = (game: GameName, visibility: TableFormState["visibility"]): TableFormState =>
    challenge ? { ...initialState(game), visibility } : initialState(game);
  const [state, setState] = useState<TableFormState>(() => fresh(initialGame, "PRIVATE"));
  const [tried, setTried] = useState(false);
  const [practice, setPractice] = useState<BotLevelChoice | "">("");
  const ruleset = getRuleset(state.game)!;
  const local = validateForm(state);
  const fields = { ...local.fields, ...serverErrors.fields };
  const formError = local.form ?? serverErrors.form;
  const { length: lengthSpecs, rules: ruleSpecs } = shownOptionSpecs(state.game, state.options);
  // With one of the site's presets, "changed" counts the rules changed from it; without, from the defaults.
  const changed = state.platformPreset
    ? changedFromPreset(state.game, state.options, state.platformPreset).length
    : ruleSpecs.filter((s) => state.options[s.name] !== s.default).length;
  const preset = matchingPreset(state.game, state.options);
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
  const teams = teamChoices(state.game, state.players);
  const set = (patch: Partial<TableFormState>) => setState((s) => ({ ...s, ...patch }));
  const setOption = (name: string, v: OptionValue) => setState((s) => ({ ...s, options: { ...s.options, [name]: v } }));
  const optionError = (name: string) => fields[`options.${name}`];
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
      <fieldset>
        <legend className="field-label">Game</legend>
        <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {games.map((g) => (
            <label
              key={g.game}
              className={`flex cursor-pointer flex-col rounded-xl border-2 px-3 py-2 ${state.game === g.game ? "border-beni bg-beni/5" : "border-paper-edge bg-white/70 hover:border-ink-faint"}`}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="game"
                  value={g.game}
                  className="accent-beni"
                  checked={state.game === g.game}
                  onChange={() => setState((s) => fresh(g.game, s.visibility))}
                  aria-label={g.title}
                  aria-describedby={`${idBase}-${g.game}-players`}
                />
                <span className="font-semibold" aria-hidden="true">
                  {g.title}
                </span>
              </span>
              <span id={`${idBase}-${g.game}-players`} className="text-sm text-ink-faint">
                {g.minPlayers === g.maxPlayers
                  ? `${plural(g.minPlayers, "player")}`
                  : `${g.minPlayers}–${plural(g.maxPlayers, "player")}`}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${idBase}-players`} label="Players" error={fields.players ?? fields.playerCount}>
          <select
            id={`${idBase}-players`}
            className="field-input"
            value={state.players}
            onChange={(e) => set({ players: Number(e.target.value), teams: "none" })}
            disabled={ruleset.minPlayers === ruleset.maxPlayers}
          >
            {Array.from({ length: ruleset.maxPlayers - ruleset.minPlayers + 1 }, (_, i) => ruleset.minPlayers + i).map(
              (n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ),
            )}
          </select>
        </Field>
        {teams.length > 1 ? (
          <Field
            id={`${idBase}-teams`}
            label="Teams"
            hint="Teammates sit opposite and share one pile."
            error={fields.teams}
          >
            <select
              id={`${idBase}-teams`}
              className="field-input"
              value={state.teams}
              onChange={(e) => set({ teams: e.target.value as TableFormState["teams"] })}
            >
              {teams.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {lengthSpecs.map((spec) => (
          <OptionInput
            key={spec.name}
            spec={spec}
            value={state.options[spec.name]!}
            onChange={(v) => setOption(spec.name, v)}
            error={optionError(spec.name)}
            idBase={idBase}
          />
        ))}
      </div>
      <p className="-mt-3 text-sm font-semibold text-ink-soft" data-testid="form-ends">
        {gameEndText(state.game, state.options)}.
      </p>

      {state.game === "judge" ? (
        <p className="rounded-lg bg-paper-deep/70 px-3 py-2 text-ink-soft">
          Judge is played live: both players open the match page and react in real time, so there is no move clock.
        </p>
      ) : (
        <fieldset className="space-y-3">
          <legend className="field-label">Time for each move</legend>
          <div className="flex flex-wrap gap-4">
            {(["per_move", "bank"] as const).map((k) => (
              <label key={k} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="time-kind"
                  className="accent-beni"
                  checked={state.time.kind === k}
                  onChange={() =>
                    set({
                      time:
                        k === "per_move"
                          ? { kind: "per_move", seconds: 86400 }
                          : { kind: "bank", initialSeconds: 86400, incrementSeconds: 3600 },
                    })
                  }
                />
                {k === "per_move" ? "A limit per move" : "A time bank with an increment"}
              </label>
            ))}
          </div>
          {state.time.kind === "per_move" ? (
            <div className="flex flex-wrap gap-1.5" role="radiogroup" aria-label="Limit per move">
              {PER_MOVE_PRESETS.map((p) => {
                const on = state.time.kind === "per_move" && state.time.seconds === p.seconds;
                return (
                  <button
                    key={p.seconds}
                    type="button"
                    role="radio"
                    aria-checked={on}
                    className={`rounded-full border px-3 py-1.5 text-sm font-semibold ${on ? "border-beni bg-beni text-paper" : "border-paper-edge bg-white hover:bg-paper-deep"}`}
                    onClick={() => set({ time: { kind: "per_move", seconds: p.seconds } })}
                  >
                    {p.label}
                  </button>
                );
              })}
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${idBase}-bank`} label="Bank at the start">
                <select
                  id={`${idBase}-bank`}
                  className="field-input"
                  value={state.time.initialSeconds}
                  onChange={(e) =>
                    set({
                      time: {
                        ...(state.time as Extract<TableFormState["time"], { kind: "bank" }>),
                        initialSeconds: Number(e.target.value),
                      },
                    })
                  }
                >
                  {BANK_PRESETS.map((p) => (
                    <option key={p.seconds} value={p.seconds}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={`${idBase}-increment`} label="Added after each move">
                <select
                  id={`${idBase}-increment`}
                  className="field-input"
                  value={state.time.incrementSeconds}
                  onChange={(e) =>
                    set({
                      time: {
                        ...(state.time as Extract<TableFormState["time"], { kind: "bank" }>),
                        incrementSeconds: Number(e.target.value),
                      },
                    })
                  }
                >
                  {INCREMENT_PRESETS.map((p) => (
                    <option key={p.seconds} value={p.seconds}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          )}
          <Field
            id={`${idBase}-forfeit`}
            label="When time runs out"
            hint="A stand-in plays the safest legal move for a player whose time ran out."
            error={fields.timeoutsBeforeForfeit}
          >
            <select
              id={`${idBase}-forfeit`}
              className="field-input max-w-md"
              value={state.forfeitAfter ?? 0}
              onChange={(e) => set({ forfeitAfter: Number(e.target.value) || null })}
            >
              {[1, 2, 3, 5].map((n) => (
                <option key={n} value={n}>
                  Forfeit after {plural(n, "missed move")}
                </option>
              ))}
              <option value={0}>Never forfeit: the stand-in keeps playing</option>
            </select>
          </Field>
        </fieldset>
      )}

      <fieldset>
        <legend className="field-label">Who may join</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="visibility"
              className="accent-beni"
              checked={state.visibility === "PUBLIC"}
              onChange={() => set({ visibility: "PUBLIC" })}
            />
            Anyone: listed in the lobby
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="visibility"
              className="accent-beni"
              checked={state.visibility === "PRIVATE"}
              onChange={() => set({ visibility: "PRIVATE" })}
            />
            Only people with the invite link
          </label>
        </div>
      </fieldset>

      {challenge ? null : (
        <Field
          id={`${idBase}-practice`}
          label="Empty seats"
          hint="Bots start the game at once: practise without waiting for anyone."
        >
          <select
            id={`${idBase}-practice`}
            className="field-input max-w-md"
            value={practice}
            onChange={(e) => setPractice(e.target.value as BotLevelChoice | "")}
            data-testid="practice-bots-level"
          >
            <option value="">Wait for other players</option>
            {botLevelChoices(state.game).map((c) => (
              <option key={c.value} value={c.value}>
                Fill with bots: {c.label.toLowerCase()}
              </option>
            ))}
          </select>
        </Field>
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

      <details
        className="rounded-xl border border-paper-edge bg-white/60 p-4"
        open={
          Object.keys(fields).some(
            (f) => f.startsWith("options.") && !lengthSpecs.some((s) => f === `options.${s.name}`),
          ) || undefined
        }
      >
        <summary className="cursor-pointer font-semibold">
          {state.platformPreset ? "Change single rules" : "House rules"}{" "}
          <span className="font-normal text-ink-faint">
            (
            {changed === 0
              ? state.platformPreset
                ? "as the preset sets them"
                : "the rulebook's defaults"
              : `${changed} changed`}
            )
          </span>
        </summary>
        <div className="mt-4 space-y-4">
          {/* The engine's own presets, offered only until the site's presets are loaded. */}
          {ruleset.presets.length > 0 && !state.platformPreset ? (
            <Field
              id={`${idBase}-preset`}
              label="Preset"
              hint={
                ruleset.presets.find((p) => p.name === preset)?.help ??
                (preset === null ? "Your own mix of rules." : "The standard rules of the game.")
              }
            >
              <select
                id={`${idBase}-preset`}
                className="field-input max-w-md"
                value={preset ?? "custom"}
                onChange={(e) => e.target.value !== "custom" && setState((s) => withPreset(s, e.target.value))}
              >
                <option value="">Defaults</option>
                {ruleset.presets.map((p) => (
                  <option key={p.name} value={p.name}>
                    {p.label}
                  </option>
                ))}
                {preset === null ? <option value="custom">Custom</option> : null}
              </select>
            </Field>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            {ruleSpecs.map((spec) => (
              <OptionInput
                key={spec.name}
                spec={spec}
                value={state.options[spec.name]!}
                onChange={(v) => setOption(spec.name, v)}
                error={optionError(spec.name)}
                idBase={idBase}
              />
            ))}
          </div>
        </div>
      </details>

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
          {submitting ? "Creating…" : challenge ? `Challenge ${challenge.opponent}` : "Create the table"}
        </button>
        {tried && errorCount > 0 ? (
          <p className="text-sm font-semibold text-beni">Check the highlighted rules first.</p>
        ) : null}
      </div>
    </form>
  );
}
