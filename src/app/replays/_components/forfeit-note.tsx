// A game that ended by forfeit (or a resign: `resigned`) stops where the forfeit came: its last position is a round in the middle of play
// ("Chie is bidding"), and the match summary's scores are those of that moment, not of a played-out end. Said once,
// above the replay, so the end does not read as a game still waiting for a move.
import type { ReplayPlayer } from "~/server/views/replay";

const list = (names: readonly string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;

/**
 * `resigned`: the game ended by a resign (a record without the seats' own `resigned` flag: every forfeited seat resigned).
 * `noMoves`: the record has no move at all (a resign at the deal): said as such, there is no position "where play stopped".
 */
export function ForfeitNote({
  players,
  resigned = false,
  noMoves = false,
}: {
  players: readonly (Pick<ReplayPlayer, "displayName" | "forfeited"> & { resigned?: boolean })[];
  resigned?: boolean;
  noMoves?: boolean;
}) {
  const out = players.filter((p) => p.forfeited);
  if (!out.length) return null;
  const flagged = out.some((p) => p.resigned);
  const resigners = out.filter((p) => (flagged ? p.resigned : resigned)).map((p) => p.displayName);
  const forfeiters = out.filter((p) => !(flagged ? p.resigned : resigned)).map((p) => p.displayName);
  const who = [
    ...(resigners.length ? [`${list(resigners)} resigned`] : []),
    ...(forfeiters.length ? [`${list(forfeiters)} forfeited`] : []),
  ].join(" and ");
  return (
    <p className="rounded-lg border border-beni/30 bg-beni/5 px-3 py-2 text-sm text-beni" data-testid="forfeit-note">
      {noMoves
        ? `${who} before the first move: there is only the deal to see.`
        : `${who}, and the game ended there: the last position is where play stopped, before the round was played out.`}
    </p>
  );
}
