"use client";
// "Challenge" on a player's page (lichess's "Challenge to a game"): the lobby's create-table form, private by default,
// makes the table and invites this player (table.create's `invite`); the creator then waits in its waiting room.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { GameName } from "~/engine/core/ruleset";
import { FoldButton } from "../../_components/ui/fold-button";
import { useMutation, useTRPC } from "../../_lib/trpc";
import { fieldErrorsOf } from "../../_lib/field-errors";
import { CreateTableForm } from "../../play/create-table-form";
import type { CreateTableInput } from "../../play/table-form-model";

export interface ChallengeGame {
  game: GameName;
  title: string;
  minPlayers: number;
  maxPlayers: number;
}

export function ChallengePlayer({
  player,
  games,
}: {
  player: { id: string; displayName: string };
  games: ChallengeGame[];
}) {
  const t = useTranslations("Players");
  const trpc = useTRPC();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const create = useMutation(trpc.table.create.mutationOptions());
  const onCreate = (input: CreateTableInput) =>
    create.mutate(
      { ...input, invite: [player.id] },
      {
        onSuccess: (r: { tableId: string; inviteCode: string | null }) =>
          router.push(`/table/${r.tableId}${r.inviteCode ? `?invite=${encodeURIComponent(r.inviteCode)}` : ""}`),
      },
    );
  // A refusal of the invitation itself (an invitee who cannot be invited now, too many invitations) has no field of
  // the form to sit by.
  const errors = fieldErrorsOf(create.error);
  const { invite, ...fields } = errors.fields;
  const serverErrors = { fields, form: invite ?? errors.form };
  const heading = t("challenge.heading", { name: player.displayName });
  return (
    <div className="mb-6" data-testid="challenge">
      {open ? (
        <section aria-labelledby="challenge-heading" className="panel p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="challenge-heading" className="text-xl font-semibold">
              {heading}
            </h2>
            <FoldButton open controls="challenge-form" onToggle={() => setOpen(false)}>
              {t("challenge.close")}
            </FoldButton>
          </div>
          <p className="mt-1 text-ink-soft">{t("challenge.intro", { name: player.displayName })}</p>
          <div id="challenge-form" className="mt-4">
            <CreateTableForm
              games={games}
              submitting={create.isPending}
              serverErrors={serverErrors}
              onCreate={onCreate}
              challenge={{ opponent: player.displayName }}
            />
          </div>
        </section>
      ) : (
        <FoldButton open={false} controls="challenge-form" onToggle={() => setOpen(true)} testId="challenge-button">
          {t("challenge.button")}
        </FoldButton>
      )}
    </div>
  );
}
