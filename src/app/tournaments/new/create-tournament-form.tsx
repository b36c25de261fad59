"use client";
// Organise a tournament: the game and its house-rule preset (the create-table form's picker; the preset's current
// version is pinned for the whole event), format, table shape, games per pairing, scoring, schedule and clock.
// The server checks everything again and answers field by field.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import type { GameName } from "~/engine/core/ruleset";
import { getGameFacts } from "~/engine/facts";
import { DEFAULT_GAME } from "~/app/_games/traits";
import { Field } from "~/app/_components/forms/field";
import { focusFirstError } from "~/app/_lib/focus-first-error";
import { useMutation, useTRPC } from "~/app/_lib/trpc";
import { fieldErrorsOf } from "~/app/_lib/field-errors";
import type { ChosenPreset } from "~/app/play/table-presets";
import { GameFields } from "./game-fields";
import { ScheduleFields } from "./schedule-fields";
import { ScoringFields } from "./scoring-fields";
import { TableShapeFields } from "./table-shape-fields";
import {
  initialTournamentForm,
  toCreateTournamentInput,
  type FormGame,
  type TournamentFormState,
} from "./tournament-form-model";

export function CreateTournamentForm({ games }: { games: FormGame[] }) {
  const t = useTranslations("TournamentForm");
  const trpc = useTRPC();
  const router = useRouter();
  const create = useMutation(
    trpc.tournament.create.mutationOptions({
      onSuccess: ({ tournamentId }) => router.push(`/tournaments/${tournamentId}`),
    }),
  );
  const [game, setGame] = useState<GameName>(games.find((g) => g.game === DEFAULT_GAME)?.game ?? games[0]!.game);
  const [preset, setPreset] = useState<ChosenPreset | null>(null);
  const [s, setS] = useState<TournamentFormState>(initialTournamentForm);
  const set = (patch: Partial<TournamentFormState>) => setS((x) => ({ ...x, ...patch }));
  const g = games.find((x) => x.game === game)!;
  const onPick = useCallback((p: ChosenPreset) => setPreset(p), []);
  const { fields, form } = fieldErrorsOf(create.error);
  const err = (name: string) => fields[name];
  const formRef = useRef<HTMLFormElement>(null);
  // A refused schedule: to the first field the server named (the button is at the bottom, the name at the top).
  useEffect(() => {
    if (create.error) focusFirstError(formRef.current);
  }, [create.error]);
  const section = { s, set, err };

  return (
    <form
      ref={formRef}
      className="panel space-y-5 p-5"
      noValidate
      data-testid="create-tournament-form"
      onSubmit={(e) => {
        e.preventDefault();
        const roundsSpec = getGameFacts(game)?.optionSpecs.find((o) => o.name === "rounds");
        create.mutate(toCreateTournamentInput(game, preset, roundsSpec, s));
      }}
    >
      <Field id="t-name" label={t("name")} error={err("name")}>
        <input
          id="t-name"
          className="field-input"
          value={s.name}
          onChange={(e) => set({ name: e.target.value })}
          required
          maxLength={80}
        />
      </Field>
      <Field id="t-description" label={t("description")} error={err("description")}>
        <textarea
          id="t-description"
          className="field-input"
          rows={2}
          value={s.description}
          onChange={(e) => set({ description: e.target.value })}
          maxLength={2000}
        />
      </Field>
      <GameFields
        {...section}
        games={games}
        game={game}
        onGame={(next) => {
          setGame(next.game);
          setPreset(null);
          set({
            players: Math.max(next.minPlayers, Math.min(s.players, next.maxPlayers)),
            teams: "none",
            roundsPerGame: "",
          });
        }}
        preset={preset}
        onPreset={onPick}
      />
      <TableShapeFields {...section} game={g} />
      <ScoringFields {...section} />
      <ScheduleFields {...section} />
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
        {t("submit")}
      </button>
    </form>
  );
}
