"use client";
// Organise a tournament: the game and its house-rule preset (the create-table form's picker; the preset's current
// version is pinned for the whole event), format, table shape, games per pairing, scoring, schedule and clock.
// The server checks everything again and answers field by field.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { cloneElement, useCallback, useEffect, useRef, useState, type ReactElement } from "react";
import type { OptionSpec } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { focusFirstError } from "~/app/_lib/focus-first-error";
import { fieldErrorsOf, useTRPC } from "~/app/_lib/trpc";
import { PresetPicker } from "~/app/play/preset-picker";
import { PER_MOVE_PRESETS, teamChoices } from "~/app/play/table-form-model";
import { optionsOfPreset, type ChosenPreset } from "~/app/play/table-presets";
import type { TeamsChoice } from "~/server/views/table";

export interface FormGame {
  game: GameName;
  title: string;
  minPlayers: number;
  maxPlayers: number;
}

/** A datetime-local value (the browser's time zone) `minutes` from now. */
function localInput(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  d.setSeconds(0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A labelled control; its message (error or hint) is tied to the control, which is marked invalid on an error. */
export function Field({
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
  children: ReactElement<{ "aria-invalid"?: boolean; "aria-describedby"?: string }>;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {cloneElement(children, {
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The game's "rounds" option as the form sends it: blank is the house rules' own; a game whose rounds are a choice
 * (Season's Flowers 12 or 6, Mushi 12, 6 or to a target) sends the chosen value, not a number typed into a box that
 * could not hold "target" and answered 'Option "rounds" must be 12, 6'.
 */
export function roundsValue(spec: OptionSpec | undefined, text: string): number | string | undefined {
  if (text === "") return undefined;
  if (spec?.kind === "enum")
    return spec.values.find((v) => String(v.value) === text)?.value as number | string | undefined;
  return Number(text);
}

export function CreateTournamentForm({ games }: { games: FormGame[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const create = useMutation(
    trpc.tournament.create.mutationOptions({
      onSuccess: ({ tournamentId }) => router.push(`/tournaments/${tournamentId}`),
    }),
  );
  const [game, setGame] = useState<GameName>(games.find((g) => g.game === "sakura")?.game ?? games[0]!.game);
  const [preset, setPreset] = useState<ChosenPreset | null>(null);
  const [s, setS] = useState({
    name: "",
    description: "",
    format: "swiss" as "elimination" | "round_robin" | "swiss",
    players: 2,
    teams: "none" as TeamsChoice,
    allowSmallerTables: false,
    roundsPerGame: "",
    gamesPerPairing: 1,
    scoring: "cumulative" as "cumulative" | "victories",
    swissRounds: "",
    closes: localInput(24 * 60),
    firstRound: localInput(25 * 60),
    intervalHours: 24,
    roundHours: 24,
    perMove: 86_400,
    timeouts: 3,
    minEntrants: 4,
    maxEntrants: 16,
  });
  const set = (patch: Partial<typeof s>) => setS((x) => ({ ...x, ...patch }));
  const g = games.find((x) => x.game === game)!;
  const roundsSpec = getRuleset(game)?.optionSpecs.find((o) => o.name === "rounds");
  const onPick = useCallback((p: ChosenPreset) => setPreset(p), []);
  const { fields, form } = fieldErrorsOf(create.error);
  const err = (name: string) => fields[name];
  const formRef = useRef<HTMLFormElement>(null);
  // A refused schedule: to the first field the server named (the button is at the bottom, the name at the top).
  useEffect(() => {
    if (create.error) focusFirstError(formRef.current);
  }, [create.error]);

  return (
    <form
      ref={formRef}
      className="panel space-y-5 p-5"
      noValidate
      data-testid="create-tournament-form"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({
          name: s.name,
          description: s.description,
          game,
          presetId: preset?.id,
          roundsPerGame: roundsValue(roundsSpec, s.roundsPerGame),
          format: s.format,
          playersPerTable: s.players,
          teams: s.teams,
          allowSmallerTables: s.allowSmallerTables,
          gamesPerPairing: s.gamesPerPairing,
          scoring: s.scoring,
          swissRounds: s.format === "swiss" && s.swissRounds !== "" ? Number(s.swissRounds) : null,
          registrationClosesAt: new Date(s.closes),
          roundStartTimes: [new Date(s.firstRound)],
          roundIntervalSeconds: Math.round(s.intervalHours * 3600),
          roundDurationSeconds: Math.round(s.roundHours * 3600),
          timeControl: { kind: "per_move", seconds: s.perMove },
          timeoutsBeforeForfeit: s.timeouts,
          minEntrants: s.minEntrants,
          maxEntrants: s.maxEntrants,
        });
      }}
    >
      <Field id="t-name" label="Name" error={err("name")}>
        <input
          id="t-name"
          className="field-input"
          value={s.name}
          onChange={(e) => set({ name: e.target.value })}
          required
          maxLength={80}
        />
      </Field>
      <Field id="t-description" label="Description (optional)" error={err("description")}>
        <textarea
          id="t-description"
          className="field-input"
          rows={2}
          value={s.description}
          onChange={(e) => set({ description: e.target.value })}
          maxLength={2000}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="t-game" label="Game" error={err("game")}>
          <select
            id="t-game"
            className="field-input"
            value={game}
            onChange={(e) => {
              const next = games.find((x) => x.game === e.target.value)!;
              setGame(next.game);
              setPreset(null);
              set({
                players: Math.max(next.minPlayers, Math.min(s.players, next.maxPlayers)),
                teams: "none",
                roundsPerGame: "",
              });
            }}
          >
            {games.map((x) => (
              <option key={x.game} value={x.game}>
                {x.title}
              </option>
            ))}
          </select>
        </Field>
        <Field id="t-format" label="Format" error={err("format")}>
          <select
            id="t-format"
            className="field-input"
            value={s.format}
            onChange={(e) => set({ format: e.target.value as typeof s.format })}
          >
            <option value="swiss">Swiss (paired by score)</option>
            <option value="round_robin">Round robin (everyone meets everyone)</option>
            <option value="elimination">Single elimination (a bracket)</option>
          </select>
        </Field>
      </div>
      <PresetPicker game={game} preset={preset} options={optionsOfPreset(game, preset)} onPick={onPick} idBase="t" />
      {err("presetId") ? <p className="field-error">{err("presetId")}</p> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="t-players" label="Players a table" error={err("playersPerTable")}>
          <select
            id="t-players"
            className="field-input"
            value={s.players}
            onChange={(e) => set({ players: Number(e.target.value), teams: "none" })}
          >
            {Array.from({ length: g.maxPlayers - g.minPlayers + 1 }, (_, i) => g.minPlayers + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="t-teams"
          label="Teams"
          error={err("teams")}
          hint="Team events: teams register together; standings are per team."
        >
          <select
            id="t-teams"
            className="field-input"
            value={s.teams}
            onChange={(e) => set({ teams: e.target.value as TeamsChoice })}
          >
            {teamChoices(game, s.players).map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="t-rounds"
          label="Rounds per game"
          error={err("roundsPerGame")}
          hint={roundsSpec?.kind === "enum" ? undefined : "Blank: as the house rules say."}
        >
          {roundsSpec?.kind === "enum" ? (
            <select
              id="t-rounds"
              className="field-input"
              value={s.roundsPerGame}
              onChange={(e) => set({ roundsPerGame: e.target.value })}
            >
              <option value="">As the house rules say</option>
              {roundsSpec.values.map((v) => (
                <option key={String(v.value)} value={String(v.value)}>
                  {v.label}
                </option>
              ))}
            </select>
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
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id="t-games"
          label="Games per pairing"
          error={err("gamesPerPairing")}
          hint="The first dealer rotates across them."
        >
          <input
            id="t-games"
            type="number"
            min={1}
            max={12}
            className="field-input"
            value={s.gamesPerPairing}
            onChange={(e) => set({ gamesPerPairing: Number(e.target.value) })}
          />
        </Field>
        <Field id="t-scoring" label="Scoring" error={err("scoring")}>
          <select
            id="t-scoring"
            className="field-input"
            value={s.scoring}
            onChange={(e) => set({ scoring: e.target.value as typeof s.scoring })}
          >
            <option value="cumulative">Cumulative points</option>
            <option value="victories">Win count (victories)</option>
          </select>
        </Field>
        {s.format === "swiss" ? (
          <Field
            id="t-swiss"
            label="Swiss rounds"
            error={err("swissRounds")}
            hint="Blank: as many as a knockout would take (two at a table: 3 for 5 to 8 entrants, 4 for 9 to 16), fixed when registration closes."
          >
            <input
              id="t-swiss"
              className="field-input"
              inputMode="numeric"
              value={s.swissRounds}
              onChange={(e) => set({ swissRounds: e.target.value.replace(/\D/g, "") })}
            />
          </Field>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="t-closes"
          label="Registration closes"
          error={err("registrationClosesAt")}
          hint="In your own time zone."
        >
          <input
            id="t-closes"
            type="datetime-local"
            className="field-input"
            value={s.closes}
            onChange={(e) => set({ closes: e.target.value })}
            required
          />
        </Field>
        <Field id="t-first" label="Round 1 starts" error={err("roundStartTimes")}>
          <input
            id="t-first"
            type="datetime-local"
            className="field-input"
            value={s.firstRound}
            onChange={(e) => set({ firstRound: e.target.value })}
            required
          />
        </Field>
        <Field
          id="t-round-hours"
          label="Each round lasts (hours)"
          error={err("roundDurationSeconds")}
          hint="At the deadline the stand-in finishes the games."
        >
          <input
            id="t-round-hours"
            type="number"
            min={0.1}
            step="any"
            className="field-input"
            value={s.roundHours}
            onChange={(e) => set({ roundHours: Number(e.target.value) })}
          />
        </Field>
        <Field
          id="t-interval"
          label="Rounds start every (hours)"
          error={err("roundIntervalSeconds")}
          hint="A round never starts before the one before it is over."
        >
          <input
            id="t-interval"
            type="number"
            min={0}
            step="any"
            className="field-input"
            value={s.intervalHours}
            onChange={(e) => set({ intervalHours: Number(e.target.value) })}
          />
        </Field>
        <Field id="t-move" label="Time for each move" error={err("timeControl")}>
          <select
            id="t-move"
            className="field-input"
            value={s.perMove}
            onChange={(e) => set({ perMove: Number(e.target.value) })}
          >
            {PER_MOVE_PRESETS.map((p) => (
              <option key={p.seconds} value={p.seconds}>
                {p.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="t-timeouts" label="Timeouts before a seat is forfeited" error={err("timeoutsBeforeForfeit")}>
          <input
            id="t-timeouts"
            type="number"
            min={1}
            max={20}
            className="field-input"
            value={s.timeouts}
            onChange={(e) => set({ timeouts: Number(e.target.value) })}
          />
        </Field>
        <Field
          id="t-min"
          label="Fewest entrants"
          error={err("minEntrants")}
          hint="Fewer at the close cancel the event."
        >
          <input
            id="t-min"
            type="number"
            min={2}
            max={256}
            className="field-input"
            value={s.minEntrants}
            onChange={(e) => set({ minEntrants: Number(e.target.value) })}
          />
        </Field>
        <Field id="t-max" label="Most entrants" error={err("maxEntrants")}>
          <input
            id="t-max"
            type="number"
            min={2}
            max={256}
            className="field-input"
            value={s.maxEntrants}
            onChange={(e) => set({ maxEntrants: Number(e.target.value) })}
          />
        </Field>
      </div>
      {form ? (
        <p className="field-error" role="alert" data-testid="form-error">
          {form}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={create.isPending || !preset}
        data-testid="create-tournament"
      >
        Schedule the tournament
      </button>
    </form>
  );
}
