// One pairing of a round: its sides and points, and each of its games with who deals first and who left early.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { Translator } from "~/app/_lib/translator";
import type { PairingGameView, PairingView, TournamentView } from "~/server/views/tournament";
import { runOnIn } from "~/app/_lib/list-words";
import { listFormat } from "~/lib/list-format";
import { EntrantName } from "../../_components/player/entrant-name";
import { useScoreText } from "./score";

/**
 * Who deals first in a game of a pairing, by name: the player in that seat, with their team in a team event ("Akiko of
 * Cranes deals first"); the seat only when the name is unknown.
 */
export function firstDealerLabel(
  p: PairingView,
  g: Pick<PairingGameView, "firstDealer" | "firstDealerName" | "firstDealerTeam">,
  teamSize: number,
  t: Translator,
): string {
  const seat = g.firstDealer ?? 0;
  const name = g.firstDealerName ?? (teamSize === 1 ? p.sides[seat]?.name : undefined);
  if (!name) return t("pairing.seatDealsFirst", { seat: seat + 1 });
  if (g.firstDealerTeam) return t("pairing.teamDealsFirst", { name, team: g.firstDealerTeam });
  return t("pairing.dealsFirst", { name });
}

/**
 * Who left a game before its end: resigned (game.resign) or forfeited (timed out too often). It explains a table won
 * on equal points.
 */
export function forfeitText(
  p: PairingView,
  t: Translator,
  locale: string,
  forfeited: boolean[] | null,
  resigned: boolean[] | null = null,
): string {
  const out = p.sides.filter((_, i) => forfeited?.[i]);
  const resigners = out.filter((s) => resigned?.[p.sides.indexOf(s)]).map((s) => s.name);
  const forfeiters = out.filter((s) => !resigned?.[p.sides.indexOf(s)]).map((s) => s.name);
  const format = listFormat(locale);
  const list = (names: string[]) => format.format(names);
  const parts = [
    ...(resigners.length ? [t("pairing.resigned", { names: list(resigners), count: resigners.length })] : []),
    ...(forfeiters.length ? [t("pairing.forfeited", { names: list(forfeiters), count: forfeiters.length })] : []),
  ];
  return parts.length ? t("pairing.left", { what: runOnIn(locale)(parts) }) : "";
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
  const t = useTranslations("Tournaments");
  const locale = useLocale();
  const { num, scoreLine } = useScoreText();
  return (
    <li className="rounded-lg border border-paper-edge bg-paper/60 p-2.5" data-testid="pairing">
      <p className="font-semibold">
        {p.sides.map((s, i) => (
          <span key={s.entrantId}>
            {i ? <span className="font-normal text-ink-faint"> {t("versus")} </span> : null}
            <EntrantName
              entrant={entrants.find((e) => e.id === s.entrantId)}
              name={s.name}
              won={p.winner === s.entrantId}
            />
            {p.points ? (
              <span className="font-normal text-ink-soft">
                {t("pairing.points", { points: num(p.points[i] ?? 0) })}
              </span>
            ) : null}
          </span>
        ))}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {p.games.map((g) => (
          <li key={g.gameId} data-testid="pairing-game" data-status={g.status}>
            {t.rich("pairing.game", {
              game: g.index + 1,
              first: String(g.firstDealer !== null),
              dealer: g.firstDealer !== null ? firstDealerLabel(p, g, teamSize, t) : "",
              table: () => <Link href={`/table/${g.tableId}`}>{t("pairing.table")}</Link>,
            })}
            {t("separator")}
            <Link href={`/replays/${g.gameId}`}>{t("pairing.replay")}</Link>
            {g.points
              ? `${t("separator")}${scoreLine(g.points)}`
              : g.status === "active"
                ? `${t("separator")}${t("roundState", { state: "playing" })}`
                : ""}
            {forfeitText(p, t, locale, g.forfeited, g.resigned)}
          </li>
        ))}
      </ul>
    </li>
  );
}
