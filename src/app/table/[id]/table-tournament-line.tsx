// A tournament's table links back to its event: "Spring Cup · round 2 · game 1 of 3", its parts joined by the
// language's separator (Japanese's unspaced 「・」). Drawn on the server (page.tsx).
import Link from "next/link";

export interface TableEvent {
  tournamentId: string;
  name: string;
  round: number;
  game: number;
  games: number;
}

/** The Table catalog's words the line says, from the server's translator. */
interface EventTranslator {
  (key: "page.round", values: { round: number }): string;
  (key: "page.gameOf", values: { game: number; games: number }): string;
}

/** `sep`: the language's separator (Common.separator). */
export function TableTournamentLine({ event, t, sep }: { event: TableEvent; t: EventTranslator; sep: string }) {
  return (
    <p className="mb-3 text-sm" data-testid="table-tournament">
      <Link href={`/tournaments/${event.tournamentId}`}>{event.name}</Link>
      {sep}
      {t("page.round", { round: event.round })}
      {event.games > 1 ? `${sep}${t("page.gameOf", { game: event.game, games: event.games })}` : ""}
    </p>
  );
}
