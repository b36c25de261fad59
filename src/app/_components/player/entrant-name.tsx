// A tournament entrant's name: a player's links to their page; a team's name stays text (its members are named apart).
import type { EntrantView, TeamView } from "~/server/api/views/tournament";
import { PlayerLink } from "./player-link";

export function EntrantName({ entrant, name }: { entrant: Pick<EntrantView, "members"> | undefined; name: string }) {
  const only = entrant?.members.length === 1 ? entrant.members[0] : undefined;
  return only ? <PlayerLink userId={only.id}>{name}</PlayerLink> : <>{name}</>;
}

/** A team's players, each a link to their page, those yet to accept marked "(invited)": "Aiko, Botan (invited)". */
export function TeamMembers({ members }: { members: TeamView["members"] }) {
  return (
    <>
      {members.map((m, i) => (
        <span key={m.id}>
          {i ? ", " : null}
          <PlayerLink userId={m.id}>{m.displayName}</PlayerLink>
          {m.status === "invited" ? " (invited)" : ""}
        </span>
      ))}
    </>
  );
}
