"use client";
// A full individual event's waiting list on its page: the viewer's place with "Leave the waiting list", the count
// for everyone, and the names in order for the organiser (an admin too). Joining is offered in the Registration panel
// instead of a dead Register button. Team events have none: a team registers when a place is free.
import { useTranslations } from "next-intl";
import type { TournamentView } from "~/server/views/tournament";
import { PlayerLink } from "../../_components/player/player-link";
import { ActionButton } from "../../_components/ui/action-button";

export function YourWaitingPlace({
  position,
  busy,
  onLeave,
}: {
  position: number;
  busy: boolean;
  onLeave: () => void;
}) {
  const t = useTranslations("Tournaments");
  return (
    <div className="space-y-3">
      <p className="font-semibold" data-testid="waiting-position" role="status">
        {t("waiting.position", { position })}
      </p>
      <p className="text-ink-soft">{t("waiting.howItWorks")}</p>
      <ActionButton disabled={busy} onClick={onLeave} testId="leave-waiting-list">
        {t("waiting.leave")}
      </ActionButton>
    </div>
  );
}

export function JoinWaitingList({ full, busy, onJoin }: { full: string; busy: boolean; onJoin: () => void }) {
  const t = useTranslations("Tournaments");
  return (
    <div className="space-y-3">
      <p className="font-semibold text-beni" data-testid="registration-message">
        {full}
      </p>
      <ActionButton primary disabled={busy} onClick={onJoin} testId="join-waiting-list">
        {t("waiting.join")}
      </ActionButton>
    </div>
  );
}

/** The organiser's (or an admin's) view of who waits, in order, each linked to their page. */
export function WaitingListNames({ list }: { list: NonNullable<TournamentView["waitingList"]> }) {
  const t = useTranslations("Tournaments");
  if (list.length === 0) return null;
  return (
    <div className="mt-4" data-testid="waiting-list">
      <h3 className="mb-1 font-semibold">{t("waiting.title")}</h3>
      <ol className="list-decimal space-y-0.5 pl-6">
        {list.map((w) => (
          <li key={w.id} data-testid="waiting-player">
            <PlayerLink userId={w.id}>{w.displayName}</PlayerLink>
          </li>
        ))}
      </ol>
    </div>
  );
}
