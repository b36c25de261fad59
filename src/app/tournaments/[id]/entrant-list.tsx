// The entrants (or teams) in entry order, each removable by the organiser, and the waiting list under them. A row with
// Remove is a flex row whose name and button share a middle: set inline on the name's baseline, the 44 px button sat
// off the name's line in Korean.
import { useTranslations } from "next-intl";
import type { TournamentView } from "~/server/views/tournament";
import { EntrantName, TeamMembers } from "../../_components/player/entrant-name";
import { RemoveEntrant } from "./remove-entrant";
import { WaitingListNames } from "./waiting-list";

/** A row with its Remove button: the name and the button on one middle, the button after the name. */
const ROW = "flex items-center gap-2";

export function EntrantList({ v }: { v: TournamentView }) {
  const t = useTranslations("Tournaments");
  return (
    <>
      {v.teamSize > 1 && v.teams.length ? (
        <ul className="space-y-1" data-testid="entrant-list">
          {v.teams.map((team) => (
            <li key={team.id} data-testid="team">
              <div className={v.viewer.canRemoveEntrants ? ROW : undefined}>
                <span className="min-w-0">
                  {t.rich("teamLine", {
                    name: team.name,
                    waiting: String(!team.complete),
                    team: (chunks) => <span className="font-semibold">{chunks}</span>,
                    members: () => <TeamMembers members={team.members} />,
                  })}
                </span>
                {v.viewer.canRemoveEntrants ? (
                  <RemoveEntrant
                    tournamentId={v.id}
                    target={{ teamId: team.id }}
                    name={t("teamName", { name: team.name })}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : v.entrants.length ? (
        <ol className="list-decimal space-y-0.5 pl-6" data-testid="entrant-list">
          {v.entrants.map((e) => (
            <li key={e.id} data-testid="entrant" className={e.isMine ? "font-semibold" : ""}>
              <div className={v.viewer.canRemoveEntrants ? ROW : undefined}>
                <span className="min-w-0">
                  <EntrantName entrant={e} name={e.name} />
                  {e.seed !== null ? (
                    <span className="text-sm text-ink-faint">
                      {t("separator")}
                      <span className="whitespace-nowrap">{t("seed", { seed: e.seed })}</span>
                    </span>
                  ) : null}
                </span>
                {v.viewer.canRemoveEntrants ? (
                  <RemoveEntrant tournamentId={v.id} target={{ entrantId: e.id }} name={e.name} />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-ink-soft">{t("nobodyYet")}</p>
      )}
      {v.waitingList ? <WaitingListNames list={v.waitingList} /> : null}
    </>
  );
}
