"use client";
// The event's title, its status, the organiser's and an admin's buttons, and its description.
import { useTranslations } from "next-intl";
import { useMutation, useTRPC } from "~/app/_lib/trpc";
import type { TournamentView } from "~/server/views/tournament";
import { CancelTournament } from "./cancel-tournament";
import { EditTournament } from "./edit-tournament";
import { ORGANISER_BUTTON } from "./organiser-button";
import { TournamentStatus } from "./tournament-status";
import { useGameTitle } from "~/app/play/words";
import { headingLine } from "../tournament-words";

export function TournamentHeader({ v }: { v: TournamentView }) {
  const t = useTranslations("Tournaments");
  const gameTitle = useGameTitle();
  const trpc = useTRPC();
  const feature = useMutation(trpc.tournament.feature.mutationOptions());
  return (
    <div className="mb-6">
      <p className="mb-1 text-sm font-semibold tracking-[0.18em] text-beni uppercase">
        {headingLine(v, gameTitle(v.game, v.gameTitle), t)}
      </p>
      <h1 className="text-3xl font-semibold sm:text-4xl">{v.name}</h1>
      {/* A div, not a p: the organiser's buttons bring their dialogs, which a paragraph may not hold (the HTML
            parser closes the p before a dialog, and the page's hydration failed). */}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span
          className="rounded-full bg-ink px-3 py-0.5 text-sm font-semibold text-paper"
          data-testid="tournament-status"
        >
          <TournamentStatus v={v} />
        </span>
        {v.featured ? (
          <span className="rounded-full bg-kin/40 px-3 py-0.5 text-sm font-semibold">{t("featured")}</span>
        ) : null}
        {v.viewer.isAdmin ? (
          <button
            type="button"
            className={ORGANISER_BUTTON}
            disabled={feature.isPending}
            onClick={() => feature.mutate({ tournamentId: v.id, featured: !v.featured })}
          >
            {t("feature", { featured: String(v.featured) })}
          </button>
        ) : null}
        {v.viewer.editable.length ? <EditTournament v={v} /> : null}
        {v.viewer.canCancel ? <CancelTournament tournamentId={v.id} name={v.name} /> : null}
      </div>
      {v.description ? (
        <p className="mt-3 max-w-3xl text-lg whitespace-pre-line text-ink-soft">{v.description}</p>
      ) : null}
    </div>
  );
}
