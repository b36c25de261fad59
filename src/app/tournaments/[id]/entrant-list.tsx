// The entrants (or teams) in entry order, each removable by the organiser, and the waiting list under them.
import { useTranslations } from "next-intl";
import type { TournamentView } from "~/server/views/tournament";
import { EntrantName, TeamMembers } from "../../_components/player/entrant-name";
import { RemoveEntrant } from "./remove-entrant";
import { WaitingListNames } from "./waiting-list";

export function EntrantList({ v }: { v: TournamentView }) {
  const t = useTranslations("Tournaments");
  return (
    <>
      {v.teamSize > 1 && v.teams.length ? (
        <ul className="space-y-1" data-testid="entrant-list">
          {v.teams.map((team) => (
            <li key={team.id} data-testid="team">
              {t.rich("teamLine", {
                name: team.name,
                waiting: String(!team.complete),
                team: (chunks) => <span className="font-semibold">{chunks}</span>,
                members: () => <TeamMembers members={team.members} />,
              })}
              {v.viewer.canRemoveEntrants ? (
                <>
                  {" "}
                  <RemoveEntrant
                    tournamentId={v.id}
                    target={{ teamId: team.id }}
                    name={t("teamName", { name: team.name })}
                  />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : v.entrants.length ? (
        <ol className="list-decimal space-y-0.5 pl-6" data-testid="entrant-list">
          {v.entrants.map((e) => (
            <li key={e.id} data-testid="entrant" className={e.isMine ? "font-semibold" : ""}>
              <EntrantName entrant={e} name={e.name} />
              {e.seed !== null ? (
                <span className="text-sm text-ink-faint">
                  {t("separator")}
                  {t("seed", { seed: e.seed })}
                </span>
              ) : null}
              {v.viewer.canRemoveEntrants ? (
                <>
                  {" "}
                  <RemoveEntrant tournamentId={v.id} target={{ entrantId: e.id }} name={e.name} />
                </>
              ) : null}
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
