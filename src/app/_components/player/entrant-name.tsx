// A tournament entrant's name: a player's links to their page; a team's name stays text (its members are named apart).
import type { EntrantView } from "~/server/api/views/tournament";
import { PlayerLink } from "./player-link";

export function EntrantName({ entrant, name }: { entrant: Pick<EntrantView, "members"> | undefined; name: string }) {
  const only = entrant?.members.length === 1 ? entrant.members[0] : undefined;
  return only ? <PlayerLink userId={only.id}>{name}</PlayerLink> : <>{name}</>;
}
