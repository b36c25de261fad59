// A Swiss or round-robin event's standings, with the tie-breaks in a player's words.
import { useTranslations } from "next-intl";
import type { StandingView, TournamentView } from "~/server/views/tournament";
import { EntrantName } from "../../_components/player/entrant-name";
import { useScoreText } from "./score";

/**
 * The standings' tie-breaks in a player's words: a column's heading, and what it counts (the column's title and the
 * legend under the table). The engine's names stay in brackets for those who know them.
 */
export const TIE_BREAKS = ["buchholz", "sonnebornBerger", "headToHead"] as const;

/** What put a row above the next one (the engine's name), as the last column says it: a key of "criterion". */
const CRITERION: Record<string, string> = {
  score: "score",
  buchholz: "buchholz",
  "sonneborn-berger": "sonnebornBerger",
  "head-to-head": "headToHead",
  wins: "wins",
  seed: "seed",
};

/**
 * The standings. From 1280 px a row per entrant with every tie-break in its own column, each heading explained in its
 * title; narrower (a phone, a tablet, where the page's side column goes under) the table keeps rank, entrant and score,
 * and the rest goes on a line under the name, so that it fits without scrolling sideways. The headings wrap (German and
 * Spanish ones are long): only a table still too wide for its panel scrolls. The legend under it says what each
 * tie-break counts.
 */
export function StandingsTable({
  rows,
  swiss,
  entrants,
}: {
  rows: StandingView[];
  swiss: boolean;
  entrants: TournamentView["entrants"];
}) {
  const t = useTranslations("Tournaments");
  const { num } = useScoreText();
  const wide = "p-1.5 max-xl:hidden";
  // Small headings over the tie-break columns: at text-sm the Spanish and French tables ran past a 1280 px panel.
  const wideHeading = `${wide} text-xs`;
  const [buchholz, sonnebornBerger, headToHead] = TIE_BREAKS.map((k) => ({
    heading: t(`tieBreak.${k}.heading`),
    explains: t(`tieBreak.${k}.explains`),
  })) as [
    { heading: string; explains: string },
    { heading: string; explains: string },
    { heading: string; explains: string },
  ];
  const criterion = (c: string) => (CRITERION[c] ? t(`criterion.${CRITERION[c]}`) : c);
  return (
    <div className="xl:overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-testid="standings-table">
        <thead>
          <tr className="text-left align-bottom">
            <th className="p-1.5">{t("column.rank")}</th>
            <th className="p-1.5">{t("column.entrant")}</th>
            <th className="p-1.5">{t("column.score")}</th>
            <th className={wideHeading}>{t("column.played")}</th>
            <th className={wideHeading}>{t("column.byes")}</th>
            <th className={wideHeading} title={buchholz.explains}>
              {buchholz.heading}
            </th>
            <th className={wideHeading} title={sonnebornBerger.explains}>
              {sonnebornBerger.heading}
            </th>
            <th className={wideHeading} title={headToHead.explains}>
              {headToHead.heading}
            </th>
            {swiss ? <th className={wideHeading}>{t("column.decidedBy")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr
              key={s.entrantId}
              className="border-t border-paper-edge align-top"
              data-testid="standing-row"
              data-rank={s.rank}
            >
              <td className="p-1.5">{s.rank}</td>
              <td className="p-1.5">
                <span className="font-semibold">
                  <EntrantName entrant={entrants.find((e) => e.id === s.entrantId)} name={s.name} />
                </span>
                <span className="block text-xs text-ink-soft xl:hidden" data-testid="standing-details">
                  {[
                    `${t("column.played")} ${s.played}`,
                    `${t("column.byes")} ${s.byes}`,
                    `${buchholz.heading} ${num(s.buchholz)}`,
                    `${sonnebornBerger.heading} ${num(s.sonnebornBerger)}`,
                    ...(s.headToHead === null ? [] : [`${headToHead.heading} ${num(s.headToHead)}`]),
                    ...(swiss && s.decidedBy ? [t("aboveNextOn", { criterion: criterion(s.decidedBy) })] : []),
                  ].join(t("separator"))}
                </span>
              </td>
              <td className="p-1.5">{num(s.score)}</td>
              <td className={wide}>{s.played}</td>
              <td className={wide}>{s.byes}</td>
              <td className={wide}>{num(s.buchholz)}</td>
              <td className={wide}>{num(s.sonnebornBerger)}</td>
              <td className={wide}>{s.headToHead === null ? "—" : num(s.headToHead)}</td>
              {swiss ? <td className={`${wide} text-ink-soft`}>{s.decidedBy ? criterion(s.decidedBy) : ""}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the tie-breaks count, in their order, under the standings. */
export function TieBreakLegend() {
  const t = useTranslations("Tournaments");
  return (
    <div className="mt-3 text-sm text-ink-soft" data-testid="tie-break-legend">
      <p>{t("tieBreak.intro")}</p>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5">
        {TIE_BREAKS.map((k) => (
          <li key={k}>{t(`tieBreak.${k}.explains`)}</li>
        ))}
        <li>{t("tieBreak.earlierEntry")}</li>
      </ol>
    </div>
  );
}
