// The teams that invite the viewer, each with Accept and Decline.
import { useTranslations } from "next-intl";
import type { TournamentView } from "~/server/views/tournament";

export function TeamInvitations({
  invitations,
  busy,
  onAnswer,
}: {
  invitations: TournamentView["viewer"]["invitations"];
  busy: boolean;
  onAnswer: (teamId: string, accept: boolean) => void;
}) {
  const t = useTranslations("Tournaments");
  if (!invitations.length) return null;
  return (
    <ul className="mb-3 space-y-2">
      {invitations.map((inv) => (
        <li key={inv.teamId} className="flex flex-wrap items-center gap-2" data-testid="invitation">
          <span>{t("invitation.text", { team: inv.teamName })}</span>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onAnswer(inv.teamId, true)}>
            {t("invitation.accept")}
          </button>
          <button type="button" className="btn btn-quiet" disabled={busy} onClick={() => onAnswer(inv.teamId, false)}>
            {t("invitation.decline")}
          </button>
        </li>
      ))}
    </ul>
  );
}
