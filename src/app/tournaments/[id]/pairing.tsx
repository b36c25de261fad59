// One pairing of a round: its sides and points, and each of its games with who deals first and who left early.
import Link from "next/link";
import type { PairingGameView, PairingView, TournamentView } from "~/server/views/tournament";
import { EntrantName } from "../../_components/player/entrant-name";
import { num, scoreLine } from "./score";

/**
 * Who deals first in a game of a pairing, by name: the player in that seat, with their team in a team event ("Akiko of
 * Cranes deals first"); the seat only when the name is unknown.
 */
export function firstDealerLabel(
  p: PairingView,
  g: Pick<PairingGameView, "firstDealer" | "firstDealerName" | "firstDealerTeam">,
  teamSize: number,
): string {
  const seat = g.firstDealer ?? 0;
  const name = g.firstDealerName ?? (teamSize === 1 ? p.sides[seat]?.name : undefined);
  if (!name) return `seat ${seat + 1} deals first`;
  return `${name}${g.firstDealerTeam ? ` of ${g.firstDealerTeam}` : ""} deals first`;
}

/**
 * Who left a game before its end: resigned (game.resign) or forfeited (timed out too often). It explains a table won
 * on equal points.
 */
export function forfeitText(p: PairingView, forfeited: boolean[] | null, resigned: boolean[] | null = null): string {
  const out = p.sides.filter((_, i) => forfeited?.[i]);
  const resigners = out.filter((s) => resigned?.[p.sides.indexOf(s)]).map((s) => s.name);
  const forfeiters = out.filter((s) => !resigned?.[p.sides.indexOf(s)]).map((s) => s.name);
  const parts = [
    ...(resigners.length ? [`${resigners.join(" and ")} resigned`] : []),
    ...(forfeiters.length ? [`${forfeiters.join(" and ")} forfeited`] : []),
  ];
  return parts.length ? ` (${parts.join(", ")})` : "";
}

export function Pairing({
  p,
  teamSize,
  entrants = [],
}: {
  p: PairingView;
  teamSize: number;
  entrants?: TournamentView["entrants"];
}) {
  return (
    <li className="rounded-lg border border-paper-edge bg-paper/60 p-2.5" data-testid="pairing">
      <p className="font-semibold">
        {p.sides.map((s, i) => (
          <span key={s.entrantId}>
            {i ? <span className="font-normal text-ink-faint"> v </span> : null}
            <EntrantName
              entrant={entrants.find((e) => e.id === s.entrantId)}
              name={s.name}
              won={p.winner === s.entrantId}
            />
            {p.points ? <span className="font-normal text-ink-soft"> ({num(p.points[i] ?? 0)})</span> : null}
          </span>
        ))}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {p.games.map((g) => (
          <li key={g.gameId} data-testid="pairing-game" data-status={g.status}>
            Game {g.index + 1}
            {g.firstDealer !== null ? ` (${firstDealerLabel(p, g, teamSize)})` : ""}:{" "}
            <Link href={`/table/${g.tableId}`}>table</Link> · <Link href={`/replays/${g.gameId}`}>replay</Link>
            {g.points ? ` · ${scoreLine(g.points)}` : g.status === "active" ? " · playing" : ""}
            {forfeitText(p, g.forfeited, g.resigned)}
          </li>
        ))}
      </ul>
    </li>
  );
}
